import type { TFunction } from 'i18next';
import { CLIENT_MESSAGES, COLOR_MESSAGE, TIME_ZONE_MESSAGE } from '@console/contract';

/** The contract's (Portuguese) messages of this area, by their key under `clients.messages`. */
const MESSAGE_KEYS = new Map<string, string>([
  ...Object.entries(CLIENT_MESSAGES).map(([key, message]) => [message, key] as const),
  [COLOR_MESSAGE, 'color'],
  [TIME_ZONE_MESSAGE, 'timeZone'],
  ['E-mail inválido.', 'email'],
]);

/** A message of the contract or the server in the interface language; any other message as it came. */
export function translateClientMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`clients.messages.${key}`) : message;
}
