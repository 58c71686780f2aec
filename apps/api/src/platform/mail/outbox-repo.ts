import type { Insertable } from 'kysely';
import type { Db, DbOrTx } from '../../db/handle.ts';
import type { DB } from '../../db/schema.ts';

/** Writes a mail to the outbox; returns its id. */
export const insertOutbox = async (db: DbOrTx, row: Insertable<DB['outbox']>): Promise<number> =>
  (await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** What a transport sends of a kept mail. */
export const outboxMail = (db: Db, id: number) => db.selectFrom('outbox').select(['to', 'subject', 'html', 'text']).where('id', '=', id).executeTakeFirst();

/** Records the outcome of a delivery: sent at a time, or the error. */
export const markOutbox = async (db: Db, id: number, outcome: { sent_at: string; error: null } | { error: string }): Promise<void> => {
  await db.updateTable('outbox').set(outcome).where('id', '=', id).execute();
};
