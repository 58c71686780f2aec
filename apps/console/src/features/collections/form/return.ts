import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Carried in the history state from the screen that opens a form: `returnTo` (a path with its query, e.g. the
 * parent record that listed this child) or `listSearch` (the list's page, sort, search and filters).
 */
export interface FormReturnState {
  returnTo?: string;
  listSearch?: string;
}

/** Back to where the form was opened from; without a word of it, to the collection's list (/:tag, also under /webview). */
export function useLeaveForm(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as FormReturnState | null;
  const returnTo = typeof state?.returnTo === 'string' && state.returnTo.startsWith('/') ? state.returnTo : null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return useCallback(() => {
    if (returnTo) navigate(returnTo);
    else navigate({ pathname: '..', search }, { relative: 'path' });
  }, [navigate, returnTo, search]);
}
