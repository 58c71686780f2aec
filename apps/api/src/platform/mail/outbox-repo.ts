import type { Insertable } from 'kysely';
import type { Db, DbOrTx } from '../../db/handle.ts';
import type { DB } from '../../db/schema.ts';

/** Writes a mail to the outbox; returns its id. */
export const insertOutbox = async (db: DbOrTx, row: Insertable<DB['outbox']>): Promise<number> =>
  (await db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** What a transport sends of a kept mail, and the attempt this is. */
export interface ClaimedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/**
 * Takes a mail not yet sent for one delivery, counting the attempt. The job queue runs each mail's delivery job on one
 * worker at a time (platform/jobs), so the count is all this needs to record.
 */
export async function takeOutbox(db: Db, id: number): Promise<ClaimedMail | undefined> {
  return db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .returning(['to', 'subject', 'html', 'text', 'attempts'])
    .executeTakeFirst();
}

/** Records the outcome of a delivery: sent at a time, or the error and the next attempt (null: given up). */
export async function markOutbox(
  db: Db,
  id: number,
  outcome: { sent_at: string } | { error: string; next_attempt_at: string | null },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set('sent_at' in outcome ? { sent_at: outcome.sent_at, error: null, next_attempt_at: null } : outcome)
    .where('id', '=', id)
    .execute();
}
