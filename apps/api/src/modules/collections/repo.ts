import { sql, type Kysely, type SqlBool } from 'kysely';
import { runCompiled } from '../../db/compiled.ts';
import type { DbOrTx } from '../../db/handle.ts';

/** Collection tables are made from definitions at run time: Kysely sees them as rows of unknown columns. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;
export type StoredRow = Record<string, unknown> & { id: number };

export async function rowById(db: DbOrTx, clientId: number, table: string, id: number): Promise<StoredRow | undefined> {
  return (await dyn(db)
    .selectFrom(table)
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst()) as StoredRow | undefined;
}

/** The client's rows past `afterId`, in id order (a walk over a whole table in batches). */
export async function rowsAfter(
  db: DbOrTx,
  clientId: number,
  table: string,
  afterId: number,
  limit: number,
): Promise<StoredRow[]> {
  return (await dyn(db)
    .selectFrom(table)
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()) as StoredRow[];
}

export async function insertRow(
  db: DbOrTx,
  clientId: number,
  table: string,
  values: Record<string, unknown>,
): Promise<number> {
  const row = await dyn(db)
    .insertInto(table)
    .values({ ...values, client_id: clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Bulk insert without answering ids (the demo seed and benchmarks). */
export async function insertRows(db: DbOrTx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length) await dyn(db).insertInto(table).values(rows).execute();
}

export async function updateRow(
  db: DbOrTx,
  clientId: number,
  table: string,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  await dyn(db).updateTable(table).set(values).where('client_id', '=', clientId).where('id', '=', id).execute();
}

export async function deleteRow(db: DbOrTx, clientId: number, table: string, id: number): Promise<void> {
  await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where('id', '=', id).execute();
}

/** id -> the `column` text of rows of the client (names of referenced rows, users' names). */
export async function namesOf(
  db: DbOrTx,
  clientId: number,
  table: string,
  column: string,
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // Every list page names its rows' references: compiled once per table, column and count of ids (db/compiled.ts).
  const values: Record<string, number> = { clientId };
  ids.forEach((id, i) => (values[`id${i}`] = id));
  const rows = await runCompiled(db, `collections.names ${table} ${column} ${ids.length}`, values, (p) =>
    dyn(db)
      .selectFrom(table)
      .select(['id', column])
      .where('client_id', '=', p('clientId'))
      .where(
        'id',
        'in',
        ids.map((_, i) => p(`id${i}`)),
      ),
  );
  return new Map(rows.map((r) => [Number(r.id), String(r[column] ?? '')]));
}

/** Whether another row of the client holds `value` in a unique column. */
export async function valueTaken(
  db: DbOrTx,
  clientId: number,
  table: string,
  column: string,
  value: unknown,
  exceptId?: number,
): Promise<boolean> {
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId).where(column, '=', value);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Ids of the client's rows whose `column` refers to `id` (users: live ones only). */
export async function referencingIds(
  db: DbOrTx,
  clientId: number,
  table: string,
  column: string,
  id: number,
): Promise<number[]> {
  let query = dyn(db).selectFrom(table).select('id').where('client_id', '=', clientId).where(column, '=', id);
  if (table === 'users') query = query.where('deleted_at', 'is', null);
  return (await query.execute()).map((r) => Number(r.id));
}

export async function deleteReferencing(
  db: DbOrTx,
  clientId: number,
  table: string,
  column: string,
  id: number,
): Promise<void> {
  await dyn(db).deleteFrom(table).where('client_id', '=', clientId).where(column, '=', id).execute();
}

export async function clearReferences(
  db: DbOrTx,
  clientId: number,
  table: string,
  column: string,
  id: number,
): Promise<void> {
  await dyn(db)
    .updateTable(table)
    .set({ [column]: null })
    .where('client_id', '=', clientId)
    .where(column, '=', id)
    .execute();
}

/** Live rows of the client (parent 0) or of one parent, as the counters keep them. */
export async function liveCount(db: DbOrTx, clientId: number, table: string, parentId = 0): Promise<number> {
  const [row] = await runCompiled(db, 'collections.live', { table, clientId, parentId }, (p) =>
    db
      .selectFrom('collection_counts' as never)
      .select(sql<number>`live`.as('live'))
      .where(sql<SqlBool>`tbl = ${p('table')} and client_id = ${p('clientId')} and parent_id = ${p('parentId')}`),
  );
  return Number((row as { live?: number } | undefined)?.live ?? 0);
}
