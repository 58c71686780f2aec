import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_DELAY_MS } from '@console/contract';

/** A positive integer URL parameter, or the fallback when it is absent or malformed. */
export const positiveParam = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export type ParamChanges = Record<string, string | null>;

/** The changes applied over a query string; null or '' removes a key. */
function applyChanges(search: string, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The query string a change of the list at `pathname` builds on, read when the change is made (not when the list last
 * rendered): a navigation under way to the same list (an earlier change whose loaders still run) is the newest state;
 * one under way elsewhere (a click on "Novo usuário"), or a list already left, answers null: the change is dropped, so
 * a late debounced search or filter never pulls the user back.
 */
function latestSearch(
  pathname: string,
  state: {
    location: { pathname: string; search: string };
    navigation: { location?: { pathname: string; search: string } };
  },
): string | null {
  const pending = state.navigation.location;
  if (pending) return pending.pathname === pathname ? pending.search : null;
  return state.location.pathname === pathname ? state.location.search : null;
}

/**
 * The URL search params of a list screen and a way to change some of them at once; null or '' removes a key.
 * Changes replace the history entry, so paging and typing do not fill the back button. Each change merges into the
 * router's latest URL at the moment it is made (latestSearch), so that two changes in quick succession (a range
 * filter's two bounds) both hold and a debounced one made after leaving the list is dropped.
 */
export function useListParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = location;
  const update = useCallback(
    (changes: ParamChanges) => {
      // Outside a data router (unit tests) the last rendered URL stands for the latest.
      const state = router?.state ?? { location, navigation: {} };
      const base = latestSearch(pathname, state);
      if (base === null) return;
      const next = applyChanges(base, changes).toString();
      if (`?${next}` === base || (next === '' && base === '')) return;
      void navigate({ pathname, search: next ? `?${next}` : '' }, { replace: true });
    },
    [router, location, pathname, navigate],
  );
  return [params, update];
}

/**
 * The search box's text, applied (e.g. to the URL) SEARCH_DELAY_MS after typing stops. Leaving the screen (another
 * path) cancels a pending one: the text falls back to what is applied.
 */
export function useDebouncedSearch(applied: string, apply: (value: string) => void) {
  const [text, setText] = useState(applied);
  const { pathname } = useLocation();
  const [place, setPlace] = useState(pathname);
  if (place !== pathname) {
    setPlace(pathname);
    setText(applied);
  }
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return [text, setText] as const;
}
