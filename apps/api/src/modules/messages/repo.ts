import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { tableOf } from '../../db/collections/layout.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { MessageRow, MessageSource } from './sources.ts';

/** The recipients of messages (message_recipients, migration 036): written by the send, read as inboxes. */

const table = (source: MessageSource) => sql.table(tableOf({ entity: source.entity }));

/** A message row of the client (null when it is not there). */
export async function messageRow(
  db: DbOrTx,
  source: MessageSource,
  clientId: number,
  id: number,
): Promise<MessageRow | null> {
  const rows =
    await sql<MessageRow>`select * from ${table(source)} where client_id = ${clientId} and id = ${id}`.execute(db);
  return rows.rows[0] ?? null;
}

/** The highest user id already among the message's recipients: a send taken up again goes on after it. */
export async function lastRecipient(db: DbOrTx, source: MessageSource, id: number): Promise<number> {
  const row = await db
    .selectFrom('message_recipients')
    .select((eb) => eb.fn.max('usuario').as('last'))
    .where(source.column, '=', id)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

interface Materialise {
  clientId: number;
  id: number;
  titulo: string;
  audience: RawBuilder<SqlBool>;
  /** Users with ids in (after, last]. */
  after: number;
  last: number;
  at: string;
  push: boolean;
  email: boolean;
}

/** The audience's users of an id range as the message's recipients (none twice); answers how many were new. */
export async function insertRecipients(db: DbOrTx, source: MessageSource, m: Materialise): Promise<number> {
  const result = await sql`insert into message_recipients
      (client_id, ${sql.ref(source.column)}, usuario, titulo, created_at, status_push, status_email)
    select u.client_id, ${m.id}, u.id, ${m.titulo}, ${m.at}, ${m.push ? 'pendente' : null}, ${m.email ? 'pendente' : null}
    from users u where ${m.audience} and u.id > ${m.after} and u.id <= ${m.last}
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Adds to a message's figures (system fields), in the transaction that moved the recipients counted. */
export async function bumpFigures(
  db: DbOrTx,
  source: MessageSource,
  id: number,
  by: Readonly<Record<string, number>>,
): Promise<void> {
  const moves = Object.entries(by).filter(([, n]) => n !== 0);
  if (!moves.length) return;
  const sets = moves.map(([field, n]) => sql`${sql.ref(field)} = coalesce(${sql.ref(field)}, 0) + ${n}`);
  await sql`update ${table(source)} set ${sql.join(sets)} where id = ${id}`.execute(db);
}

/** Sets the sent moment when the send starts (a scheduled message's timer moves its status, not this field). */
export async function markSent(db: DbOrTx, source: MessageSource, id: number, field: string, at: string) {
  await sql`update ${table(source)} set ${sql.ref(field)} = ${at} where id = ${id} and ${sql.ref(field)} is null`.execute(
    db,
  );
}

export interface PendingRecipient {
  id: number;
  usuario: number;
}

/** Recipients of the message whose channel (status_push / status_email) is still pending, in an id range. */
export async function pendingOf(
  db: DbOrTx,
  source: MessageSource,
  id: number,
  channel: 'status_push' | 'status_email',
  range: { after: number; last: number },
): Promise<PendingRecipient[]> {
  return db
    .selectFrom('message_recipients')
    .select(['id', 'usuario'])
    .where(source.column, '=', id)
    .where(channel, '=', 'pendente')
    .where('usuario', '>', range.after)
    .where('usuario', '<=', range.last)
    .orderBy('usuario')
    .execute();
}

/** A channel's outcome for one recipient, if it was still pending (answers whether it moved). */
export async function settleChannel(
  db: DbOrTx,
  recipientId: number,
  channel: 'status_push' | 'status_email',
  status: string,
  error: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('message_recipients')
    .set({ [channel]: status, ...(error ? { erro: error.slice(0, 500) } : {}) })
    .where('id', '=', recipientId)
    .where(channel, '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Name, e-mail and language of the client's live users among `ids` (a chunk's recipients), by id. */
export async function recipientsPeople(
  db: DbOrTx,
  clientId: number,
  ids: readonly number[],
): Promise<Map<number, { name: string; email: string; language: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language'])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** One outcome for many recipients whose channel was still pending; answers how many moved. */
export async function settleMany(
  db: DbOrTx,
  recipientIds: readonly number[],
  channel: 'status_push' | 'status_email',
  status: string,
  error: string | null,
): Promise<number> {
  if (!recipientIds.length) return 0;
  const result = await db
    .updateTable('message_recipients')
    .set({ [channel]: status, ...(error ? { erro: error.slice(0, 500) } : {}) })
    .where('id', 'in', recipientIds)
    .where(channel, '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
