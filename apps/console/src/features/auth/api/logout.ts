import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clientById, LOGOUT_ROUTE } from '@console/contract';
import { holdCallsOf, http } from '../../../lib/http.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { clearSession, getClientId, getLanguage, getToken } from '../../../lib/session.ts';

/** POST /api/oauth/revoke, then clear everything stored whatever the answer. */
async function logout(): Promise<void> {
  // Nothing else goes out with the token from here on (lib/http): a page still on screen reading again would be refused.
  holdCallsOf(getToken());
  try {
    await http.post('/api/oauth/revoke', undefined, { signingOut: true });
  } finally {
    clearSession();
  }
}

/**
 * Signing out leaves the signed-in pages first: their queries are cancelled and the shell unmounts (its sockets
 * close) before the token is revoked, so nothing asks again with the revoked token (the revocation itself tells the
 * user's sockets their access changed, which made the open pages read again and answered 401).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const clientId = getClientId();
    holdCallsOf(getToken());
    await queryClient.cancelQueries();
    // The chooser lists the fixed clients of SPEC.md §2; one created at run time is named for it to offer as well.
    await navigate(
      clientId !== null && !clientById(clientId) ? `${LOGOUT_ROUTE}?client_id=${clientId}` : LOGOUT_ROUTE,
      { replace: true },
    );
    queryClient.clear();
    await logout().catch(() => undefined);
    await applyLanguage(getLanguage());
  }, [navigate, queryClient]);
}
