import type { Kysely } from 'kysely';
import type { CollectionSql, KeyColumn } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { StoredRow } from './repo.ts';

/** The SQL of a batch write (createMany): rows inserted and read back, values looked up by the thousand. */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/** Bound parameters per statement stay well below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 16_000;
/** Values in one `in (…)` list. */
const IN_CHUNK = 1_000;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Inserts a client's rows (each with the same columns) in statements of bounded size; answers their ids in order. */
export async function insertRowsReturning(
  db: DbOrTx,
  clientId: number,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> {
  const ids: number[] = [];
  const columns = Object.keys(rows[0] ?? {}).length + 1;
  for (const chunk of chunks(rows, Math.max(1, Math.floor(MAX_PARAMS / columns)))) {
    const inserted = await dyn(db)
      .insertInto(table)
      .values(chunk.map((values) => ({ ...values, client_id: clientId })))
      .returning('id')
      .execute();
    // Both engines answer RETURNING in the order of the VALUES list for a single multi-row insert.
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** The client's rows of these ids, in id order. */
export async function rowsByIds(
  db: DbOrTx,
  clientId: number,
  table: string,
  ids: readonly number[],
): Promise<StoredRow[]> {
  const out: StoredRow[] = [];
  for (const chunk of chunks(ids, IN_CHUNK)) {
    const rows = await dyn(db)
      .selectFrom(table)
      .selectAll()
      .where('client_id', '=', clientId)
      .where('id', 'in', chunk)
      .execute();
    out.push(...(rows as StoredRow[]));
  }
  return out.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * The combinations of `columns` the client's rows already hold among `candidates` (each a value per column), as
 * JSON keys: one statement per thousand candidates, written by the engine's `holding`.
 */
export async function takenCombinations(
  db: DbOrTx,
  collections: CollectionSql,
  clientId: number,
  table: string,
  columns: readonly KeyColumn[],
  candidates: readonly (readonly unknown[])[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const chunk of chunks(candidates, IN_CHUNK)) {
    const { rows } = await collections.holding(table, clientId, columns, chunk).execute(db);
    for (const row of rows) taken.add(JSON.stringify(columns.map(({ name }) => String(row[name]))));
  }
  return taken;
}
