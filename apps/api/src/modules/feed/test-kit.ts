import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { localHub, type FeedEvent } from '../../platform/realtime/hub.ts';
import { bearer, DEMO_PASSWORD, testDatabase } from '../../test/context.ts';

/** The feed tests' shared setup: a seeded app whose hub the test listens to, demo tokens, folders and request helpers. */
export async function feedKit() {
  const realtime = localHub();
  const { database, dispose } = await testDatabase();
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console' });
  const app = await buildApp({ config, database, logger: false, realtime });
  await app.ready();
  const db = database.db;
  const token = async (email: string, clientId: number) => {
    const res = await app.inject({ method: 'POST', url: `/api/oauth/access_token?client_id=${clientId}`, payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
    return res.json().token as string;
  };
  const [admin3, member3, ana3, admin6] = await Promise.all([
    token('admin@asta.demo', 3),
    token('member@asta.demo', 3),
    token('ana@asta.demo', 3),
    token('admin@fitness-link.demo', 6),
  ]);
  const folder = async (clientId: number, name: string) =>
    (await db.selectFrom('feed_folders').select('id').where('client_id', '=', clientId).where('name', '=', name).executeTakeFirstOrThrow()).id;
  const folders = { geral: await folder(3, 'Geral'), comunicados: await folder(3, 'Comunicados'), unidades: await folder(3, 'Unidades'), geral6: await folder(6, 'Geral') };
  const events: FeedEvent[] = [];
  realtime.subscribe(3, (e) => events.push(e));
  realtime.subscribe(6, (e) => events.push(e));

  const call = (method: InjectOptions['method'], url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  return {
    app,
    db,
    realtime,
    admin3,
    member3,
    ana3,
    admin6,
    folders,
    events,
    call,
    idOf: async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    /** Posts as a user and answers the created post. */
    async post(token: string, body: Record<string, unknown>) {
      const res = await call('POST', '/api/v2/client/feed/pasta/item/post', token, body);
      if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
      return res.json().data as { id: number; pasta_id: number; [key: string]: unknown };
    },
    audits: async (entity: string, id: number) =>
      db.selectFrom('audit_log').select(['action', 'actor_user_id', 'before', 'after']).where('entity', '=', entity).where('entity_id', '=', String(id)).orderBy('id').execute(),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export type FeedKit = Awaited<ReturnType<typeof feedKit>>;
