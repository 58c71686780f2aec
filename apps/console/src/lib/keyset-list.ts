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
 * debounced search, plus the list's own filters read from `params`. A new search or filter starts again from the
 * first page; moves replace the history entry.
 */
export function useKeysetList() {
  const [params, update] = useListParams();
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(MAX_PER_PAGE, positiveParam(params.get('per_page'), PER_PAGE_OPTIONS[0]));
  const search = params.get('search') ?? '';
  const cursor = params.get('cursor') || undefined;
  const refilter = useCallback((changes: ParamChanges) => update({ ...changes, page: null, cursor: null }), [update]);
  const applySearch = useCallback((value: string) => refilter({ search: value.trim() || null }), [refilter]);
  const [searchText, setSearchText] = useDebouncedSearch(search, applySearch);
  const move = useCallback(
    ({ page: target, cursor: targetCursor }: PageTarget) => update({ page: target > 1 ? String(target) : null, cursor: targetCursor }),
    [update],
  );
  const setPerPage = useCallback((value: number) => refilter({ per_page: String(value) }), [refilter]);
  return { params, page, perPage, search, cursor, searchText, setSearchText, refilter, move, setPerPage };
}

/** A page number too deep to open without a cursor, or a cursor of another list (an old link): 422 on errors.page/cursor. */
export const isPagingRefused = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 422 && Boolean(error.errors?.page ?? error.errors?.cursor);

/** A page emptied by deletions, or an old link past the end, falls back to the first page. */
export function useEmptyPageFallback(list: { page: number; cursor?: string; move: (target: PageTarget) => void }, emptyPage: boolean, placeholder: boolean) {
  const { page, cursor, move } = list;
  useEffect(() => {
    if (emptyPage && !placeholder && (page > 1 || cursor)) move({ page: 1, cursor: null });
  }, [emptyPage, placeholder, page, cursor, move]);
}
