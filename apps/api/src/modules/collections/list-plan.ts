import { filterParams, REFERENCE_KINDS, valueSchema, type CollectionDef, type FieldDef } from '@console/contract';
import { columnFieldsOf, hasSearchKey, linkTableOf, searchableFields, tableOf } from '../../db/collections/layout.ts';
import { perDefinition } from '../../db/collections/per-definition.ts';
import { toStored } from '../../db/collections/values.ts';
import { searchKey } from '../../db/search-keys.ts';
import { invalid } from '../../platform/errors.ts';
import type { ListCondition, ListKey, ListSql } from './list-clauses-repo.ts';
import { labelLinksOf } from './references.ts';
import type { StoredRow } from './repo.ts';

/**
 * What both list strategies (list-strategy.ts) share: the list a query string asks for (its scope, filters, search,
 * order and cursor binding), and the walk of the whole list in batches for exports. Sharing them is what makes a
 * cursor of one strategy name the same position in the other.
 */

export interface ListPlan {
  list: ListSql;
  parentId: number;
  direction: 'asc' | 'desc';
  /** Cursor binding: the client, filters, search and order. */
  binding: unknown[];
}

const FILTER_MESSAGE = 'Filtro inválido.';

/** A query-string value of a filter, as the stored column holds it; undefined when the value does not fit the kind. */
function filterValue(field: FieldDef, raw: string): string | number | undefined {
  let value: unknown = raw;
  if (field.kind === 'boolean')
    value = raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
  else if (REFERENCE_KINDS.has(field.kind) || ['integer', 'decimal', 'money'].includes(field.kind))
    value = raw.trim() === '' ? undefined : Number(raw);
  if (value === undefined) return undefined;
  if (field.kind === 'tags') return raw.trim() || undefined;
  if (field.multiple) return Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined;
  const parsed = valueSchema(field).safeParse(value);
  return parsed.success ? (toStored(field, parsed.data) as string | number) : undefined;
}

/** The columns a row of the collection is presented from (present.ts). */
const rowColumnsOf = perDefinition((def) => [
  'id',
  ...(def.parent ? [def.parent.param] : []),
  ...columnFieldsOf(def).map((f) => f.name),
  ...(def.readOnly ? [] : ['created_at', 'updated_at']),
]);

interface FilterParam {
  field: FieldDef;
  /** The query-string parameter (the contract's filterParams): the field's name, or with _min / _max for a range. */
  name: string;
  op: ListCondition['op'];
}

const opOf = (field: FieldDef, name: string): ListCondition['op'] =>
  field.multiple
    ? 'linked'
    : field.kind === 'tags'
      ? 'has-tag'
      : name === `${field.name}_min`
        ? '>='
        : name === `${field.name}_max`
          ? '<='
          : '=';

/** The query-string parameters that filter the collection. */
const filterParamsOf = perDefinition((def): FilterParam[] =>
  def.fields.flatMap((field) => filterParams(field).map((name) => ({ field, name, op: opOf(field, name) }))),
);

/**
 * The list a query string asks for: its scope (client, parent), its filters (400 on a value that does not fit its
 * field), its order (a sortable field NULLs first, then id; the definition's by default) and its search, normalised.
 */
export function listQueryOf(
  def: CollectionDef,
  clientId: number,
  query: Record<string, unknown>,
  parentFromPath?: number,
): ListPlan {
  const errors: Record<string, string[]> = {};
  const filters: ListCondition[] = [];
  const parentId = parentFromPath ?? (def.parent ? (query[def.parent.param] as number | undefined) : undefined) ?? 0;
  const scope: ListCondition[] = def.parent && parentId ? [{ column: def.parent.param, op: '=', value: parentId }] : [];
  for (const { field, name, op } of filterParamsOf(def)) {
    const raw = query[name];
    if (typeof raw !== 'string' || raw === '') continue;
    const value = filterValue(field, raw);
    if (value === undefined) errors[name] = [FILTER_MESSAGE];
    // A multiple field filters by its table of links: the rows linked to the value.
    else filters.push({ column: op === 'linked' ? linkTableOf(def, field) : field.name, op, value });
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const sortParam = typeof query.sort === 'string' ? query.sort : undefined;
  const sortField = sortParam ? sortParam.replace(/^-/, '') : def.sort?.field;
  const direction: 'asc' | 'desc' = sortParam
    ? sortParam.startsWith('-')
      ? 'desc'
      : 'asc'
    : (def.sort?.order ?? 'desc');
  const sort = sortField ?? null;
  const list: ListSql = {
    table: tableOf(def),
    clientId,
    scope,
    filters,
    columns: rowColumnsOf(def),
    labels: labelLinksOf(def),
    sort,
  };
  const term = searchKey(typeof query.search === 'string' ? query.search : '');
  if (term)
    list.search = {
      term,
      columns: hasSearchKey(def) ? ['search_key'] : searchableFields(def).map((f) => f.name),
      // The trigram index answers a term of 3+ characters (FTS5 / pg_trgm); shorter ones are tested row by row.
      indexed: hasSearchKey(def) && [...term].length >= 3,
      few: false,
    };
  return { list, parentId, direction, binding: [clientId, parentId, filters, term, sort, direction] };
}

/**
 * Every row of the list in its order, `size` at a time (exports): each batch continues from the last row's key,
 * read by `read` (a strategy's read of the rows strictly past a key, or from the start).
 */
export async function* batchesOf(
  plan: ListPlan,
  read: (from: ListKey | undefined, limit: number) => Promise<StoredRow[]>,
  size: number,
): AsyncGenerator<StoredRow[]> {
  let from: ListKey | undefined;
  for (;;) {
    const rows = await read(from, size);
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    // SQLite answers synchronously: without a turn of the event loop between batches, nothing written so far would
    // reach the socket until the whole export was made (and held in memory).
    await new Promise((resolve) => setImmediate(resolve));
    const last = rows[rows.length - 1];
    from = { value: plan.list.sort ? last[plan.list.sort] : last.id, id: Number(last.id) };
  }
}
