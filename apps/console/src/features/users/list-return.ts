import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Carried in the history state from the list to a form, so that leaving the form restores the list's URL state. */
export interface ListReturnState {
  listSearch: string;
}

export const listReturnState = (search: string): ListReturnState => ({ listSearch: search });

/** Back to /usuarios (or /webview/usuarios) with the page, search and filters the list had. */
export function useBackToList(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as Partial<ListReturnState> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return useCallback(() => navigate({ pathname: '..', search }), [navigate, search]);
}
