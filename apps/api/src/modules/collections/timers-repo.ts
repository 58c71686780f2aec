import type { Kysely } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

export interface DueQuery {
  status: string;
  when: readonly string[];
  at: string;
  /** Moments up to this one (inclusive): ISO date or date-time, as the column stores it. */
  upTo: string;
  /** Only rows not yet marked. */
  mark?: string;
  afterId: number;
  limit: number;
}

/**
 * The platform's sweep for a timer (timers.ts), across clients: rows in one of the states whose moment is due, in id
 * order past `afterId`. Read along the (status, moment, id) index the layout plans for each timer.
 */
export async function dueTimerRows(db: DbOrTx, table: string, q: DueQuery) {
  let query = dyn(db)
    .selectFrom(table)
    .select(['id', 'client_id', q.at])
    .where(q.status, 'in', q.when)
    .where(q.at, 'is not', null)
    .where(q.at, '<=', q.upTo)
    .where('id', '>', q.afterId);
  // Rows written before their mark existed (or seeded without it) hold null: not marked either.
  const mark = q.mark;
  if (mark) query = query.where((eb) => eb.or([eb(mark, '=', 0), eb(mark, 'is', null)]));
  const rows = await query.orderBy('id').limit(q.limit).execute();
  return rows.map((row) => ({ id: Number(row.id), clientId: Number(row.client_id), at: String(row[q.at]) }));
}

/** Whom a timer tells: a live user of the client, with their language. */
export const personOf = (db: DbOrTx, clientId: number, userId: number) =>
  db
    .selectFrom('users')
    .select(['name', 'email', 'language'])
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
