import { sql, type Kysely } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';
import type { ColumnType } from './layout.ts';
import type { SchemaSnapshot, TableSchema } from './snapshot.ts';

/**
 * A collection table as the engine holds it, in the snapshot's terms (columns, indexes, search, counter), so a test
 * compares a database with the schema the definitions ask for on either engine.
 */
export interface TableFound {
  columns: { name: string; type: ColumnType | string; nullable: boolean }[];
  /** Index name → `unique? columns…` (keys, then included columns), without the primary key and search indexes. */
  indexes: Record<string, string>;
  search: boolean;
  searchHead: boolean;
  counter: boolean;
}

const TYPES: Record<string, ColumnType> = {
  integer: 'integer',
  text: 'text',
  real: 'decimal',
  'double precision': 'decimal',
};

const indexText = (unique: boolean, columns: readonly string[]) => `${unique ? 'unique ' : ''}${columns.join(', ')}`;

async function introspectTable<DB>(database: Kysely<DB>, dialect: DialectSql, table: string): Promise<TableFound> {
  const db = database;
  const found: TableFound = { columns: [], indexes: {}, search: false, searchHead: false, counter: false };
  if (dialect.name === 'sqlite') {
    const columns = await sql<{ name: string; type: string; notnull: number; pk: number; hidden: number }>`
      select name, type, "notnull", pk, hidden from pragma_table_xinfo(${table}) order by cid`.execute(db);
    for (const c of columns.rows) {
      if (c.hidden) found.searchHead ||= c.name === 'search_head';
      else
        found.columns.push({
          name: c.name,
          type: TYPES[c.type.toLowerCase()] ?? c.type,
          nullable: !c.notnull && !c.pk,
        });
    }
    const indexes = await sql<{ name: string; unique: number }>`
      select name, "unique" from pragma_index_list(${table}) where origin = 'c'`.execute(db);
    for (const index of indexes.rows) {
      const columns = await sql<{
        name: string;
      }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      found.indexes[index.name] = indexText(
        Boolean(index.unique),
        columns.rows.map((c) => c.name),
      );
    }
    const named = async (type: string, name: string) =>
      (await sql`select 1 from sqlite_master where type = ${type} and name = ${name}`.execute(db)).rows.length > 0;
    found.search = await named('table', `${table}_fts`);
    found.counter = await named('trigger', `${table}_count_ai`);
    return found;
  }
  const columns = await sql<{ name: string; type: string; nullable: string; generated: string }>`
    select column_name as name, data_type as type, is_nullable as nullable, is_generated as generated
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  for (const c of columns.rows) {
    if (c.generated === 'ALWAYS') found.searchHead ||= c.name === 'search_head';
    else found.columns.push({ name: c.name, type: TYPES[c.type] ?? c.type, nullable: c.nullable === 'YES' });
  }
  const indexes = await sql<{ name: string; unique: boolean; primary: boolean; columns: string[] }>`
    select i.relname as name, x.indisunique as "unique", x.indisprimary as "primary",
      array(select a.attname from unnest(x.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n)::text[] as columns
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname = ${table} and t.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const index of indexes.rows) {
    if (index.name === `${table}_search_trgm`) found.search = true;
    else if (!index.primary) found.indexes[index.name] = indexText(index.unique, index.columns);
  }
  const trigger = await sql`select 1 from pg_trigger where tgname = ${`${table}_count`}`.execute(db);
  found.counter = trigger.rows.length > 0;
  return found;
}

/** What the schema asks of a table, in TableFound's terms (the columns of a table that predates collections too). */
function expectedTable(schema: TableSchema, found?: TableFound): TableFound {
  const asked = new Set(schema.columns.map((c) => c.name));
  // Areas that kept their earlier table (groups, …) hold columns of their own: those are theirs, not the schema's.
  const own = schema.owned ? [] : (found?.columns ?? []).filter((c) => !asked.has(c.name));
  const columns = schema.columns.map((c) => {
    const earlier = found?.columns.find((f) => f.name === c.name);
    return { ...c, nullable: schema.owned ? c.nullable : (earlier?.nullable ?? c.nullable) };
  });
  const indexes: Record<string, string> = {};
  if (!schema.owned) Object.assign(indexes, found?.indexes);
  for (const i of schema.indexes) indexes[i.name] = indexText(i.unique, [...i.columns, ...i.include]);
  return {
    columns: [...own, ...columns].sort((a, b) => a.name.localeCompare(b.name)),
    indexes,
    search: schema.search.length > 0,
    searchHead: schema.searchHead,
    counter: !schema.links,
  };
}

/** Each table of the schema as found and as asked (columns sorted by name: tables that gained columns differ in order). */
export async function compareSchema<DB>(db: Kysely<DB>, dialect: DialectSql, schema: SchemaSnapshot) {
  const found: Record<string, TableFound> = {};
  const asked: Record<string, TableFound> = {};
  for (const [table, wanted] of Object.entries(schema.tables)) {
    const have = await introspectTable(db, dialect, table);
    found[table] = { ...have, columns: [...have.columns].sort((a, b) => a.name.localeCompare(b.name)) };
    asked[table] = expectedTable(wanted, have);
  }
  return { found, asked };
}
