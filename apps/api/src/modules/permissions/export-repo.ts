import type { DbOrTx } from '../../db/handle.ts';

export interface AuditExportRow {
  id: number;
  created_at: Date | string;
  actor_name: string | null;
  action: string;
  before: string | null;
  after: string | null;
}

/** Up to `limit` entries of a record's audit trail older than `lastId` (newest first), through the (client, entity, entity_id, id) index. */
export function auditAfter(
  db: DbOrTx,
  clientId: number,
  entity: string,
  entityId: string,
  lastId: number | undefined,
  limit: number,
): Promise<AuditExportRow[]> {
  let query = db
    .selectFrom('audit_log as a')
    .where('a.client_id', '=', clientId)
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', entityId);
  if (lastId !== undefined) query = query.where('a.id', '<', lastId);
  return query
    .leftJoin('users as actor', (join) => join.onRef('actor.id', '=', 'a.actor_user_id'))
    .select(['a.id', 'a.created_at', 'actor.name as actor_name', 'a.action', 'a.before', 'a.after'])
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
