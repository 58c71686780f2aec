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
 * Takes a mail for one delivery: counts the attempt and holds the mail until `holdUntil`. One conditional UPDATE, so of
 * several instances racing for a mail exactly one gets it (PostgreSQL re-checks the condition on the row it waited
 * for; SQLite writes one at a time). `first`: the delivery right after the mail was written, which only a mail never
 * tried and not scheduled may have; otherwise a retry, which needs the mail due at `now`.
 */
export async function claimOutbox(
  db: Db,
  id: number,
  at: { now: string; holdUntil: string; first: boolean },
): Promise<ClaimedMail | undefined> {
  let query = db
    .updateTable('outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: at.holdUntil }))
    .where('id', '=', id)
    .where('sent_at', 'is', null);
  query = at.first
    ? query.where('attempts', '=', 0).where('next_attempt_at', 'is', null)
    : query.where('next_attempt_at', '<=', at.now);
  return query.returning(['to', 'subject', 'html', 'text', 'attempts']).executeTakeFirst();
}

/** Ids of mails due for a retry at `now`, the longest waiting first. */
export async function dueOutbox(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where('sent_at', 'is', null)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
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
