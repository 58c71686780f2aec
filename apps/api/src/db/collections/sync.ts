import { sql, type Kysely } from 'kysely';
import { COLLECTIONS, type CollectionDef } from '@console/contract';
import type { DialectSql } from '../dialects/index.ts';
import { searchKey } from '../search-keys.ts';
import { searchableFields, sqlType, tableOf } from './layout.ts';
import { schemaOf, type SchemaSnapshot, type TableSchema } from './snapshot.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Brings the database to a collection schema (snapshot.ts), additively: missing tables, columns, indexes, search
 * indexes and counters are created; nothing is dropped, renamed or retyped (collections:diff writes those steps). The
 * migrations that created the collections replay it on a frozen snapshot; it answers how many changes it made, so a
 * test can prove a database holds the schema.
 */
export async function syncSchema<DB>(
  database: Kysely<DB>,
  dialect: DialectSql,
  schema: SchemaSnapshot,
): Promise<number> {
  const db = database as unknown as AnyDb;
  let changes = 0;
  const tables = new Map(
    (await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
  );
  if (!tables.has('collection_counts')) {
    await createCounts(db);
    changes += 1;
  }
  for (const [table, wanted] of Object.entries(schema.tables)) {
    const have = tables.get(table);
    if (!have) {
      await createTable(db, dialect, table, wanted);
      changes += 1;
    } else {
      for (const column of wanted.columns) {
        if (have.has(column.name)) continue;
        await db.schema.alterTable(table).addColumn(column.name, sqlType(column.type, dialect.name)).execute();
        changes += 1;
      }
    }
    if (wanted.searchHead && (await dialect.collections.addSearchHead(db, table))) changes += 1;
    const indexed = await existingIndexes(db, dialect, table);
    for (const index of wanted.indexes) {
      if (indexed.has(index.name)) continue;
      // Rows written before a set of fields became unique may repeat it: that index waits until they are told apart
      // (the API refuses a new repeat with 409 either way) instead of failing the upgrade.
      if (index.unique && have && (await repeats(db, table, index.columns))) continue;
      await dialect.collections.createIndex(db, table, index);
      changes += 1;
    }
    if (wanted.search.length) {
      if (!wanted.owned) changes += await fillSearchKeysOf(db, table, wanted.search);
      if (!indexed.has(dialect.name === 'sqlite' ? `${table}_fts` : `${table}_search_trgm`)) {
        await dialect.collections.installSearch(db, table);
        changes += 1;
      }
    }
    if (!wanted.links && !indexed.has(`${table}_count`)) {
      await dialect.collections.installCounter(db, table, wanted.parent);
      changes += 1;
    }
  }
  return changes;
}

/** The schema of these definitions, synced (the smoke test's proof that the migrations are current). */
export const syncCollections = <DB>(
  database: Kysely<DB>,
  dialect: DialectSql,
  defs: readonly CollectionDef[] = COLLECTIONS,
) => syncSchema(database, dialect, schemaOf(defs));

/** Each collection's live rows per client (and per parent), kept by the tables' count triggers. */
async function createCounts(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('collection_counts')
    .addColumn('tbl', 'text', (c) => c.notNull())
    .addColumn('client_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_counts_pk', ['tbl', 'client_id', 'parent_id'])
    .execute();
}

/** A collection's table with its columns (id and client_id first); its indexes, search and counter follow. */
export async function createTable<DB>(database: Kysely<DB>, dialect: DialectSql, table: string, schema: TableSchema) {
  const db = database as unknown as AnyDb;
  let create = dialect
    .addId(db.schema.createTable(table))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'));
  for (const column of schema.columns) {
    if (column.name === 'id' || column.name === 'client_id') continue;
    const type = sqlType(column.type, dialect.name);
    create = column.nullable
      ? create.addColumn(column.name, type)
      : create.addColumn(column.name, type, (c) => c.notNull());
  }
  await create.execute();
}

/** Whether two rows hold the same values in all these columns (none of them null, as unique indexes compare). */
async function repeats(db: AnyDb, table: string, columns: readonly string[]): Promise<boolean> {
  let query = db.selectFrom(table).select(columns.map((c) => sql.ref(c).as(c)));
  for (const column of columns) query = query.where(column, 'is not', null);
  const found = await query
    .groupBy(columns.map((c) => sql.ref(c)))
    .having(sql`count(*)`, '>', 1)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Names of a table's indexes, its FTS table (SQLite) and its count trigger (`<table>_count`, whatever the engine
 * calls the trigger rows), so a sync that finds everything in place writes nothing.
 */
async function existingIndexes(db: AnyDb, dialect: DialectSql, table: string): Promise<Set<string>> {
  if (dialect.name === 'sqlite') {
    const rows = await sql<{
      name: string;
      type: string;
    }>`select name, type from sqlite_master where tbl_name = ${table} or name = ${`${table}_fts`}`.execute(db);
    return new Set(
      rows.rows.map((r) => (r.type === 'trigger' && r.name === `${table}_count_ai` ? `${table}_count` : r.name)),
    );
  }
  const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}
    union all select tgname as name from pg_trigger where tgname = ${`${table}_count`}`.execute(db);
  return new Set(indexes.rows.map((r) => r.name));
}

/** Rows of a table that existed before its collection get their search_key from the searchable fields (also rows the seed writes there). */
export const fillSearchKeys = <DB>(database: Kysely<DB>, def: CollectionDef): Promise<number> =>
  fillSearchKeysOf(
    database,
    tableOf(def),
    searchableFields(def).map((f) => f.name),
  );

/** Rows without a search_key get it from these fields (a table that gains a search, rows written around the API). */
export async function fillSearchKeysOf<DB>(
  database: Kysely<DB>,
  table: string,
  fields: readonly string[],
): Promise<number> {
  const db = database as unknown as AnyDb;
  let filled = 0;
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select(['id', ...fields])
      .where('search_key', 'is', null)
      .limit(1000)
      .execute();
    if (!rows.length) return filled;
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ search_key: searchKey(fields.map((f) => String(row[f] ?? '')).join(' ')) })
        .where('id', '=', row.id as number)
        .execute();
    }
    filled += rows.length;
  }
}
