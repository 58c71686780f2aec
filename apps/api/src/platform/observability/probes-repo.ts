import { sql } from 'kysely';
import type { Db } from '../../db/handle.ts';

/**
 * The queries of readiness and metrics. They are the platform's view of the whole database, not one client's: the
 * operator watches every tenant at once, so these two are the only reads here that take no client id.
 */

/** The cheapest round trip that proves the database answers. */
export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Mails of every client waiting for a delivery retry: only those have a next attempt (sent, kept without SMTP and
 * given-up mails have none), so the count reads the small partial index of migration 018, not the whole outbox.
 */
export async function waitingMailCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('next_attempt_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
