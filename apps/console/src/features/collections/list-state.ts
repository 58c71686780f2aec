import { useCallback, useMemo } from 'react';
import { RANGE_KINDS, type CollectionFieldMeta, type CollectionMeta, type FieldKind } from '@console/contract';
import type { FilterValues, ListParams, ParentRef } from '../../lib/data-provider.ts';
import { useListController } from '../../lib/list-controller.ts';

/** The query names a filterable field narrows the list with: its value, or `_min`/`_max` for ranges. */
const filterNames = (field: Pick<CollectionFieldMeta, 'name' | 'kind'>): string[] =>
  RANGE_KINDS.has(field.kind as FieldKind) ? [`${field.name}_min`, `${field.name}_max`] : [field.name];

export const filterableFields = (meta: CollectionMeta): CollectionFieldMeta[] =>
  meta.fields.filter((field) => field.filterable);

/** The columns of the list: the fields marked `list`, else the field that names a record. */
export const listColumns = (meta: CollectionMeta): CollectionFieldMeta[] => {
  const marked = meta.fields.filter((field) => field.list);
  return marked.length ? marked : meta.fields.filter((field) => field.name === meta.title);
};

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

/** `field` or `-field` of the URL when that field may order the list; null for the collection's default order. */
function parseSort(meta: CollectionMeta, value: string | null): SortState | null {
  if (!value) return null;
  const field = value.replace(/^-/, '');
  if (!meta.fields.some((f) => f.name === field && f.sortable)) return null;
  return { field, order: value.startsWith('-') ? 'desc' : 'asc' };
}

const sortParam = (sort: SortState | null): string | null =>
  sort ? `${sort.order === 'desc' ? '-' : ''}${sort.field}` : null;

/**
 * The URL state of one collection's list: page, cursor, per page, search, sort and a value per filter (the query
 * names of the API). A list embedded under a record prefixes its keys with its entity, so the record's child lists
 * keep their own state. `request` is what the data provider reads.
 */
export function useCollectionListState(meta: CollectionMeta, parent?: ParentRef, prefix = '') {
  const names = useMemo(() => filterableFields(meta).flatMap(filterNames), [meta]);
  const list = useListController({ paging: 'keyset', filters: names, prefix });
  const { get, refilter } = list;
  const sort = parseSort(meta, get('sort'));
  // One string per filter state, so that `filters` keeps its identity (and the query its key) between renders.
  const filterKey = JSON.stringify(names.map((name) => get(name) ?? ''));
  const filters = useMemo(() => {
    const values: FilterValues = {};
    (JSON.parse(filterKey) as string[]).forEach((value, index) => {
      if (value) values[names[index]] = value;
    });
    return values;
  }, [filterKey, names]);
  const request: ListParams = { ...list.query, sort: sortParam(sort) ?? undefined, filters, parent };
  const setSort = useCallback((next: SortState | null) => refilter({ sort: sortParam(next) }), [refilter]);
  return { ...list, sort, setSort, filters, request };
}
