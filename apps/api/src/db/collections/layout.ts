import type { CollectionDef, FieldDef, FieldKind } from '@console/contract';

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
};

export const tableOf = (def: Pick<CollectionDef, 'entity'>): string => EXISTING_TABLES[def.entity] ?? `c_${def.entity.replaceAll('-', '_')}`;

/** The column type of a field kind: money in cents, booleans as 0/1 and dates as ISO text on both engines. */
export function columnType(kind: FieldKind, dialect: 'sqlite' | 'postgres'): 'text' | 'integer' | 'real' | 'double precision' {
  switch (kind) {
    case 'integer':
    case 'money':
    case 'boolean':
    case 'user':
    case 'reference':
      return 'integer';
    case 'decimal':
      return dialect === 'sqlite' ? 'real' : 'double precision';
    default:
      return 'text';
  }
}

/** Writable collections carry who wrote each row and when. */
export const hasStamps = (def: CollectionDef): boolean => !def.readOnly;
export const STAMP_COLUMNS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;

export const searchableFields = (def: CollectionDef): FieldDef[] => def.fields.filter((f) => f.searchable);
/** A writable collection with searchable fields keeps their normalised text in search_key, indexed for substrings. */
export const hasSearchKey = (def: CollectionDef): boolean => !def.readOnly && searchableFields(def).length > 0;

export interface PlannedIndex {
  name: string;
  columns: string[];
  unique: boolean;
  /** The first column after client_id orders lists: NULLs first on both engines. */
  sorted: boolean;
}

/** PostgreSQL cuts identifiers at 63 bytes: long names end in a short hash so they stay distinct. */
function indexName(table: string, columns: string[], unique: boolean): string {
  const name = `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
  if (name.length <= 63) return name;
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${hash.toString(36)}`;
}

/** The index that serves a list ordered by `sort` (or by id), when the table has one. */
export function orderIndexOf(def: CollectionDef, sort: string | null): string | undefined {
  const columns = ['client_id', ...(sort ? [sort] : []), 'id'];
  return plannedIndexes(def).find((i) => !i.unique && i.columns.join() === columns.join())?.name;
}

/** The indexes of a collection's table: the client's rows by id, by parent, per sortable or filterable field, and the unique ones. */
export function plannedIndexes(def: CollectionDef): PlannedIndex[] {
  if (def.readOnly) return [];
  const table = tableOf(def);
  const out: PlannedIndex[] = [];
  const add = (columns: string[], unique = false, sorted = false) => {
    const name = indexName(table, columns, unique);
    if (!out.some((i) => i.name === name)) out.push({ name, columns, unique, sorted });
  };
  add(['client_id', 'id']);
  if (def.parent) add(['client_id', def.parent.param, 'id']);
  for (const field of def.fields) {
    if (field.sortable || (field.filterable && field.kind !== 'tags')) add(['client_id', field.name, 'id'], false, true);
    if (field.unique) add(['client_id', field.name], true);
  }
  return out;
}
