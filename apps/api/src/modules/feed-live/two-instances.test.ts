import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { FEED_LIVE_CLOSE } from '@console/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { EVERY_CLIENT, localHub, RESYNC_EVENT, type RealtimeHub } from '../../platform/realtime/hub.ts';
import { realtimeHubFor, type PostgresHub } from '../../platform/realtime/postgres-hub.ts';
import type { DB } from '../../db/schema.ts';
import { bearer, testDatabase } from '../../test/context.ts';
import { liveBaseUrl, openLive, type LiveClient } from './live-client.ts';
import { tokenOf } from '../../test/sign-in.ts';

/**
 * Two API instances on one database, each with the hub the server picks for it: LISTEN/NOTIFY on PostgreSQL, so an
 * event published through one reaches a socket on the other; in-process on SQLite, where one process serves.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const instances: { app: FastifyInstance; hub: RealtimeHub; base: string }[] = [];
const sockets: LiveClient[] = [];
let dispose: () => Promise<void>;
let token: string;
let folder: number;
let memberId: number;
let db: Kysely<DB>;
/** Where a change is made, and the instance whose socket and cache must follow it: the other one on PostgreSQL. */
const [writer, follower] = onPostgres ? [0, 1] : [0, 0];

beforeAll(async () => {
  const first = await testDatabase({ onDisk: true });
  dispose = first.dispose;
  // Heartbeats far apart: what these tests see arrives because a change was announced, not on a heartbeat.
  const config = loadConfig({
    NODE_ENV: 'test',
    CONSOLE_DIR: '/nonexistent-console',
    FEED_LIVE_HEARTBEAT_MS: '600000',
  });
  for (const database of [first.database, openDatabase(first.target)] as Database[]) {
    const hub = realtimeHubFor(first.target, database.db);
    const app = await buildApp({ config, database, logger: false, realtime: hub });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, hub, base: liveBaseUrl(app) });
  }
  if (onPostgres) await Promise.all(instances.map(({ hub }) => (hub as PostgresHub).listening));
  token = await signIn('member@asta.demo');
  db = first.database.db;
  memberId = (
    await db.selectFrom('users').select('id').where('email', '=', 'member@asta.demo').executeTakeFirstOrThrow()
  ).id;
  folder = (
    await db
      .selectFrom('folder_permissions')
      .select('folder_id')
      .where('target_type', '=', 'user')
      .where('target_id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).folder_id;
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  for (const { app } of instances) await app.close();
  await dispose();
});

const signIn = (email: string) => tokenOf(instances[0].app, email);
const call = (instance: number, method: 'GET' | 'POST' | 'DELETE', url: string, as: string) =>
  instances[instance].app.inject({ method, url, headers: bearer(as) });

const connect = async (instance: number, as = token) => {
  const socket = await openLive(instances[instance].base, { token: as, clientId: 3 });
  sockets.push(socket);
  return socket;
};
const publish = (instance: number, type: string, data: unknown = {}) =>
  instances[instance].hub.publish({ clientId: 3, folderId: folder, type, data });

describe('two instances on one database', () => {
  it(
    onPostgres
      ? 'carry an event published through one to a socket on the other, once'
      : 'each fan out in process on SQLite',
    async () => {
      const [a, b] = [await connect(0), await connect(1)];
      if (!onPostgres) {
        for (const { hub } of instances) expect(Object.keys(hub).sort()).toEqual(Object.keys(localHub()).sort());
        await publish(0, 'post.created', { id: 1 });
        expect((await a.next('post.created')).data).toEqual({ id: 1 });
        await publish(1, 'marker');
        await b.next('marker');
        expect(b.events).toEqual([]);
        return;
      }
      await publish(0, 'post.created', { id: 1 });
      expect((await b.next('post.created')).data).toEqual({ id: 1 });
      // The publisher's own socket gets it once: delivered locally, its own notification skipped.
      expect((await a.next('post.created')).data).toEqual({ id: 1 });
      await publish(1, 'marker');
      await Promise.all([a.next('marker'), b.next('marker')]);
      expect(a.events).toEqual([]);
      expect(b.events).toEqual([]);
    },
  );

  it(
    onPostgres
      ? 'listen again after the listening connection drops, telling their sockets to reload'
      : 'keep SQLite’s hub in process (no listening connection to lose)',
    async () => {
      const b = await connect(1);
      if (!onPostgres) {
        expect('dropConnection' in instances[1].hub).toBe(false);
        await publish(1, 'post.updated', { id: 2 });
        expect((await b.next('post.updated')).data).toEqual({ id: 2 });
        return;
      }
      const hub = instances[1].hub as PostgresHub;
      // Listeners to every client (the session cache's) hear the loss once, addressed to them.
      const everyHeard: number[] = [];
      const stop = hub.subscribe(
        EVERY_CLIENT,
        (event) => event.type === RESYNC_EVENT && everyHeard.push(event.clientId),
      );
      const before = hub.connections();
      hub.dropConnection();
      const deadline = Date.now() + 10_000;
      while (hub.connections() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(hub.connections()).toBe(before + 1);
      // B's sockets hear that the link to the database went and came back (a lost link is how an outage shows).
      expect(await b.next('status')).toEqual({ type: 'status', folder_id: null, data: { database: 'down' } });
      expect(await b.next('status')).toEqual({ type: 'status', folder_id: null, data: { database: 'up' } });
      // What was notified meanwhile is lost to B: its sockets are told to reload.
      expect(await b.next('resync')).toEqual({ type: 'resync', folder_id: null, data: null });
      stop();
      expect(everyHeard).toEqual([EVERY_CLIENT]);
      await publish(0, 'post.updated', { id: 2 });
      expect((await b.next('post.updated')).data).toEqual({ id: 2 });
    },
  );

  it(`take a folder grant revoked through ${onPostgres ? 'one to a socket on the other' : 'the REST API to an open socket'} at once: it reads its lists again and hears that folder no more`, async () => {
    const at = new Date().toISOString();
    const extra = (
      await db
        .insertInto('feed_folders')
        .values({ client_id: 3, name: 'Entre instâncias', description: '', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const grant = (
      await db
        .insertInto('folder_permissions')
        .values({ client_id: 3, folder_id: extra, target_type: 'user', target_id: memberId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const socket = await connect(follower);
    expect((socket.ready.data as { folders: number[] }).folders).toContain(extra);
    const admin = await signIn('admin@asta.demo');
    expect((await call(writer, 'DELETE', `/api/v2/admin/folder/permission/list/${grant}`, admin)).statusCode).toBe(200);
    expect(await socket.next('resync')).toEqual({ type: 'resync', folder_id: null, data: null });
    await instances[writer].hub.publish({ clientId: 3, folderId: extra, type: 'post.created', data: { id: 9 } });
    await publish(writer, 'marker');
    await socket.next('marker');
    expect(socket.events).toEqual([]);
  });

  it(`refuse a token signed out through ${onPostgres ? 'one on the other, whose cache held it,' : 'the REST API'} at once, and close its socket`, async () => {
    const own = await signIn('member@asta.demo');
    // The follower has the session cached: it served this token a moment ago.
    expect((await call(follower, 'GET', '/api/v2/client/feed/pasta', own)).statusCode).toBe(200);
    const socket = await connect(follower, own);
    expect((await call(writer, 'POST', '/api/oauth/revoke', own)).statusCode).toBe(200);
    expect((await socket.closed).code).toBe(FEED_LIVE_CLOSE.unauthenticated);
    expect((await call(follower, 'GET', '/api/v2/client/feed/pasta', own)).statusCode).toBe(401);
    // The member's other session holds.
    expect((await call(follower, 'GET', '/api/v2/client/feed/pasta', token)).statusCode).toBe(200);
  });
});
