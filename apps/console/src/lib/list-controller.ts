import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { MAX_PER_PAGE } from '@console/contract';
import { ApiError } from './http.ts';
import { positiveParam, useDebouncedSearch, useListParams, type ParamChanges } from './search-params.ts';

/** The rows-per-page choices of a list; the first is the default. */
export const PER_PAGE_OPTIONS = [20, 50, 100] as const;

/** Where a move goes: the page number shown and the cursor that reaches it (null: by page number alone). */
export interface PageTarget {
  page: number;
  cursor: string | null;
}

/** An optional positive id of the URL (a filter), undefined when absent or malformed. */
export const optionalId = (value: string | null): number | undefined => {
  const id = positiveParam(value, 0);
  return id > 0 ? id : undefined;
};

/** A page number too deep to open without a cursor, or a cursor of another list (an old link): 422 on errors.page/cursor. */
export const isPagingRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Boolean(error.errors?.page ?? error.errors?.cursor);

export interface ListControllerOptions {
  /** 'offset': ?page and ?per_page (contract paginated); 'keyset': also ?cursor (contract keysetPaginated). */
  paging: 'offset' | 'keyset';
  /** The URL keys of the list's filters: changing one starts again from the first page; clearFilters removes them. */
  filters?: readonly string[];
  /** The URL key of the debounced search box ('search'). */
  searchKey?: string;
  /** Prefixes every key of this list (`modulos.page`), so that several lists on one screen keep their own state. */
  prefix?: string;
}

const NO_FILTERS: readonly string[] = [];

/**
 * The headless state of a list screen, kept in the URL (after react-admin's useListController): page, per_page,
 * cursor (keyset paging), the debounced search and the list's filters. Every change merges into the router's
 * newest URL (useListParams), so a debounced search applied late keeps a filter chosen meanwhile; a new search or
 * filter starts again from the first page; moves replace the history entry. `query` is what the list's API reads.
 */
export function useListController({
  paging,
  filters = NO_FILTERS,
  searchKey = 'search',
  prefix = '',
}: ListControllerOptions) {
  const [params, updateAll] = useListParams();
  const keyset = paging === 'keyset';
  const get = useCallback((name: string) => params.get(prefix + name), [params, prefix]);
  const update = useCallback(
    (changes: ParamChanges) =>
      updateAll(
        prefix ? Object.fromEntries(Object.entries(changes).map(([key, value]) => [prefix + key, value])) : changes,
      ),
    [updateAll, prefix],
  );
  const page = positiveParam(get('page'), 1);
  const perPage = Math.min(MAX_PER_PAGE, positiveParam(get('per_page'), PER_PAGE_OPTIONS[0]));
  const search = get(searchKey) ?? '';
  const cursor = keyset ? get('cursor') || undefined : undefined;
  const firstPage = useMemo((): ParamChanges => (keyset ? { page: null, cursor: null } : { page: null }), [keyset]);

  const refilter = useCallback((changes: ParamChanges) => update({ ...changes, ...firstPage }), [update, firstPage]);
  const setFilter = useCallback((name: string, value: string | null) => refilter({ [name]: value }), [refilter]);
  const clearFilters = useCallback(
    () => refilter({ [searchKey]: null, ...Object.fromEntries(filters.map((name) => [name, null])) }),
    [refilter, searchKey, filters],
  );
  const applySearch = useCallback(
    (value: string) => refilter({ [searchKey]: value.trim() || null }),
    [refilter, searchKey],
  );
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const move = useCallback(
    ({ page: target, cursor: targetCursor }: PageTarget) => {
      const changes: ParamChanges = { page: target > 1 ? String(target) : null };
      if (keyset) changes.cursor = targetCursor;
      update(changes);
    },
    [update, keyset],
  );
  const setPerPage = useCallback((value: number) => refilter({ per_page: String(value) }), [refilter]);
  const filtered = Boolean(search) || filters.some((name) => Boolean(get(name)));

  return {
    paging,
    params,
    get,
    update,
    page,
    perPage,
    cursor,
    search,
    searchText,
    setSearchText,
    refilter,
    setFilter,
    clearFilters,
    filtered,
    move,
    setPerPage,
    /** The paging and search as the list's API reads them. */
    query: { page, per_page: perPage, search: search || undefined, ...(keyset ? { cursor } : {}) },
  };
}

export type ListController = ReturnType<typeof useListController>;

/** What a list query answered, as far as the list's states need it (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A page of rows as both paginations answer it. */
export interface ListPage {
  data: readonly unknown[];
  last_page: number;
}

/**
 * The list's answer joined to its controller, and the fallback of a page that shows nothing: past the end of an
 * offset list (an old link, a filter, a deletion), the last page; an empty keyset page past the first, the first.
 */
export function useListResult<T extends ListPage>(list: ListController, query: ListQuery<T>) {
  const { data, isPlaceholderData } = query;
  const emptyPage = data !== undefined && data.data.length === 0;
  const { paging, page, cursor } = list;
  const lastPage = data?.last_page;
  const moveTo = useEffectEvent((target: number) => list.move({ page: target, cursor: null }));
  useEffect(() => {
    if (paging === 'offset' && lastPage !== undefined && page > Math.max(1, lastPage)) moveTo(lastPage);
    if (paging === 'keyset' && emptyPage && !isPlaceholderData && (page > 1 || cursor)) moveTo(1);
  }, [paging, lastPage, page, emptyPage, isPlaceholderData, cursor]);
  return { list, query, data, emptyPage, pagingRefused: isPagingRefused(query.error) };
}

export type ListResult<T extends ListPage> = ReturnType<typeof useListResult<T>>;
