import { sql, type Kysely } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

/** The SQL of workflow guards over collection tables (made from definitions at run time: columns unknown to Kysely). */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const dyn = (db: DbOrTx): AnyDb => db as unknown as AnyDb;

/**
 * Locks a row of the client for the rest of the transaction (a write that changes nothing, portable to SQLite and
 * PostgreSQL) and answers one of its columns: a capacity counted against it cannot be overtaken by a concurrent move.
 * Null when the row or the value is missing.
 */
export async function lockRow(
  db: DbOrTx,
  clientId: number,
  table: string,
  id: number,
  column: string,
): Promise<number | null> {
  await dyn(db)
    .updateTable(table)
    .set({ id: sql`id` })
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .execute();
  const row = await dyn(db)
    .selectFrom(table)
    .select(column)
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.[column] == null ? null : Number(row[column]);
}

/** How many rows of the client under one parent hold `field` in one of `states`, leaving out `exceptId`. */
export async function countInStates(
  db: DbOrTx,
  clientId: number,
  table: string,
  where: { parent: [column: string, id: number]; field: string; states: readonly string[]; exceptId?: number },
): Promise<number> {
  if (!where.states.length) return 0;
  let query = dyn(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('client_id', '=', clientId)
    .where(where.parent[0], '=', where.parent[1])
    .where(where.field, 'in', [...where.states]);
  if (where.exceptId !== undefined) query = query.where('id', '!=', where.exceptId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
