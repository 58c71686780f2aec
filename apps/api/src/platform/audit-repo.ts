import type { Insertable } from 'kysely';
import type { DbOrTx } from '../db/handle.ts';
import type { DB } from '../db/schema.ts';
import type { AuditScope } from './audit.ts';

export const insertAudit = async (
  db: DbOrTx,
  rows: Insertable<DB['audit_log']> | Insertable<DB['audit_log']>[],
): Promise<void> => {
  await db.insertInto('audit_log').values(rows).execute();
};

/** A window of a client's audit entries (newest first, with the actor's name) and how many the scope holds. */
export async function auditRows(
  db: DbOrTx,
  clientId: number,
  scope: AuditScope,
  window: { limit: number; offset: number },
) {
  let entries = db
    .selectFrom('audit_log as a')
    .where('a.client_id', '=', clientId)
    .where('a.entity', 'in', [...scope.entities]);
  if (scope.entityId !== undefined) entries = entries.where('a.entity_id', '=', scope.entityId);
  const [rows, count] = await Promise.all([
    entries
      .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.created_at',
        'a.actor_user_id',
        'actor.name as actor_name',
        'a.action',
        'a.entity',
        'a.entity_id',
        'a.before',
        'a.after',
      ])
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    entries.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
