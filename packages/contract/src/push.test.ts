import { describe, expect, it } from 'vitest';
import { deviceTokenOf, PUSH_MESSAGES, pushDeviceBody } from './push.ts';

const p256dh = `B${'A'.repeat(86)}`; // 87 base64url characters: 65 bytes
const auth = 'A'.repeat(22); // 16 bytes
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';

describe('deviceTokenOf', () => {
  it('stores a subscription as its JSON and knows it by its endpoint, from the object or its text', () => {
    const subscription = { endpoint, expirationTime: null, keys: { p256dh, auth } };
    const fromObject = deviceTokenOf('webpush', subscription);
    expect(fromObject).toEqual({
      token: JSON.stringify({ endpoint, keys: { p256dh, auth } }),
      identity: `webpush:${endpoint}`,
      endpoint,
    });
    expect(deviceTokenOf('webpush', JSON.stringify(subscription))).toEqual(fromObject);
  });

  it('refuses a subscription without its keys, with keys of the wrong size, or that is not JSON', () => {
    const refused = { error: PUSH_MESSAGES.subscription };
    expect(deviceTokenOf('webpush', { endpoint })).toEqual(refused);
    expect(deviceTokenOf('webpush', { endpoint, keys: { p256dh, auth: 'AAAA' } })).toEqual(refused);
    expect(deviceTokenOf('webpush', { endpoint, keys: { p256dh: 'x'.repeat(40), auth } })).toEqual(refused);
    expect(deviceTokenOf('webpush', { endpoint: 'não é url', keys: { p256dh, auth } })).toEqual(refused);
    expect(deviceTokenOf('webpush', '{"endpoint":')).toEqual(refused);
  });

  it('takes an FCM registration token as it is, and refuses what cannot be one', () => {
    const token = `dXk3:APA91b${'x'.repeat(140)}`;
    expect(deviceTokenOf('fcm', token)).toEqual({ token, identity: `fcm:${token}` });
    expect(deviceTokenOf('fcm', 'curto')).toEqual({ error: PUSH_MESSAGES.fcmToken });
    expect(deviceTokenOf('fcm', { endpoint, keys: { p256dh, auth } })).toEqual({ error: PUSH_MESSAGES.fcmToken });
    expect(deviceTokenOf('fcm', `${token} <script>`)).toEqual({ error: PUSH_MESSAGES.fcmToken });
  });

  it('the body names the kinds it takes', () => {
    expect(pushDeviceBody.safeParse({ kind: 'apns', token: 'x' }).error?.issues[0]?.message).toBe(PUSH_MESSAGES.kind);
    expect(pushDeviceBody.safeParse({ kind: 'fcm', token: '  ' }).success).toBe(false);
  });
});
