import { sql, type Kysely } from 'kysely';
import type { Aggregate } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';

/** The SQL of what the platform keeps: aggregates over child rows, the row lock around them, sequences, combinations. */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/** One aggregate of the rows of `table` whose `via` names row `id` (count and sum of nothing are 0). */
export async function aggregateOf(
  db: DbOrTx,
  clientId: number,
  table: string,
  aggregate: Aggregate,
  id: number,
): Promise<number | null> {
  const column = sql.ref(aggregate.of ?? 'id');
  const measure = {
    count: sql<number>`count(*)`,
    sum: sql<number>`sum(${column})`,
    avg: sql<number>`avg(${column})`,
    min: sql<number>`min(${column})`,
    max: sql<number>`max(${column})`,
  }[aggregate.op];
  let query = dyn(db)
    .selectFrom(table)
    .select(measure.as('value'))
    .where('client_id', '=', clientId)
    .where(aggregate.via, '=', id);
  if (aggregate.where) query = query.where(aggregate.where.field, 'in', [...aggregate.where.in]);
  const value = (await query.executeTakeFirst())?.value;
  if (value === null || value === undefined) return aggregate.op === 'count' || aggregate.op === 'sum' ? 0 : null;
  return Number(value);
}

/**
 * Locks a row until the transaction ends (PostgreSQL; SQLite writes one transaction at a time), so two writes under
 * one parent recount it one after the other, each statement seeing the other's committed rows.
 */
export async function lockRow(
  db: DbOrTx,
  dialect: 'sqlite' | 'postgres',
  clientId: number,
  table: string,
  id: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await dyn(db)
    .selectFrom(table)
    .select('id')
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .forUpdate()
    .execute();
}

/**
 * The next number of a client's sequence for a table and year: 1, 2, 3… with no two writers given the same one. With
 * `count`, a block of that many numbers is taken at once and the last of them answered (a batch create).
 */
export async function nextInSequence(
  db: DbOrTx,
  clientId: number,
  table: string,
  year: number,
  count = 1,
): Promise<number> {
  const row = await sql<{ last: number }>`insert into collection_sequences (client_id, tbl, year, last)
    values (${clientId}, ${table}, ${year}, ${count})
    on conflict (client_id, tbl, year) do update set last = collection_sequences.last + ${count}
    returning last`.execute(db);
  return Number(row.rows[0].last);
}

/** Whether another row of the client holds every one of these column values. */
export async function combinationTaken(
  db: DbOrTx,
  clientId: number,
  table: string,
  values: Readonly<Record<string, unknown>>,
  exceptId?: number,
): Promise<boolean> {
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId);
  for (const [column, value] of Object.entries(values)) query = query.where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
