import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { startPushStandIn, type PushStandIn } from '../../test/push-stand-in.ts';
import { MAX_DEVICES, registerDevice } from './devices.ts';
import { pushProviders, type PushMessage } from './providers.ts';
import { pushToUser, type PushDeps } from './send.ts';

/** A push to a member: every active device, gone ones disabled, one outcome for the member (issue 29). */

let kit: TestKit;
let standIn: PushStandIn;
let deps: PushDeps;
let member: number;
let ana: number;
const now = Date.parse('2026-07-01T12:00:00Z');

beforeAll(async () => {
  standIn = await startPushStandIn();
  kit = await testKit();
  deps = {
    db: kit.db,
    clock: () => now,
    push: pushProviders(loadConfig({ NODE_ENV: 'test', ...standIn.env, PUSH_TIMEOUT_MS: '2000' })),
  };
  member = await kit.idOf('member@asta.demo');
  ana = await kit.idOf('ana@asta.demo');
});
afterAll(async () => {
  await kit?.close();
  await standIn?.close();
});
beforeEach(async () => {
  standIn.reset();
  await kit.db.deleteFrom('push_devices').execute();
});

const message: PushMessage = { title: 'Aviso', body: 'A academia abre às 6h amanhã.', data: { recipient_id: '99' } };

async function browserOf(userId: number) {
  const browser = standIn.browser();
  const endpoint = browser.subscription.endpoint;
  await registerDevice(
    kit.db,
    3,
    userId,
    {
      kind: 'webpush',
      token: JSON.stringify(browser.subscription),
      identity: `webpush:${endpoint}`,
      platform: 'web',
      userAgent: null,
    },
    now,
  );
  return browser;
}
async function appOf(userId: number, at = now) {
  const token = standIn.fcmToken();
  await registerDevice(
    kit.db,
    3,
    userId,
    { kind: 'fcm', token, identity: `fcm:${token}`, platform: 'android', userAgent: null },
    at,
  );
  return token;
}
const disabled = async () =>
  (await kit.db.selectFrom('push_devices').select(['token', 'disabled_at']).execute()).filter((d) => d.disabled_at);

describe('pushToUser', () => {
  it('delivers to every active device of the member, and only of that member', async () => {
    const browser = await browserOf(member);
    const app = await appOf(member);
    await appOf(ana);
    const result = await pushToUser(deps, 3, member, message);
    expect(result).toEqual({ status: 'delivered', devices: { delivered: 2, gone: 0, retry: 0, failed: 0 } });
    expect(standIn.received.fcm.map((m) => m.message.token)).toEqual([app]);
    expect(JSON.parse(browser.decrypt(standIn.received.webpush[0]!.body)).data).toEqual({ recipient_id: '99' });
    // Another client's member of the same id range has nothing here.
    expect(await pushToUser(deps, 6, member, message)).toMatchObject({ status: 'no_device' });
  });

  it('disables the devices whose token is gone; delivered when another device took it', async () => {
    const browser = await browserOf(member);
    const app = await appOf(member);
    standIn.markGone(browser.id);
    expect(await pushToUser(deps, 3, member, message)).toEqual({
      status: 'delivered',
      devices: { delivered: 1, gone: 1, retry: 0, failed: 0 },
    });
    expect((await disabled()).map((d) => JSON.parse(d.token).endpoint)).toEqual([browser.subscription.endpoint]);
    // The next push goes to the app alone.
    standIn.reset();
    expect(await pushToUser(deps, 3, member, message)).toMatchObject({ devices: { delivered: 1, gone: 0 } });
    expect(standIn.received.fcm.map((m) => m.message.token)).toEqual([app]);
    expect(standIn.received.webpush).toHaveLength(0);
    // Every device gone: failed, and then the member has none.
    standIn.markGone(app);
    expect(await pushToUser(deps, 3, member, message)).toMatchObject({ status: 'failed', devices: { gone: 1 } });
    expect(await pushToUser(deps, 3, member, message)).toEqual({
      status: 'no_device',
      devices: { delivered: 0, gone: 0, retry: 0, failed: 0 },
    });
  });

  it('answers retry when no device took it and one may later; a registration again enables a disabled device', async () => {
    const token = await appOf(member);
    standIn.refuse(500);
    expect(await pushToUser(deps, 3, member, message)).toMatchObject({
      status: 'retry',
      error: expect.stringMatching(/^HTTP 500/),
    });
    standIn.accept();
    standIn.markGone(token);
    expect(await pushToUser(deps, 3, member, message)).toMatchObject({ status: 'failed' });
    await registerDevice(
      kit.db,
      3,
      member,
      { kind: 'fcm', token, identity: `fcm:${token}`, platform: 'android', userAgent: null },
      now + 1000,
    );
    expect(await disabled()).toEqual([]);
  });

  it('answers failed with the error when the provider is not configured', async () => {
    await appOf(member);
    const bare = { ...deps, push: pushProviders(loadConfig({ NODE_ENV: 'test' })) };
    expect(await pushToUser(bare, 3, member, message)).toEqual({
      status: 'failed',
      error: 'not configured',
      devices: { delivered: 0, gone: 0, retry: 0, failed: 1 },
    });
    expect(standIn.received.fcm).toHaveLength(0);
  });

  it(`keeps at most ${MAX_DEVICES} devices a member: the least recently seen are removed`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_DEVICES + 2; i++) tokens.push(await appOf(member, now + i * 1000));
    const rows = await kit.db.selectFrom('push_devices').select('token').where('user_id', '=', member).execute();
    expect(rows.map((r) => r.token).sort()).toEqual(tokens.slice(2).sort());
    expect(await pushToUser(deps, 3, member, message)).toMatchObject({ devices: { delivered: MAX_DEVICES } });
  });
});
