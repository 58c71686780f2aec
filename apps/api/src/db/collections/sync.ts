import { sql, type Kysely } from 'kysely';
import { COLLECTIONS, type CollectionDef } from '@console/contract';
import type { DialectSql } from '../dialects/index.ts';
import { searchKey } from '../search-keys.ts';
import {
  columnFieldsOf,
  columnType,
  EXISTING_TABLES,
  hasSearchHead,
  hasSearchKey,
  hasStamps,
  linkTableOf,
  multipleFieldsOf,
  plannedIndexes,
  searchableFields,
  STAMP_COLUMNS,
  tableOf,
} from './layout.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Brings the database to the collection definitions, additively: missing tables, columns, indexes, search indexes
 * and counters are created; nothing is dropped or retyped. Migrations call it (010 and any later one that follows a
 * change of the definitions); it answers how many changes it made, so a test can prove the migrations are current.
 */
export async function syncCollections<DB>(
  database: Kysely<DB>,
  dialect: DialectSql,
  defs: readonly CollectionDef[] = COLLECTIONS,
): Promise<number> {
  const db = database as unknown as AnyDb;
  let changes = 0;
  const tables = new Map(
    (await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]),
  );

  if (!tables.has('collection_counts')) {
    await db.schema
      .createTable('collection_counts')
      .addColumn('tbl', 'text', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.notNull())
      .addColumn('live', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('collection_counts_pk', ['tbl', 'client_id', 'parent_id'])
      .execute();
    changes += 1;
  }

  for (const def of defs) {
    if (def.readOnly) continue;
    const table = tableOf(def);
    const wanted = columnsOf(def, dialect.name);
    const have = tables.get(table);
    if (!have) {
      let create = dialect
        .addId(db.schema.createTable(table))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'));
      for (const [name, type] of wanted) create = create.addColumn(name, type);
      await create.execute();
      changes += 1;
    } else {
      for (const [name, type] of wanted) {
        if (have.has(name)) continue;
        await db.schema.alterTable(table).addColumn(name, type).execute();
        changes += 1;
      }
    }
    if (hasSearchHead(def) && (await dialect.collections.addSearchHead(db, table))) changes += 1;
    const indexed = await existingIndexes(db, dialect, table);
    for (const index of plannedIndexes(def)) {
      if (indexed.has(index.name)) continue;
      // Rows written before a set of fields became unique may repeat it: that index waits until they are told apart
      // (the API refuses a new repeat with 409 either way) instead of failing the upgrade.
      if (index.unique && have && (await repeats(db, table, index.columns))) continue;
      await dialect.collections.createIndex(db, table, index);
      changes += 1;
    }
    if (hasSearchKey(def)) {
      if (EXISTING_TABLES[def.entity]) changes += await fillSearchKeys(db, def);
      if (!indexed.has(dialect.name === 'sqlite' ? `${table}_fts` : `${table}_search_trgm`)) {
        await dialect.collections.installSearch(db, table);
        changes += 1;
      }
    }
    if (!indexed.has(`${table}_count`)) {
      await dialect.collections.installCounter(db, table, def.parent?.param ?? null);
      changes += 1;
    }
    for (const field of multipleFieldsOf(def))
      if (!tables.has(linkTableOf(def, field))) changes += await createLinkTable(db, dialect, linkTableOf(def, field));
  }
  return changes;
}

/**
 * The links of a multiple field (issue 28): one row per (row, target) pair, in the order they were given (id); a row
 * reads its set by row_id (the unique key), a filter or a target's removal finds the rows by target_id.
 */
async function createLinkTable(db: AnyDb, dialect: DialectSql, table: string): Promise<number> {
  await dialect
    .addId(db.schema.createTable(table))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_row_target_uq`).on(table).columns(['row_id', 'target_id']).unique().execute();
  await db.schema.createIndex(`${table}_target_idx`).on(table).columns(['client_id', 'target_id', 'row_id']).execute();
  return 1;
}

/** Field columns, the parent column, search_key and the stamps, as (name, type). */
function columnsOf(
  def: CollectionDef,
  dialect: 'sqlite' | 'postgres',
): [string, 'text' | 'integer' | 'real' | 'double precision'][] {
  const columns: [string, 'text' | 'integer' | 'real' | 'double precision'][] = [];
  if (def.parent) columns.push([def.parent.param, 'integer']);
  for (const field of columnFieldsOf(def)) columns.push([field.name, columnType(field.kind, dialect)]);
  if (hasSearchKey(def)) columns.push(['search_key', 'text']);
  if (hasStamps(def))
    for (const stamp of STAMP_COLUMNS) columns.push([stamp, stamp.endsWith('_at') ? 'text' : 'integer']);
  return columns;
}

/**
 * Names of a table's indexes, its FTS table (SQLite) and its count trigger (`<table>_count`, whatever the engine
 * calls the trigger rows), so a sync that finds everything in place writes nothing.
 */
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
export async function fillSearchKeys<DB>(database: Kysely<DB>, def: CollectionDef): Promise<number> {
  const db = database as unknown as AnyDb;
  const table = tableOf(def);
  const fields = searchableFields(def).map((f) => f.name);
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
