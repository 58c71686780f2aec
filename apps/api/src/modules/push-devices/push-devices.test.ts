import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_PATH, VAPID_PUBLIC_KEY_PATH } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { startPushStandIn, type PushStandIn } from '../../test/push-stand-in.ts';

/** Issue 29: the member registers, lists and removes its own push devices; another member's are 404. */

let kit: TestKit;
let standIn: PushStandIn;
beforeAll(async () => {
  standIn = await startPushStandIn();
  kit = await testKit({ env: standIn.env });
});
afterAll(async () => {
  await kit?.close();
  await standIn?.close();
});

const register = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  kit.app.inject({
    method: 'POST',
    url: PUSH_DEVICES_PATH,
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 (Android 14) Teste', ...headers },
    payload: body as object,
  });
const devicesOf = async (token: string) => {
  const res = await kit.call('GET', PUSH_DEVICES_PATH, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: { id: number; kind: string }[]; total: number };
};

describe("the member's push devices", () => {
  it('registers a browser subscription (object or JSON text) and an app token; the same token again is the same device', async () => {
    const browser = standIn.browser();
    const first = await register(kit.member3, { kind: 'webpush', token: browser.subscription, platform: 'web' });
    expect(first.statusCode, first.body).toBe(201);
    const device = first.json().data;
    expect(device).toMatchObject({ kind: 'webpush', platform: 'web', user_agent: 'Mozilla/5.0 (Android 14) Teste' });
    expect(device).not.toHaveProperty('token');
    // Registered again (the browser's JSON text this time): refreshed, not duplicated.
    const again = await register(kit.member3, { kind: 'webpush', token: JSON.stringify(browser.subscription) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(device.id);

    const appToken = standIn.fcmToken();
    const app = await register(kit.member3, { kind: 'fcm', token: appToken, platform: 'android' });
    expect(app.statusCode, app.body).toBe(201);
    expect((await register(kit.member3, { kind: 'fcm', token: appToken })).statusCode).toBe(200);

    const listed = await devicesOf(kit.member3);
    expect(listed.data.map((d) => d.id).sort()).toEqual([device.id, app.json().data.id].sort());
    const stored = await kit.db
      .selectFrom('push_devices')
      .selectAll()
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.token)).toEqual(browser.subscription);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // The registration is in the member's audit trail, without the token.
    const trail = await kit.audits('push_devices', device.id);
    expect(trail.map((entry) => entry.action)).toEqual(['push_device.register']);
    expect(JSON.stringify(trail)).not.toContain(browser.subscription.keys.auth);
  });

  it("another member's device answers 404, and stays; one's own is removed", async () => {
    const mine = await register(kit.ana3, { kind: 'fcm', token: standIn.fcmToken() });
    const id = mine.json().data.id as number;
    expect((await kit.call('DELETE', `${PUSH_DEVICES_PATH}/${id}`, kit.member3)).statusCode).toBe(404);
    expect((await kit.call('DELETE', `${PUSH_DEVICES_PATH}/${id}`, kit.admin6)).statusCode).toBe(404);
    expect((await devicesOf(kit.ana3)).data.map((d) => d.id)).toContain(id);
    expect((await devicesOf(kit.member3)).data.map((d) => d.id)).not.toContain(id);
    const removed = await kit.call('DELETE', `${PUSH_DEVICES_PATH}/${id}`, kit.ana3);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { id } });
    expect((await devicesOf(kit.ana3)).data.map((d) => d.id)).not.toContain(id);
    expect((await kit.call('DELETE', `${PUSH_DEVICES_PATH}/${id}`, kit.ana3)).statusCode).toBe(404);
    expect((await kit.audits('push_devices', id)).map((entry) => entry.action)).toEqual([
      'push_device.register',
      'push_device.remove',
    ]);
  });

  it('a token registered by another member of the client moves to them (one device, one person signed in)', async () => {
    const token = standIn.fcmToken();
    const first = (await register(kit.member3, { kind: 'fcm', token })).json().data.id as number;
    const moved = await register(kit.ana3, { kind: 'fcm', token });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.id).toBe(first);
    expect((await devicesOf(kit.member3)).data.map((d) => d.id)).not.toContain(first);
    expect((await devicesOf(kit.ana3)).data.map((d) => d.id)).toContain(first);
  });

  it('refuses bad input with 422 in the envelope, in the reader’s language', async () => {
    const browser = standIn.browser();
    const withoutKeys = await register(kit.member3, {
      kind: 'webpush',
      token: { endpoint: browser.subscription.endpoint },
    });
    expect(withoutKeys.statusCode).toBe(422);
    expect(withoutKeys.json()).toEqual({
      success: false,
      message: 'Dados inválidos.',
      errors: { token: ['Assinatura Web Push inválida: informe endpoint e as chaves p256dh e auth.'] },
    });
    const english = await register(
      kit.member3,
      { kind: 'webpush', token: { endpoint: browser.subscription.endpoint } },
      { 'accept-language': 'en' },
    );
    expect(english.json()).toEqual({
      success: false,
      message: 'Invalid data.',
      errors: { token: ['Invalid Web Push subscription: give the endpoint and the p256dh and auth keys.'] },
    });
    const kind = await register(kit.member3, { kind: 'apns', token: 'x' }, { 'accept-language': 'es' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.kind).toEqual(['Tipo de dispositivo inválido: use webpush o fcm.']);
    // An endpoint off the browsers' push services is never called.
    const elsewhere = await register(kit.member3, {
      kind: 'webpush',
      token: { ...browser.subscription, endpoint: 'https://internal.example.com/hook' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.token).toEqual([
      'Endereço da assinatura Web Push não aceito: use o endereço que o navegador informou.',
    ]);
    expect((await register(kit.member3, { kind: 'fcm', token: 'curto' })).json().errors.token).toEqual([
      'Token FCM inválido.',
    ]);
    expect((await register(kit.member3, { kind: 'webpush', token: '{não é json' })).statusCode).toBe(422);
    expect((await register(kit.member3, { kind: 'fcm' })).statusCode).toBe(422);
    // Without a token of the platform: 401.
    expect(
      (await kit.call('POST', PUSH_DEVICES_PATH, undefined, { kind: 'fcm', token: standIn.fcmToken() })).statusCode,
    ).toBe(401);
  });

  it('gives browsers the VAPID public key, never the private one', async () => {
    const res = await kit.call('GET', VAPID_PUBLIC_KEY_PATH);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { public_key: standIn.vapid.publicKey } });
    expect(res.body).not.toContain(standIn.vapid.privateKey);
  });

  it('are in the API document, with the body a browser or the app sends', async () => {
    const doc = (await kit.call('GET', '/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths[PUSH_DEVICES_PATH] ?? {}).sort()).toEqual(['get', 'post']);
    expect(doc.paths[`${PUSH_DEVICES_PATH}/{id}`]).toHaveProperty('delete');
    expect(doc.paths[VAPID_PUBLIC_KEY_PATH]).toHaveProperty('get');
    expect(JSON.stringify(doc.paths[PUSH_DEVICES_PATH]!.post)).toContain('p256dh');
  });
});
