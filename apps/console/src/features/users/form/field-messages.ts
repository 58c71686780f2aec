import type { TFunction } from 'i18next';
import { FORM_FIELD_MESSAGES } from '@console/contract';
import { translateMessage } from './resolver.ts';

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(FORM_FIELD_MESSAGES).map(([key, message]) => [message, key]),
);

/** A (Portuguese) message of the form-field contract in the interface language; user messages as the user form does. */
export const translateFieldMessage = (t: TFunction, message: string): string => {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`users.fields.validation.${key}`) : translateMessage(t, message);
};
