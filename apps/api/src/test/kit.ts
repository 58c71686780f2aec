import type { FeedEvent } from '../platform/realtime/hub.ts';
import { testContext, type TestContext, type TestOptions } from './context.ts';

/**
 * The API tests' shared kit: a seeded app (testContext) with the demo users signed in, the feed folders of the demo
 * clients, the feed events published to clients 3 and 6, and helpers to read ids, audit trails and to post.
 */
export async function testKit(options: TestOptions = {}) {
  const ctx: TestContext = await testContext(options);
  const [admin3, member3, ana3, admin6, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('ana@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('admin@admin.demo', 16),
  ]);
  const db = ctx.database.db;
  const folder = async (clientId: number, name: string) =>
    (
      await db
        .selectFrom('feed_folders')
        .select('id')
        .where('client_id', '=', clientId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const folders = {
    geral: await folder(3, 'Geral'),
    comunicados: await folder(3, 'Comunicados'),
    unidades: await folder(3, 'Unidades'),
    geral6: await folder(6, 'Geral'),
  };
  const events: FeedEvent[] = [];
  ctx.realtime.subscribe(3, (e) => events.push(e));
  ctx.realtime.subscribe(6, (e) => events.push(e));

  return {
    ...ctx,
    db,
    /** Administrator, member and Ana of client 3; administrator of client 6; a platform administrator (client 16). */
    admin3,
    member3,
    ana3,
    admin6,
    operator,
    folders,
    /** Feed events published to clients 3 and 6, in order. */
    events,
    idOf: async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    /** Posts as a user and answers the created post. */
    async post(token: string, body: Record<string, unknown>) {
      const res = await ctx.call('POST', '/api/v2/client/feed/pasta/item/post', token, body);
      if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
      return res.json().data as { id: number; pasta_id: number; [key: string]: unknown };
    },
    /** The audit entries of a record, oldest first, with before and after parsed. */
    async audits(
      entity: string,
      id: number,
    ): Promise<{ action: string; actor_user_id: number | null; before: unknown; after: unknown }[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'before', 'after'])
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        action: r.action,
        actor_user_id: r.actor_user_id,
        before: r.before === null ? null : JSON.parse(r.before),
        after: r.after === null ? null : JSON.parse(r.after),
      }));
    },
  };
}

export type TestKit = Awaited<ReturnType<typeof testKit>>;
