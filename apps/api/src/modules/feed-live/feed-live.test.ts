import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_LIVE_CLOSE, FEED_LIVE_PATH } from '@console/contract';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { liveBaseUrl, openLive, upgradeStatus, type LiveClient, type LiveOptions } from './live-client.ts';

const HEARTBEAT_MS = 80;
let now = Date.now();
let ctx: TestContext;
let base: string;
let member3: string;
let admin6: string;
let bare3: string;
let memberId: number;
/** A folder of client 3 that the member reaches, and one nobody reaches. */
let open: number;
let secret: number;

const userId = async (email: string) =>
  (await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const publish = (clientId: number, folderId: number, type: string, data: unknown = { id: 1 }) =>
  ctx.realtime.publish({ clientId, folderId, type, data });
const live = (options: LiveOptions) => openLive(base, options);
const sockets: LiveClient[] = [];
async function tracked(options: LiveOptions): Promise<LiveClient> {
  const client = await live(options);
  sockets.push(client);
  return client;
}

beforeAll(async () => {
  ctx = await testContext({ clock: () => now, env: { FEED_LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = liveBaseUrl(ctx.app);
  [member3, admin6] = await Promise.all([ctx.token('member@asta.demo', 3), ctx.token('admin@fitness-link.demo', 6)]);
  memberId = await userId('member@asta.demo');
  const db = ctx.database.db;
  const created = new Date(now).toISOString();
  const folder = (name: string) =>
    db
      .insertInto('feed_folders')
      .values({ client_id: 3, name, description: '', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
  open = (await folder('Live aberta')).id;
  secret = (await folder('Live restrita')).id;
  await db
    .insertInto('folder_permissions')
    .values({ client_id: 3, folder_id: open, target_type: 'user', target_id: memberId, created_at: created })
    .execute();
  // A member without any grant lacks 'feed'.
  const ana = await userId('ana@asta.demo');
  for (const table of ['user_permissions', 'user_permission_subs'] as const)
    await db.deleteFrom(table).where('user_id', '=', ana).execute();
  bare3 = await ctx.token('ana@asta.demo', 3);
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await ctx.close();
});

describe('the feed live channel', () => {
  it('forwards an event of a folder the user reaches as {type, folder_id, data}, the token sent as a subprotocol', async () => {
    const socket = await tracked({ token: member3, clientId: 3 });
    expect(socket.ws.protocol).toBe('console.feed.v1');
    expect(socket.ready.data).toMatchObject({ client_id: 3 });
    expect((socket.ready.data as { folders: number[] }).folders).toContain(open);
    await publish(3, open, 'post.created', { id: 41, titulo: 'Olá', texto: 'Primeiro post' });
    expect(await socket.next('post.created')).toEqual({
      type: 'post.created',
      folder_id: open,
      data: { id: 41, titulo: 'Olá', texto: 'Primeiro post' },
    });
  });

  it('carries a post created through the REST API to an open socket, and its like count', async () => {
    const socket = await tracked({ token: member3, clientId: 3 });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/client/feed/pasta/item/post?client_id=3',
      headers: bearer(member3),
      payload: { pasta_id: open, text: 'Chegou pelo socket', title: 'Ao vivo' },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(await socket.next('post.created')).toEqual({ type: 'post.created', folder_id: open, data: post });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v2/client/feed/pasta/item/${post.id}/like?client_id=3`,
      headers: bearer(member3),
    });
    expect((await socket.next('post.liked')).data).toMatchObject({ id: post.id, likes: 1 });
  });

  it('takes the token from an Authorization header too, and answers an application ping', async () => {
    const socket = await tracked({ token: member3, clientId: 3, via: 'header' });
    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next('pong')).toMatchObject({ type: 'pong' });
    await publish(3, open, 'post.liked', { id: 41, likes: 2 });
    expect((await socket.next('post.liked')).data).toEqual({ id: 41, likes: 2 });
  });

  it('never sends a client’s events to another client’s socket', async () => {
    const six = await tracked({ token: admin6, clientId: 6 });
    const three = await tracked({ token: member3, clientId: 3 });
    await publish(3, open, 'post.created', { id: 3 });
    const sixFolder = await ctx.database.db
      .selectFrom('feed_folders')
      .select('id')
      .where('client_id', '=', 6)
      .executeTakeFirstOrThrow();
    await publish(6, sixFolder.id, 'marker');
    await publish(3, open, 'marker');
    await Promise.all([six.next('marker'), three.next('marker')]);
    expect(six.events).toEqual([]);
    expect((await three.next('post.created')).data).toEqual({ id: 3 });
  });

  it('never sends a folder’s events to a user who does not reach it, until the folder is granted', async () => {
    const socket = await tracked({ token: member3, clientId: 3 });
    await publish(3, secret, 'post.created', { id: 99 });
    await publish(3, open, 'marker');
    await socket.next('marker');
    expect(socket.events).toEqual([]);

    // Folder grants change without touching the session: the socket reads them again on its heartbeat.
    await ctx.database.db
      .insertInto('folder_permissions')
      .values({
        client_id: 3,
        folder_id: secret,
        target_type: 'user',
        target_id: memberId,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    await new Promise((r) => setTimeout(r, HEARTBEAT_MS * 3));
    await publish(3, secret, 'post.updated', { id: 99 });
    expect((await socket.next('post.updated')).folder_id).toBe(secret);
    await ctx.database.db.deleteFrom('folder_permissions').where('folder_id', '=', secret).execute();
  });

  it('sends a moderator (feed.moderar) the events of every folder of the client, granted or not, as their lists show them', async () => {
    const admin = await tracked({ token: await ctx.token('admin@asta.demo', 3), clientId: 3 });
    expect((admin.ready.data as { folders: number[] }).folders).toEqual(expect.arrayContaining([open, secret]));
    await publish(3, secret, 'post.created', { id: 98 });
    expect((await admin.next('post.created')).folder_id).toBe(secret);
  });

  it('refuses the upgrade without a live token (401), for a foreign client or without the feed grant (403)', async () => {
    expect(await upgradeStatus(base, { clientId: 3 })).toBe(401);
    expect(await upgradeStatus(base, { token: 'not-a-token', clientId: 3 })).toBe(401);
    // The token in the URL is not read: URLs end up in logs.
    expect(await upgradeStatus(base, { clientId: 3, extraQuery: `&access_token=${member3}` })).toBe(401);
    expect(await upgradeStatus(base, { token: member3, clientId: 6 })).toBe(403);
    expect(await upgradeStatus(base, { token: bare3, clientId: 3 })).toBe(403);
    expect(await upgradeStatus(base, { token: member3, clientId: 3 })).toBe(101);
  });

  it('answers a plain HTTP GET with 426 once the access check passes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${FEED_LIVE_PATH}?client_id=3`, headers: bearer(member3) });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
  });

  it('closes the socket when its token is revoked (4401)', async () => {
    const token = await ctx.token('member@asta.demo', 3);
    const socket = await live({ token, clientId: 3 });
    await ctx.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: bearer(token) });
    expect((await socket.closed).code).toBe(FEED_LIVE_CLOSE.unauthenticated);
  });

  it('closes the socket when its token expires (4401)', async () => {
    const token = await ctx.token('member@asta.demo', 3);
    const socket = await live({ token, clientId: 3 });
    now += ctx.config.TOKEN_TTL_SECONDS * 1000 + 1;
    try {
      expect((await socket.closed).code).toBe(FEED_LIVE_CLOSE.unauthenticated);
    } finally {
      now = Date.now();
    }
  });

  it('closes the socket when its user loses the feed grant (4403)', async () => {
    const token = await ctx.token('member@asta.demo', 3);
    const socket = await live({ token, clientId: 3 });
    const db = ctx.database.db;
    const [held, heldSubs] = await Promise.all([
      db.selectFrom('user_permissions').selectAll().where('user_id', '=', memberId).execute(),
      db.selectFrom('user_permission_subs').selectAll().where('user_id', '=', memberId).execute(),
    ]);
    await db.deleteFrom('user_permissions').where('user_id', '=', memberId).execute();
    await db.deleteFrom('user_permission_subs').where('user_id', '=', memberId).execute();
    ctx.sessions.invalidateUser(memberId);
    try {
      expect((await socket.closed).code).toBe(FEED_LIVE_CLOSE.forbidden);
    } finally {
      if (held.length) await db.insertInto('user_permissions').values(held).execute();
      if (heldSubs.length) await db.insertInto('user_permission_subs').values(heldSubs).execute();
      ctx.sessions.invalidateUser(memberId);
    }
  });

  it('drops a socket that stops answering pings', async () => {
    const socket = await live({ token: member3, clientId: 3, wsOptions: { autoPong: false } });
    expect((await socket.closed).code).toBe(1006);
  });
});
