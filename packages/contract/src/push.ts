import { z } from 'zod';

/**
 * Push devices (issue 29, docs/automation.md "Push"): the member's side registers where its notifications go: a
 * browser's Web Push subscription (`webpush`, sent with the platform's VAPID key) or the mobile app's FCM registration
 * token (`fcm`). Registration is idempotent on the token: the same subscription again refreshes its row.
 */
export const PUSH_DEVICES_PATH = '/api/v2/client/dispositivos-push';
export const VAPID_PUBLIC_KEY_PATH = '/api/v2/push/vapid-public-key';

export const PUSH_KINDS = ['webpush', 'fcm'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The services' messages (Portuguese; the API answers them in the reader's language). */
export const PUSH_MESSAGES = {
  kind: 'Tipo de dispositivo inválido: use webpush ou fcm.',
  token: 'Informe o token do dispositivo.',
  subscription: 'Assinatura Web Push inválida: informe endpoint e as chaves p256dh e auth.',
  endpoint: 'Endereço da assinatura Web Push não aceito: use o endereço que o navegador informou.',
  fcmToken: 'Token FCM inválido.',
} as const;

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
const webPushSubscription = z.object({
  endpoint: z.string().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({ p256dh: z.string().max(256), auth: z.string().max(256) })
    .partial()
    .optional(),
});
export type WebPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export const pushDeviceBody = z.object({
  kind: z.enum(PUSH_KINDS, { error: PUSH_MESSAGES.kind }),
  /** The FCM registration token, or the Web Push subscription (its JSON text or the object). */
  token: z.union([z.string().trim().min(1, PUSH_MESSAGES.token).max(8192), webPushSubscription], {
    error: PUSH_MESSAGES.token,
  }),
  /** What the device is, as the member's side names it (`android`, `ios`, `web`). */
  platform: z.string().trim().max(40).optional(),
});
export type PushDeviceBody = z.infer<typeof pushDeviceBody>;

export const pushDeviceParams = z.object({ id: z.coerce.number().int().positive() });

export const pushDevice = z.object({
  id: z.number().int(),
  kind: z.enum(PUSH_KINDS),
  platform: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDevice>;

export const vapidPublicKey = z.object({
  /** The application server key for `pushManager.subscribe`; null when Web Push is not configured. */
  public_key: z.string().nullable(),
});

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;
/** Bytes a base64url text decodes to (the contract runs in browsers too: no Buffer). */
const decodedLength = (text: string): number => Math.floor((text.replace(/=+$/, '').length * 6) / 8);

/**
 * A device's token as stored, and the text that identifies it (a subscription by its endpoint, whose keys may
 * change), or the message naming what is wrong. The endpoint's host is judged by the API (its allowed hosts).
 */
export function deviceTokenOf(
  kind: PushKind,
  token: PushDeviceBody['token'],
): { token: string; identity: string; endpoint?: string } | { error: string } {
  if (kind === 'fcm') {
    if (typeof token !== 'string' || !/^[\w:.-]{20,4096}$/.test(token)) return { error: PUSH_MESSAGES.fcmToken };
    return { token, identity: `fcm:${token}` };
  }
  let value: unknown = token;
  if (typeof token === 'string') {
    try {
      value = JSON.parse(token);
    } catch {
      return { error: PUSH_MESSAGES.subscription };
    }
  }
  const parsed = webPushSubscription.safeParse(value);
  if (!parsed.success) return { error: PUSH_MESSAGES.subscription };
  const { endpoint, keys } = parsed.data;
  const p256dh = keys?.p256dh ?? '';
  const auth = keys?.auth ?? '';
  // An uncompressed P-256 point (65 bytes) and a 16-byte secret, as RFC 8291 has them.
  if (!BASE64URL.test(p256dh) || decodedLength(p256dh) !== 65 || !BASE64URL.test(auth) || decodedLength(auth) !== 16)
    return { error: PUSH_MESSAGES.subscription };
  if (!URL.canParse(endpoint)) return { error: PUSH_MESSAGES.subscription };
  const subscription: WebPushSubscription = { endpoint, keys: { p256dh, auth } };
  return { token: JSON.stringify(subscription), identity: `webpush:${endpoint}`, endpoint };
}
