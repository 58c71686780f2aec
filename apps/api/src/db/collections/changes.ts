import { sql, type Kysely } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';
import { sqlType, type ColumnType, type PlannedIndex } from './layout.ts';
import type { TableSchema } from './snapshot.ts';
import { createTable, fillSearchKeysOf } from './sync.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * One step of a collection migration that `npm run collections:diff` wrote (diff.ts): data, so the migration file
 * reads as the list of its DDL, and the same steps run on SQLite and PostgreSQL (Kysely's schema builder, the dialect
 * for what differs: generated columns, search indexes, count triggers, NULLS FIRST).
 */
export type SchemaChange =
  | { createTable: string; schema: TableSchema }
  | { dropTable: string }
  | { table: string; renameColumn: string; to: string }
  | { table: string; addColumn: string; type: ColumnType }
  | { table: string; dropColumn: string }
  | { table: string; createIndex: PlannedIndex }
  | { table: string; dropIndex: string }
  | { table: string; addSearchHead: true }
  | { table: string; installSearch: string[] };

/** Runs the steps in order (the diff orders them: indexes dropped before their columns, columns before new indexes). */
export async function applyChanges<DB>(
  database: Kysely<DB>,
  dialect: DialectSql,
  changes: readonly SchemaChange[],
): Promise<void> {
  const db = database as unknown as AnyDb;
  for (const change of changes) await applyChange(db, dialect, change);
}

async function applyChange(db: AnyDb, dialect: DialectSql, change: SchemaChange): Promise<void> {
  if ('createTable' in change) {
    const { createTable: table, schema } = change;
    await createTable(db, dialect, table, schema);
    if (schema.searchHead) await dialect.collections.addSearchHead(db, table);
    for (const index of schema.indexes) await dialect.collections.createIndex(db, table, index);
    if (schema.search.length) await dialect.collections.installSearch(db, table);
    if (!schema.links) await dialect.collections.installCounter(db, table, schema.parent);
  } else if ('dropTable' in change) {
    const table = change.dropTable;
    // The FTS5 table is SQLite's own (its triggers go with the collection's table); PostgreSQL's index goes with it.
    if (dialect.name === 'sqlite') await sql`drop table if exists ${sql.table(`${table}_fts`)}`.execute(db);
    await db.schema.dropTable(table).ifExists().execute();
    await db.deleteFrom('collection_counts').where('tbl', '=', table).execute();
  } else if ('renameColumn' in change) {
    // Kept data: SQLite (3.25+) and PostgreSQL rename in place, and rewrite the indexes and triggers that name it.
    await db.schema.alterTable(change.table).renameColumn(change.renameColumn, change.to).execute();
  } else if ('addColumn' in change) {
    await db.schema.alterTable(change.table).addColumn(change.addColumn, sqlType(change.type, dialect.name)).execute();
  } else if ('dropColumn' in change) {
    await db.schema.alterTable(change.table).dropColumn(change.dropColumn).execute();
  } else if ('createIndex' in change) {
    await dialect.collections.createIndex(db, change.table, change.createIndex);
  } else if ('dropIndex' in change) {
    await db.schema.dropIndex(change.dropIndex).ifExists().execute();
  } else if ('addSearchHead' in change) {
    await dialect.collections.addSearchHead(db, change.table);
  } else {
    // A table that gains a search: its rows' keys from the searchable fields, then the search index over them.
    await fillSearchKeysOf(db, change.table, change.installSearch);
    await dialect.collections.installSearch(db, change.table);
  }
}
