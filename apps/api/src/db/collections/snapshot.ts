import { COLLECTIONS, type CollectionDef, type FieldDef } from '@console/contract';
import {
  columnFieldsOf,
  columnKind,
  EXISTING_TABLES,
  hasSearchHead,
  hasSearchKey,
  hasStamps,
  indexName,
  linkTableOf,
  multipleFieldsOf,
  plannedIndexes,
  searchableFields,
  STAMP_COLUMNS,
  tableOf,
  type ColumnType,
  type PlannedIndex,
} from './layout.ts';

/**
 * The collections' schema as data, engine-neutral: what the definitions ask of the database. The committed snapshot
 * (schema-snapshot.json) is this for the definitions of the last migration; `npm run collections:diff` compares the
 * definitions with it and writes the migration between the two. Migrations that created the tables from the
 * definitions of their day replay a frozen copy (migrations/010_collections.schema.json), never the live ones.
 */
export interface SchemaSnapshot {
  /** The collections' tables by name, in the definitions' order. */
  tables: Record<string, TableSchema>;
}

interface ColumnSchema {
  name: string;
  type: ColumnType;
  /** Only id and client_id are NOT NULL: the API checks required fields, and a field added later has no value yet. */
  nullable: boolean;
}

export interface TableSchema {
  entity: string;
  /** False for the areas whose tables existed before collections (groups, …): their columns are added, never the table. */
  owned: boolean;
  /** The parent's column (a child collection counts its rows per parent). */
  parent: string | null;
  /** id and client_id first (client_id references clients, deleted with them), then the fields, search_key, stamps. */
  columns: ColumnSchema[];
  /** The searchable fields whose text search_key holds (indexed for substrings: FTS5 trigram, pg_trgm). */
  search: string[];
  /** search_head: the head of search_key, generated, held by the default order's index. */
  searchHead: boolean;
  indexes: PlannedIndex[];
  /** A multiple field's links (`<table>__<field>`): no search, stamps nor count of rows. Absent on other tables. */
  links?: true;
}

const column = (name: string, type: ColumnType, nullable = true): ColumnSchema => ({ name, type, nullable });

function tableSchemaOf(def: CollectionDef): TableSchema {
  const columns = [column('id', 'integer', false), column('client_id', 'integer', false)];
  if (def.parent) columns.push(column(def.parent.param, 'integer'));
  // A multiple field has no column: its ids are rows of its table of links (linkSchemaOf).
  for (const field of columnFieldsOf(def)) columns.push(column(field.name, columnKind(field.kind)));
  if (hasSearchKey(def)) columns.push(column('search_key', 'text'));
  if (hasStamps(def))
    for (const stamp of STAMP_COLUMNS) columns.push(column(stamp, stamp.endsWith('_at') ? 'text' : 'integer'));
  return {
    entity: def.entity,
    owned: !EXISTING_TABLES[def.entity],
    parent: def.parent?.param ?? null,
    columns,
    search: hasSearchKey(def) ? searchableFields(def).map((f) => f.name) : [],
    searchHead: hasSearchHead(def),
    indexes: plannedIndexes(def).map((i) => ({ ...i })),
  };
}

/**
 * The links of a multiple field (issue 28): one row per (row, target) pair, in the order they were given (id). A row
 * reads its set by row_id (the unique pair), a filter or a target's removal finds the rows by target_id.
 */
function linkSchemaOf(def: CollectionDef, field: FieldDef): TableSchema {
  const table = linkTableOf(def, field);
  const index = (columns: string[], unique: boolean): PlannedIndex => ({
    name: indexName(table, columns, unique),
    columns,
    include: [],
    unique,
    sorted: false,
  });
  return {
    entity: def.entity,
    owned: true,
    parent: null,
    columns: [
      column('id', 'integer', false),
      column('client_id', 'integer', false),
      column('row_id', 'integer', false),
      column('target_id', 'integer', false),
    ],
    search: [],
    searchHead: false,
    indexes: [index(['row_id', 'target_id'], true), index(['client_id', 'target_id', 'row_id'], false)],
    links: true,
  };
}

/** The schema the definitions ask for (read-only collections have no table): each table, then its tables of links. */
export function schemaOf(defs: readonly CollectionDef[] = COLLECTIONS): SchemaSnapshot {
  const tables: Record<string, TableSchema> = {};
  for (const def of defs) {
    if (def.readOnly) continue;
    tables[tableOf(def)] = tableSchemaOf(def);
    for (const field of multipleFieldsOf(def)) tables[linkTableOf(def, field)] = linkSchemaOf(def, field);
  }
  return { tables };
}

/** A snapshot read from JSON (a committed file), checked for its shape so a hand edit that broke it fails loudly. */
export function snapshotFrom(json: unknown): SchemaSnapshot {
  const tables = (json as { tables?: unknown } | null)?.tables;
  if (!tables || typeof tables !== 'object') throw new Error('collection schema snapshot: no tables');
  for (const [name, table] of Object.entries(tables as Record<string, Partial<TableSchema>>)) {
    if (!Array.isArray(table.columns) || !Array.isArray(table.indexes) || !Array.isArray(table.search))
      throw new Error(`collection schema snapshot: table ${name} lacks columns, indexes or search`);
  }
  return json as SchemaSnapshot;
}
