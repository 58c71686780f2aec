import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PUSH_MESSAGES } from '@console/contract';
import { errorWorded } from '../../platform/field-messages.ts';

/** The push devices' messages by field (contract PUSH_MESSAGES, Portuguese) in English and Spanish. */
const WORDING: Record<keyof typeof PUSH_MESSAGES, Record<'en' | 'es', string>> = {
  kind: { en: 'Invalid device kind: use webpush or fcm.', es: 'Tipo de dispositivo inválido: use webpush o fcm.' },
  token: { en: "Give the device's token.", es: 'Indique el token del dispositivo.' },
  subscription: {
    en: 'Invalid Web Push subscription: give the endpoint and the p256dh and auth keys.',
    es: 'Suscripción Web Push inválida: indique el endpoint y las claves p256dh y auth.',
  },
  endpoint: {
    en: 'Web Push subscription address not accepted: use the address the browser gave.',
    es: 'Dirección de la suscripción Web Push no aceptada: use la dirección que dio el navegador.',
  },
  fcmToken: { en: 'Invalid FCM token.', es: 'Token FCM inválido.' },
};

const BY_TEXT = new Map<string, Record<'en' | 'es', string>>(
  (Object.keys(PUSH_MESSAGES) as (keyof typeof PUSH_MESSAGES)[]).map((key) => [PUSH_MESSAGES[key], WORDING[key]]),
);

/**
 * An error with its messages by field in the language (pt-br, en, es): the service's refusals and the body's schema
 * issues alike; Portuguese ones, and texts not of this module, stay as they are.
 */
export function pushMessagesIn(error: unknown, language: string): unknown {
  if (language !== 'en' && language !== 'es') return error;
  const word = (text: string) => BY_TEXT.get(text)?.[language] ?? text;
  if (hasZodFastifySchemaValidationErrors(error as FastifyError)) {
    for (const issue of (error as { validation: { message?: string }[] }).validation)
      if (issue.message) issue.message = word(issue.message);
    return error;
  }
  return errorWorded(error, word);
}
