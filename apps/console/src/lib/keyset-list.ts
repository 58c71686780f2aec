import { useCallback, useEffect } from 'react';
import { MAX_PER_PAGE } from '@console/contract';
import { ApiError } from './http.ts';
import { positiveParam, useDebouncedSearch, useListParams, type ParamChanges } from './search-params.ts';

/** The rows-per-page choices of a keyset list; the first is the default. */
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

/**
 * The URL state of a list paged by keyset cursors (contract keysetPaginated): page, per_page, cursor and the
 * debounced search, plus the list's own filters read with `get`. A new search or filter starts again from the
 * first page; moves replace the history entry. With a `prefix`, every key of this list is prefixed (`modulos.page`),
 * so that several lists on one screen (a record's child lists) keep their own state.
 */
export function useKeysetList(prefix = '') {
  const [params, updateAll] = useListParams();
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
  const search = get('search') ?? '';
  const cursor = get('cursor') || undefined;
  const refilter = useCallback((changes: ParamChanges) => update({ ...changes, page: null, cursor: null }), [update]);
  const applySearch = useCallback((value: string) => refilter({ search: value.trim() || null }), [refilter]);
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const move = useCallback(
    ({ page: target, cursor: targetCursor }: PageTarget) =>
      update({ page: target > 1 ? String(target) : null, cursor: targetCursor }),
    [update],
  );
  const setPerPage = useCallback((value: number) => refilter({ per_page: String(value) }), [refilter]);
  return { params, get, update, page, perPage, search, cursor, searchText, setSearchText, refilter, move, setPerPage };
}

/** A page number too deep to open without a cursor, or a cursor of another list (an old link): 422 on errors.page/cursor. */
export const isPagingRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Boolean(error.errors?.page ?? error.errors?.cursor);

/** A page emptied by deletions, or an old link past the end, falls back to the first page. */
export function useEmptyPageFallback(
  list: { page: number; cursor?: string; move: (target: PageTarget) => void },
  emptyPage: boolean,
  placeholder: boolean,
) {
  const { page, cursor, move } = list;
  useEffect(() => {
    if (emptyPage && !placeholder && (page > 1 || cursor)) move({ page: 1, cursor: null });
  }, [emptyPage, placeholder, page, cursor, move]);
}
