import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';

/** Collection tables are made from definitions at run time: Kysely sees them as rows of unknown columns. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;
export type StoredRow = Record<string, unknown> & { id: number };

export async function rowById(db: DbOrTx, clientId: number, table: string, id: number): Promise<StoredRow | undefined> {
  return (await dyn(db).selectFrom(table).selectAll().where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst()) as StoredRow | undefined;
}

export async function insertRow(db: DbOrTx, clientId: number, table: string, values: Record<string, unknown>): Promise<number> {
  const row = await dyn(db).insertInto(table).values({ ...values, client_id: clientId }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Bulk insert without answering ids (the demo seed and benchmarks). */
export async function insertRows(db: DbOrTx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length) await dyn(db).insertInto(table).values(rows).execute();
}

export async function updateRow(db: DbOrTx, clientId: number, table: string, id: number, values: Record<string, unknown>): Promise<void> {
  await dyn(db).updateTable(table).set(values).where('client_id', '=', clientId).where('id', '=', id).execute();
}

export async function deleteRow(db: DbOrTx, clientId: number, table: string, id: number): Promise<void> {
  await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where('id', '=', id).execute();
}

/** Which of `ids` are rows of the client in `table` (users: live ones). */
export async function presentIds(db: DbOrTx, clientId: number, table: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId).where('id', 'in', ids);
  if (table === 'users') query = query.where('deleted_at', 'is', null);
  return new Set((await query.execute()).map((r) => Number(r.id)));
}

/** id -> the `column` text of rows of the client (names of referenced rows, users' names). */
export async function namesOf(db: DbOrTx, clientId: number, table: string, column: string, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await dyn(db).selectFrom(table).select(['id', column]).where('client_id', '=', clientId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r[column] ?? '')]));
}

/** Whether another row of the client holds `value` in a unique column. */
export async function valueTaken(db: DbOrTx, clientId: number, table: string, column: string, value: unknown, exceptId?: number): Promise<boolean> {
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId).where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Ids of the client's rows whose `column` refers to `id` (users: live ones only). */
export async function referencingIds(db: DbOrTx, clientId: number, table: string, column: string, id: number): Promise<number[]> {
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId).where(column, '=', id);
  if (table === 'users') query = query.where('deleted_at', 'is', null);
  return (await query.execute()).map((r) => Number(r.id));
}

export async function deleteReferencing(db: DbOrTx, clientId: number, table: string, column: string, id: number): Promise<void> {
  await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where(column, '=', id).execute();
}

export async function clearReferences(db: DbOrTx, clientId: number, table: string, column: string, id: number): Promise<void> {
  await dyn(db).updateTable(table).set({ [column]: null }).where('client_id', '=', clientId).where(column, '=', id).execute();
}

/** Live rows of the client (parent 0) or of one parent, as the counters keep them. */
export async function liveCount(db: DbOrTx, clientId: number, table: string, parentId = 0): Promise<number> {
  const row = await db
    .selectFrom('collection_counts' as never)
    .select(sql<number>`live`.as('live'))
    .where(sql<SqlBool>`tbl = ${table} and client_id = ${clientId} and parent_id = ${parentId}`)
    .executeTakeFirst();
  return Number((row as { live?: number } | undefined)?.live ?? 0);
}

/** A condition of a list: the scope (client, parent, filters) and the search, as SQL. */
export interface ListCondition {
  column: string;
  op: '=' | '>=' | '<=' | 'has-tag';
  value: string | number;
}

export interface ListSql {
  table: string;
  clientId: number;
  conditions: ListCondition[];
  /** The search: a row test over these columns, or the trigram index's candidates. */
  search?: { term: string; columns: string[]; plan: 'test' | 'candidates' };
  /** The sort column; null orders by id alone. */
  sort: string | null;
}

/** The WHERE of a list, without its keyset position. */
function where(dialect: DialectSql, list: ListSql): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [sql`client_id = ${list.clientId}`];
  for (const c of list.conditions) {
    if (c.op === 'has-tag') parts.push(sql`${sql.ref(c.column)} like ${`%${JSON.stringify(c.value).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`);
    else parts.push(sql`${sql.ref(c.column)} ${sql.raw(c.op)} ${c.value}`);
  }
  const { search } = list;
  if (search?.plan === 'candidates') parts.push(sql`id in (${dialect.collections.candidates(list.table, list.clientId, search.term)})`);
  else if (search) parts.push(sql`(${sql.join(search.columns.map((column) => dialect.contains(sql`lower(${sql.ref(column)})`, search.term)), sql` or `)})`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export interface ListKey {
  value: unknown;
  id: number;
}

/** One read along the list's index: `direction` with NULLs first ascending, optionally strictly past `from`. */
export interface ListRead {
  direction: 'asc' | 'desc';
  from?: ListKey;
  offset: number;
  limit: number;
}

function order(list: ListSql, direction: 'asc' | 'desc'): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  if (!list.sort) return sql`id ${dir}`;
  return sql`${sql.ref(list.sort)} ${dir} ${sql.raw(direction === 'asc' ? 'nulls first' : 'nulls last')}, id ${dir}`;
}

/** The rows past a key: one range, or two (the NULL keys and the others) where NULLs sit on the way. */
function pastKey(list: ListSql, direction: 'asc' | 'desc', from: ListKey): RawBuilder<SqlBool>[] {
  const cmp = sql.raw(direction === 'asc' ? '>' : '<');
  if (!list.sort) return [sql<SqlBool>`id ${cmp} ${from.id}`];
  const column = sql.ref(list.sort);
  if (from.value === null || from.value === undefined) {
    const nulls = sql<SqlBool>`${column} is null and id ${cmp} ${from.id}`;
    return direction === 'asc' ? [nulls, sql<SqlBool>`${column} is not null`] : [nulls];
  }
  const range = sql<SqlBool>`(${column}, id) ${cmp} (${from.value}, ${from.id})`;
  return direction === 'asc' ? [range] : [range, sql<SqlBool>`${column} is null`];
}

/** A window of a list in `direction`: each range in turn until the window is full. */
export async function readList(db: DbOrTx, dialect: DialectSql, list: ListSql, read: ListRead): Promise<StoredRow[]> {
  const base = where(dialect, list);
  const ranges = read.from ? pastKey(list, read.direction, read.from) : [sql<SqlBool>`1 = 1`];
  const out: StoredRow[] = [];
  for (const range of ranges) {
    const need = read.limit - out.length;
    if (need <= 0) break;
    const rows = await sql<StoredRow>`select * from ${sql.table(list.table)} where ${base} and ${range}
      order by ${order(list, read.direction)} limit ${need} offset ${read.from ? 0 : read.offset}`.execute(db);
    out.push(...rows.rows);
  }
  return out;
}

/** The sort key of a row of the list's client. */
export async function keyOfRow(db: DbOrTx, list: ListSql, id: number): Promise<ListKey | undefined> {
  const value = list.sort ? sql.ref(list.sort) : sql`id`;
  const row = await sql<{ value: unknown; id: number }>`select ${value} as value, id from ${sql.table(list.table)} where client_id = ${list.clientId} and id = ${id}`.execute(db);
  const found = row.rows[0];
  return found ? { value: found.value, id: Number(found.id) } : undefined;
}

/** How many rows the list holds, counting no further than `cap`. */
export async function countUpTo(db: DbOrTx, dialect: DialectSql, list: ListSql, cap: number): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from (select 1 from ${sql.table(list.table)} where ${where(dialect, list)} limit ${cap}) capped`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Among the client's newest `size` rows (of the parent, if the list has one), how many the list's conditions keep. */
export async function sampleNewest(db: DbOrTx, dialect: DialectSql, list: ListSql, scope: ListSql, size: number): Promise<{ seen: number; matched: number }> {
  const row = await sql<{ seen: number | string; matched: number | string }>`select count(*) as seen, coalesce(sum(case when ${where(dialect, list)} then 1 else 0 end), 0) as matched
    from (select * from ${sql.table(list.table)} where ${where(dialect, scope)} order by id desc limit ${size}) newest`.execute(db);
  return { seen: Number(row.rows[0]?.seen ?? 0), matched: Number(row.rows[0]?.matched ?? 0) };
}
