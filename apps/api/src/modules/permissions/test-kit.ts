import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, testContext, type TestContext } from '../../test/context.ts';

/** The permission tests' shared setup: a seeded app, the demo tokens, request helpers and user ids by e-mail. */
export interface PermissionKit {
  ctx: TestContext;
  admin3: string;
  member3: string;
  admin6: string;
  operator: string;
  /** Any request as a token (admin of client 3 by default). */
  call(method: InjectOptions['method'], url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
  idOf(email: string): Promise<number>;
  /** The audit entries of a user's permission changes, oldest first. */
  audits(userId: number): Promise<{ action: string; actor_user_id: number | null; before: unknown; after: unknown }[]>;
}

export async function permissionKit(options: Parameters<typeof testContext>[0] = {}): Promise<PermissionKit> {
  const ctx = await testContext(options);
  const [admin3, member3, admin6, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('admin@admin.demo', 16),
  ]);
  const db = ctx.database.db;
  return {
    ctx,
    admin3,
    member3,
    admin6,
    operator,
    call: (method, url, payload, token = admin3) =>
      ctx.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) }),
    idOf: async (email) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    async audits(userId) {
      const rows = await db.selectFrom('audit_log').selectAll().where('entity', '=', 'user_permissions').where('entity_id', '=', String(userId)).orderBy('id').execute();
      return rows.map((r) => ({ action: r.action, actor_user_id: r.actor_user_id, before: r.before === null ? null : JSON.parse(r.before), after: r.after === null ? null : JSON.parse(r.after) }));
    },
  };
}
