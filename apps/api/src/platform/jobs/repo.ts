import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db, DbOrTx } from '../../db/handle.ts';
import type { DB } from '../../db/schema.ts';

export type JobRow = Selectable<DB['jobs']>;

export interface NewJob {
  client_id: number | null;
  kind: string;
  key: string | null;
  payload: string;
  run_at: string;
  max_attempts: number;
  timeout_ms: number;
  created_at: string;
}

/** Writes a job; a job with the same key is kept as it is (answers undefined). */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<number | undefined> {
  const row = await db
    .insertInto('jobs')
    .values(job)
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** `at` plus a row's own milliseconds, as the engine stores timestamps (ISO text on SQLite, timestamptz on PostgreSQL). */
const plusMs = (dialect: 'sqlite' | 'postgres', at: string, ms: RawBuilder<number>) =>
  dialect === 'postgres'
    ? sql<string>`${at}::timestamptz + (${ms}) * interval '1 millisecond'`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || ((${ms}) / 1000.0) || ' seconds')`;

/**
 * Takes up to `limit` due jobs for one worker: counts the attempt and holds each until its time limit (plus `graceMs`)
 * has passed. On PostgreSQL the due rows are locked with SKIP LOCKED, so instances claiming at once take different
 * jobs; SQLite writes one statement at a time. One UPDATE either way: a job is never taken twice.
 */
export async function claimJobs(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  at: { now: string; worker: string; limit: number; graceMs: number; kinds: readonly string[]; key?: string },
): Promise<JobRow[]> {
  if (!at.kinds.length) return [];
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', at.now)
    .where('kind', 'in', at.kinds)
    .orderBy('run_at')
    .orderBy('id')
    .limit(at.limit);
  if (at.key !== undefined) due = due.where('key', '=', at.key);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        locked_by: at.worker,
        // The worker records a timeout itself at the limit; the grace lets it do so before anyone reaps the job.
        locked_until: plusMs(dialect, at.now, sql<number>`timeout_ms + ${at.graceMs}`),
        started_at: at.now,
      }))
      .where('id', 'in', due)
      // Re-checked on a row another claim changed meanwhile (PostgreSQL's read committed): never taken twice.
      .where('status', '=', 'pending')
      .returningAll()
      .execute()
  );
}

/** A job's end as its worker records it; only while the job is still this worker's (a reaped job is left alone). */
export async function settleJob(
  db: DbOrTx,
  id: number,
  worker: string,
  outcome:
    | { status: 'done'; finished_at: string; last_error: null }
    | { status: 'failed'; finished_at: string; last_error: string }
    | { status: 'pending'; run_at: string; last_error: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...outcome, locked_by: null, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('locked_by', '=', worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Running jobs whose hold passed: their worker died or hung. */
export async function expiredJobs(db: Db, now: string, limit: number): Promise<JobRow[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'running')
    .where('locked_until', '<', now)
    .orderBy('locked_until')
    .limit(limit)
    .execute();
}

/** Gives a job left running back to the queue, or fails it, unless someone did meanwhile. */
export async function reapJob(
  db: Db,
  row: Pick<JobRow, 'id' | 'locked_by'>,
  outcome:
    | { status: 'pending'; run_at: string; last_error: string }
    | { status: 'failed'; finished_at: string; last_error: string },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ ...outcome, locked_by: null, locked_until: null })
    .where('id', '=', row.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', row.locked_by)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes finished jobs older than `before`: done and cancelled ones, and failed ones older than `failedBefore`. */
export async function purgeJobs(db: Db, before: string, failedBefore: string): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['done', 'cancelled']), eb('finished_at', '<', before)]),
        eb.and([eb('status', '=', 'failed'), eb('finished_at', '<', failedBefore)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
