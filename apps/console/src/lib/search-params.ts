import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DELAY_MS } from '@console/contract';

/** A positive integer URL parameter, or the fallback when it is absent or malformed. */
export const positiveParam = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export type ParamChanges = Record<string, string | null>;

/**
 * The URL search params of a list screen and a way to change some of them at once; null or '' removes a key.
 * Changes replace the history entry, so paging and typing do not fill the back button.
 */
export function useListParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}

/** The search box's text, applied (e.g. to the URL) SEARCH_DELAY_MS after typing stops. */
export function useDebouncedSearch(applied: string, apply: (value: string) => void) {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return [text, setText] as const;
}

/**
 * A page past the end of a page-numbered list (an old link, or after a filter or a deletion) moves to the last one;
 * the numbers decide, `update` is read when the effect runs.
 */
export function useLastPageFallback(
  page: number,
  lastPage: number | undefined,
  update: (changes: ParamChanges) => void,
): void {
  const moveTo = useEffectEvent((last: number) => update({ page: last > 1 ? String(last) : null }));
  useEffect(() => {
    if (lastPage !== undefined && page > Math.max(1, lastPage)) moveTo(lastPage);
  }, [lastPage, page]);
}
