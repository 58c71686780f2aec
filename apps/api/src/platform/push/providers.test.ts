import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startPushStandIn, type PushStandIn } from '../../test/push-stand-in.ts';
import { pushProviders, type PushDevice, type PushMessage } from './providers.ts';

/** The push providers against a local stand-in of a browser's push service and of FCM (test/push-stand-in.ts). */

let standIn: PushStandIn;
beforeAll(async () => {
  standIn = await startPushStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const configured = (env: Record<string, string> = {}) =>
  pushProviders(loadConfig({ NODE_ENV: 'test', ...standIn.env, PUSH_TIMEOUT_MS: '2000', ...env }));

const message: PushMessage = {
  title: 'Nova aula disponível',
  body: 'A aula 3 de Finanças já pode ser assistida. Ação & reação: "ótimo"',
  link: 'https://console.example.com/m/cursos/12',
  image: null,
  data: { recipient_id: '4711', message_id: '12' },
};
const webDevice = (token: string): PushDevice => ({ id: 1, kind: 'webpush', token });
const appDevice = (token: string): PushDevice => ({ id: 2, kind: 'fcm', token });

describe('Web Push (VAPID)', () => {
  it('delivers an encrypted message signed with the VAPID key, which the browser decrypts', async () => {
    const browser = standIn.browser();
    const outcome = await configured().webpush.send(webDevice(JSON.stringify(browser.subscription)), message);
    expect(outcome).toEqual({ status: 'delivered' });
    expect(standIn.received.webpush).toHaveLength(1);
    const [request] = standIn.received.webpush;
    // The stand-in verified the JWT with the public key; it is for the endpoint's origin, with the contact.
    expect(request!.claims).toMatchObject({ aud: standIn.url, sub: 'mailto:push@console.test' });
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe('86400');
    // The body is not the plaintext; the subscription's keys open it.
    expect(request!.body.toString('utf8')).not.toContain('Nova aula');
    expect(JSON.parse(browser.decrypt(request!.body))).toEqual({
      title: message.title,
      body: message.body,
      link: message.link,
      image: null,
      data: { recipient_id: '4711', message_id: '12' },
    });
  });

  it('a subscription signed with another key pair is refused by the push service: failed, not retried', async () => {
    const other = (await import('web-push')).default.generateVAPIDKeys();
    const browser = standIn.browser();
    const outcome = await configured({
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
    }).webpush.send(webDevice(JSON.stringify(browser.subscription)), message);
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/^HTTP 403/) });
    expect(standIn.received.webpush).toHaveLength(0);
  });

  it('an unsubscribed endpoint (410) is gone; 429, 5xx and a dropped connection are retried', async () => {
    const provider = configured().webpush;
    const browser = standIn.browser();
    const device = webDevice(JSON.stringify(browser.subscription));
    standIn.refuse(429);
    expect(await provider.send(device, message)).toEqual({
      status: 'retry',
      error: expect.stringMatching(/^HTTP 429/),
    });
    standIn.refuse(500);
    expect(await provider.send(device, message)).toEqual({
      status: 'retry',
      error: expect.stringMatching(/^HTTP 500/),
    });
    standIn.refuse('reset');
    expect(await provider.send(device, message)).toMatchObject({ status: 'retry' });
    standIn.accept();
    standIn.markGone(browser.id);
    expect(await provider.send(device, message)).toEqual({ status: 'gone' });
    expect(standIn.received.webpush).toHaveLength(0);
  });

  it('refuses without a request: an endpoint off the allowed hosts, a broken subscription, a payload too large', async () => {
    const provider = configured().webpush;
    const browser = standIn.browser();
    const elsewhere = { ...browser.subscription, endpoint: 'https://push.example.com/webpush/x' };
    expect(await provider.send(webDevice(JSON.stringify(elsewhere)), message)).toEqual({
      status: 'failed',
      error: 'endpoint not allowed',
    });
    expect(await provider.send(webDevice('{"endpoint":"x"}'), message)).toEqual({
      status: 'failed',
      error: 'invalid subscription',
    });
    const huge = { ...message, body: 'x'.repeat(5000) };
    expect(await provider.send(webDevice(JSON.stringify(browser.subscription)), huge)).toEqual({
      status: 'failed',
      error: 'payload too large',
    });
    expect(standIn.received.webpush).toHaveLength(0);
  });
});

describe('FCM HTTP v1', () => {
  it('exchanges the service account JWT for a token, keeps it, and sends notification and data', async () => {
    const provider = configured().fcm;
    const before = standIn.counts.exchanges;
    const token = standIn.fcmToken();
    expect(await provider.send(appDevice(token), message)).toEqual({ status: 'delivered' });
    expect(
      await provider.send(appDevice(standIn.fcmToken()), { ...message, image: 'https://cdn.example.com/a.png' }),
    ).toEqual({ status: 'delivered' });
    // One exchange for both sends: the token is kept until it expires.
    expect(standIn.counts.exchanges - before).toBe(1);
    expect(standIn.received.fcm[0]).toEqual({
      project: 'console-stand-in',
      message: {
        token,
        notification: { title: message.title, body: message.body },
        data: { recipient_id: '4711', message_id: '12', link: message.link },
      },
    });
    expect(standIn.received.fcm[1]!.message.notification?.image).toBe('https://cdn.example.com/a.png');
  });

  it('an UNREGISTERED token is gone; 429 and 5xx retry; a 401 forgets the kept token and the next send gets another', async () => {
    const provider = configured().fcm;
    const token = standIn.fcmToken();
    standIn.markGone(token);
    expect(await provider.send(appDevice(token), message)).toEqual({ status: 'gone' });
    const live = appDevice(standIn.fcmToken());
    standIn.refuse(429);
    expect(await provider.send(live, message)).toEqual({
      status: 'retry',
      error: 'HTTP 429: RESOURCE_EXHAUSTED, retry after 30s',
    });
    standIn.refuse(500);
    expect(await provider.send(live, message)).toMatchObject({
      status: 'retry',
      error: expect.stringMatching(/^HTTP 500/),
    });
    standIn.refuse('reset');
    expect(await provider.send(live, message)).toMatchObject({ status: 'retry' });
    const exchanges = standIn.counts.exchanges;
    standIn.refuse(401);
    expect(await provider.send(live, message)).toMatchObject({
      status: 'retry',
      error: expect.stringMatching(/^HTTP 401/),
    });
    standIn.accept();
    expect(await provider.send(live, message)).toEqual({ status: 'delivered' });
    expect(standIn.counts.exchanges).toBe(exchanges + 1);
  });

  it('a service account the token endpoint refuses fails the send, without retry', async () => {
    const account = JSON.parse(standIn.serviceAccount) as Record<string, string>;
    const stranger = { ...account, client_email: 'intruso@outro-projeto.iam.gserviceaccount.com' };
    const provider = configured({ FCM_SERVICE_ACCOUNT: JSON.stringify(stranger) }).fcm;
    const refused = standIn.counts.refusedTokens;
    expect(await provider.send(appDevice(standIn.fcmToken()), message)).toEqual({
      status: 'failed',
      error: 'token exchange: HTTP 400 invalid_grant',
    });
    expect(standIn.counts.refusedTokens).toBe(refused + 1);
    expect(standIn.received.fcm).toHaveLength(0);
  });

  it('a token service that cannot be reached is a retry', async () => {
    const account = JSON.parse(standIn.serviceAccount) as Record<string, string>;
    const provider = configured({
      FCM_SERVICE_ACCOUNT: JSON.stringify({ ...account, token_uri: 'http://127.0.0.1:9/token' }),
    }).fcm;
    expect(await provider.send(appDevice(standIn.fcmToken()), message)).toMatchObject({
      status: 'retry',
      error: expect.stringMatching(/^token exchange: /),
    });
  });
});

describe('a provider that is not configured', () => {
  it('answers failed "not configured" without any request', async () => {
    const providers = pushProviders(loadConfig({ NODE_ENV: 'test' }));
    const before = standIn.counts.exchanges;
    const browser = standIn.browser();
    expect(await providers.webpush.send(webDevice(JSON.stringify(browser.subscription)), message)).toEqual({
      status: 'failed',
      error: 'not configured',
    });
    expect(await providers.fcm.send(appDevice(standIn.fcmToken()), message)).toEqual({
      status: 'failed',
      error: 'not configured',
    });
    expect(standIn.received.webpush).toHaveLength(0);
    expect(standIn.received.fcm).toHaveLength(0);
    expect(standIn.counts.exchanges).toBe(before);
  });
});
