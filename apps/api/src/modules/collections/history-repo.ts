import type { DbOrTx } from '../../db/handle.ts';
import type { Seek } from '../../platform/pagination.ts';

/** The audit entries of one record: a client's, of an entity, with an entity id (index audit_log_entity_idx). */
export interface RecordRef {
  entity: string;
  entityId: string;
}

const entriesOf = (db: DbOrTx, clientId: number, record: RecordRef) =>
  db
    .selectFrom('audit_log as a')
    .where('a.client_id', '=', clientId)
    .where('a.entity', '=', record.entity)
    .where('a.entity_id', '=', record.entityId);

/** A record's audit entries in the list's order (newest first: 'asc' walks ids down), with the actor's name. */
export async function historyRows(db: DbOrTx, clientId: number, record: RecordRef, seek: Seek<number>) {
  let query = entriesOf(db, clientId, record);
  if (seek.from !== undefined) query = query.where('a.id', seek.order === 'asc' ? '<' : '>', seek.from);
  return query
    .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
    .select(['a.id', 'a.created_at', 'a.actor_user_id', 'actor.name as actor_name', 'a.action', 'a.before', 'a.after'])
    .orderBy('a.id', seek.order === 'asc' ? 'desc' : 'asc')
    .limit(seek.limit)
    .offset(seek.offset)
    .execute();
}

export async function historyTotal(db: DbOrTx, clientId: number, record: RecordRef): Promise<number> {
  const row = await entriesOf(db, clientId, record)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sort key of a cursor's entry: its id, while it is one of this record's. */
export async function historyKey(db: DbOrTx, clientId: number, record: RecordRef, id: number) {
  return (await entriesOf(db, clientId, record).select('a.id').where('a.id', '=', id).executeTakeFirst())?.id;
}

/** The record's newest entry's before and after: where a record deleted since stood (its parent). */
export async function newestEntry(db: DbOrTx, clientId: number, record: RecordRef) {
  return entriesOf(db, clientId, record)
    .select(['a.before', 'a.after'])
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
