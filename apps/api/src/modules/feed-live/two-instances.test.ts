import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { localHub, type RealtimeHub } from '../../platform/realtime/hub.ts';
import { realtimeHubFor, type PostgresHub } from '../../platform/realtime/postgres-hub.ts';
import { DEMO_PASSWORD, testDatabase } from '../../test/context.ts';
import { liveBaseUrl, openLive, type LiveClient } from './live-client.ts';

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

beforeAll(async () => {
  const first = await testDatabase({ onDisk: true });
  dispose = first.dispose;
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console' });
  for (const database of [first.database, openDatabase(first.target)] as Database[]) {
    const hub = realtimeHubFor(first.target, database.db);
    const app = await buildApp({ config, database, logger: false, realtime: hub });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, hub, base: liveBaseUrl(app) });
  }
  if (onPostgres) await Promise.all(instances.map(({ hub }) => (hub as PostgresHub).listening));
  const res = await instances[0].app.inject({ method: 'POST', url: '/api/oauth/access_token?client_id=3', payload: { email: 'member@asta.demo', password: DEMO_PASSWORD } });
  token = res.json().token;
  const db = first.database.db;
  const member = await db.selectFrom('users').select('id').where('email', '=', 'member@asta.demo').executeTakeFirstOrThrow();
  folder = (await db.selectFrom('folder_permissions').select('folder_id').where('target_type', '=', 'user').where('target_id', '=', member.id).executeTakeFirstOrThrow()).folder_id;
});
afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  for (const { app } of instances) await app.close();
  await dispose();
});

const connect = async (instance: number) => {
  const socket = await openLive(instances[instance].base, { token, clientId: 3 });
  sockets.push(socket);
  return socket;
};
const publish = (instance: number, type: string, data: unknown = {}) => instances[instance].hub.publish({ clientId: 3, folderId: folder, type, data });

describe('two instances on one database', () => {
  it(onPostgres ? 'carry an event published through one to a socket on the other, once' : 'each fan out in process on SQLite', async () => {
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
  });

  it(onPostgres ? 'listen again after the listening connection drops, telling their sockets to reload' : 'keep SQLite’s hub in process (no listening connection to lose)', async () => {
    const b = await connect(1);
    if (!onPostgres) {
      expect('listening' in instances[1].hub).toBe(false);
      await publish(1, 'post.updated', { id: 2 });
      expect((await b.next('post.updated')).data).toEqual({ id: 2 });
      return;
    }
    const hub = instances[1].hub as PostgresHub;
    const before = hub.connections();
    hub.dropConnection();
    const deadline = Date.now() + 10_000;
    while (hub.connections() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(hub.connections()).toBe(before + 1);
    // What was notified meanwhile is lost to B: its sockets are told to reload.
    expect(await b.next('resync')).toEqual({ type: 'resync', folder_id: null, data: null });
    await publish(0, 'post.updated', { id: 2 });
    expect((await b.next('post.updated')).data).toEqual({ id: 2 });
  });
});
