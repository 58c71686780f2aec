import type { Kysely } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';
import { applyChanges, type SchemaChange } from './changes.ts';

/**
 * Data steps of the hand-finished collection migrations (collections:diff writes the DDL): a free text that now names
 * a row of another table. Between the diff's steps that add (the reference column) and those that drop (the text).
 */
export interface NamedBy {
  /** The table whose rows held the text. */
  table: string;
  /** The text column, still there. */
  from: string;
  /** The reference column, already added. */
  to: string;
  /** The table of the rows it names, and the column of their names. */
  target: string;
  title: string;
}

const keyOf = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLocaleLowerCase('pt-BR');

/**
 * Sets `to` where the text in `from` is the name of one of the client's `target` rows (case and surrounding spaces
 * aside; the lowest id where two share a name); any other text leaves it empty (it could name none).
 */
export async function textToReference<DB>(
  database: Kysely<DB>,
  { table, from, to, target, title }: NamedBy,
): Promise<void> {
  const db = database as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const ids = new Map<string, number>();
  for (const row of await db.selectFrom(target).select(['id', 'client_id', title]).orderBy('id', 'desc').execute())
    ids.set(`${row.client_id}:${keyOf(row[title])}`, Number(row.id));
  const rows = await db.selectFrom(table).select(['id', 'client_id', from]).where(from, 'is not', null).execute();
  for (const row of rows) {
    const id = ids.get(`${row.client_id}:${keyOf(row[from])}`);
    if (id !== undefined)
      await db
        .updateTable(table)
        .set({ [to]: id })
        .where('id', '=', row.id)
        .execute();
  }
}

/** The diff's steps, with a data step after those that add and before those that drop the columns it reads. */
export async function applyCarryingOver<DB>(
  db: Kysely<DB>,
  dialect: DialectSql,
  changes: readonly SchemaChange[],
  carry: (db: Kysely<DB>) => Promise<void>,
): Promise<void> {
  await applyChanges(
    db,
    dialect,
    changes.filter((c) => !('dropColumn' in c)),
  );
  await carry(db);
  await applyChanges(
    db,
    dialect,
    changes.filter((c) => 'dropColumn' in c),
  );
}
