import {
  COLLECTIONS,
  isMultiple,
  RANGE_KINDS,
  type CollectionDef,
  type FieldDef,
  type FieldKind,
} from '@console/contract';
import { perDefinition } from './per-definition.ts';

/**
 * Where each declarative collection lives: its table, columns and indexes, the same on SQLite and PostgreSQL. A
 * collection gets a table of its own (`c_<entity>`); the few areas whose rows already existed before collections
 * (groups, regionals, BI dashboards, the audit log) keep their tables, which gain the missing columns.
 */

/** Areas that map onto tables of the earlier migrations. */
export const EXISTING_TABLES: Readonly<Record<string, string>> = {
  grupos: 'groups',
  regional: 'regionals',
  bi: 'bi_dashboards',
  auditoria: 'audit_log',
  'entregas-webhook': 'webhook_deliveries',
  destinatarios: 'message_recipients',
};

export const tableOf = (def: Pick<CollectionDef, 'entity'>): string =>
  EXISTING_TABLES[def.entity] ?? `c_${def.entity.replaceAll('-', '_')}`;

/** The fields of many ids (issue 28): each kept in a table of links, not in a column of the row. */
export const multipleFieldsOf = perDefinition((def): FieldDef[] => def.fields.filter(isMultiple));

/** The fields stored in the row's own columns. */
export const columnFieldsOf = perDefinition((def): FieldDef[] => def.fields.filter((f) => !isMultiple(f)));

/** The table of a multiple field's links: `<table>__<field>` (client_id, row_id, target_id), one row per link. */
export const linkTableOf = (def: Pick<CollectionDef, 'entity'>, field: Pick<FieldDef, 'name'>): string =>
  `${tableOf(def)}__${field.name}`;

/** 'decimal' is a REAL on SQLite and a double precision on PostgreSQL. */
export type ColumnType = 'text' | 'integer' | 'decimal';

/** The column of a field kind: money in cents, booleans as 0/1, references as ids and dates as ISO text. */
export function columnKind(kind: FieldKind): ColumnType {
  switch (kind) {
    case 'integer':
    case 'money':
    case 'boolean':
    case 'user':
    case 'reference':
      return 'integer';
    case 'decimal':
      return 'decimal';
    // Rich text is its HTML: a text column, as the longtext it replaced (no data migration).
    default:
      return 'text';
  }
}

export const sqlType = (
  type: ColumnType,
  dialect: 'sqlite' | 'postgres',
): 'text' | 'integer' | 'real' | 'double precision' =>
  type === 'decimal' ? (dialect === 'sqlite' ? 'real' : 'double precision') : type;

/** A column named in a definition's keys (its parent's id or one of its fields), with its stored type. */
export const keyColumn = (def: CollectionDef, name: string): { name: string; type: ColumnType } => {
  const field = def.fields.find((f) => f.name === name);
  return { name, type: field ? columnKind(field.kind) : 'integer' };
};

/** The column type of a field kind on an engine. */
export const columnType = (kind: FieldKind, dialect: 'sqlite' | 'postgres') => sqlType(columnKind(kind), dialect);

/** Writable collections carry who wrote each row and when. */
export const hasStamps = (def: CollectionDef): boolean => !def.readOnly;
export const STAMP_COLUMNS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;

export const searchableFields = (def: CollectionDef): FieldDef[] => def.fields.filter((f) => f.searchable);
/** A writable collection with searchable fields keeps their normalised text in search_key, indexed for substrings. */
export const hasSearchKey = (def: CollectionDef): boolean => !def.readOnly && searchableFields(def).length > 0;

export interface PlannedIndex {
  name: string;
  columns: string[];
  /** Columns held in the index past its keys (PostgreSQL's INCLUDE; SQLite's last key columns). */
  include: string[];
  unique: boolean;
  /** The columns between client_id and id order lists: NULLs first on both engines. */
  sorted: boolean;
}

/** PostgreSQL cuts identifiers at 63 bytes: long names end in a short hash so they stay distinct. */
export function indexName(table: string, columns: string[], unique: boolean): string {
  const name = `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
  if (name.length <= 63) return name;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${hash.toString(36)}`;
}

/** The index that serves a list ordered by `sort` (or by id), when the table has one. */
export function orderIndexOf(def: CollectionDef, sort: string | null): string | undefined {
  const columns = ['client_id', ...(sort ? [sort] : []), 'id'];
  return plannedIndexes(def).find((i) => !i.unique && columns.every((c, n) => i.columns[n] === c))?.name;
}

/** Whether the index that serves a list ordered by `sort` holds search_head (a search is tested along it). */
export function orderIndexHoldsSearch(def: CollectionDef, sort: string | null): boolean {
  const name = orderIndexOf(def, sort);
  return plannedIndexes(def).some((i) => i.name === name && i.include.includes('search_head'));
}

/** The column of the collection's default order, when it has one besides id. */
export const defaultSortOf = (def: CollectionDef): string | undefined =>
  def.sort?.field && def.sort.field !== 'id' ? def.sort.field : undefined;

/**
 * A filter of `field` by equality whose index walks its rows in the default order (`sort`): the index of
 * `(client_id, field, sort, id)`, when the table has one.
 */
export function filterOrderIndexOf(def: CollectionDef, field: string, sort: string | null): string | undefined {
  if (!sort) return undefined;
  return plannedIndexes(def).find((i) => i.columns.join() === ['client_id', field, sort, 'id'].join())?.name;
}

/** The index of the client's rows by id that also holds the default order's key, when the table has one. */
export function keyIndexOf(def: CollectionDef): string | undefined {
  const sort = defaultSortOf(def);
  return sort
    ? plannedIndexes(def).find((i) => i.columns.join() === ['client_id', 'id', sort].join())?.name
    : undefined;
}

/**
 * The indexes of a collection's table: the client's rows by id, by parent, per sortable or filterable field, and the
 * unique ones. Where the collection has a default order, the rows by id carry its key (a search's matches are sorted
 * from that index, not from their rows), and a filter by equality on a field that is not sortable itself is indexed
 * in that order within each value (a filtered list is a walk of its value's range).
 */
export const plannedIndexes = perDefinition(planIndexes);

function planIndexes(def: CollectionDef): PlannedIndex[] {
  if (def.readOnly) return [];
  const table = tableOf(def);
  const out: PlannedIndex[] = [];
  const add = (columns: string[], unique = false, sorted = false, include: string[] = []) => {
    const name = indexName(table, [...columns, ...include], unique);
    if (!out.some((i) => i.name === name)) out.push({ name, columns, include, unique, sorted });
  };
  const sort = defaultSortOf(def);
  add(['client_id', 'id', ...(sort ? [sort] : [])]);
  if (def.parent) add(['client_id', def.parent.param, 'id']);
  for (const field of columnFieldsOf(def)) {
    if (sort && sort !== field.name && equalityFilter(field) && !field.sortable)
      add(['client_id', field.name, sort, 'id'], false, true);
    else if (field.sortable || (field.filterable && field.kind !== 'tags'))
      add(
        ['client_id', field.name, 'id'],
        false,
        true,
        field.name === sort && hasSearchHead(def) ? ['search_head'] : [],
      );
    if (field.unique) add(['client_id', field.name], true);
  }
  // A figure of another collection recounts this one's rows by the column that names its row (computed fields).
  for (const via of aggregateViasOf(def)) add(['client_id', via, 'id'], false, true);
  for (const set of def.uniqueTogether ?? []) add(['client_id', ...set], true);
  // The timers' sweep (modules/collections/timers.ts) reads every client's rows in a state, up to a moment.
  for (const timer of def.timers ?? []) if (def.workflow) add([def.workflow.field, timer.at, 'id']);
  return out;
}

/** The columns by which other collections' figures count this one's rows (their aggregates' `via`). */
const aggregateViasOf = (def: CollectionDef): string[] =>
  COLLECTIONS.flatMap((parent) =>
    parent.fields.flatMap((f) => (f.computed?.aggregate?.from === def.entity ? [f.computed.aggregate.via] : [])),
  );

/**
 * Characters of search_key that search_head holds: the default order's index keeps it, so that a search alone is
 * tested along that index, reading a row only when its key is longer (PostgreSQL bounds an index entry's size).
 */
export const SEARCH_HEAD_CHARS = 400;

/** A collection with a search key and a default order keeps search_head (generated from search_key) in that order's index. */
export const hasSearchHead = (def: CollectionDef): boolean => hasSearchKey(def) && defaultSortOf(def) !== undefined;

/** A filterable field whose filter is a value, not a range or a tag. */
const equalityFilter = (field: FieldDef) =>
  Boolean(field.filterable) && field.kind !== 'tags' && !RANGE_KINDS.has(field.kind);
