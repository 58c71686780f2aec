import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { clientById, LOGOUT_ROUTE } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { clearSession, getClientId, getLanguage } from '../../../lib/session.ts';

/** POST /api/oauth/revoke, then clear everything stored whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await http.post('/api/oauth/revoke');
  } finally {
    clearSession();
  }
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const clientId = getClientId();
    await logout().catch(() => undefined);
    queryClient.clear();
    await applyLanguage(getLanguage());
    // The chooser lists the fixed clients of SPEC.md §2; one created at run time is named for it to offer as well.
    navigate(clientId !== null && !clientById(clientId) ? `${LOGOUT_ROUTE}?client_id=${clientId}` : LOGOUT_ROUTE, {
      replace: true,
    });
  }, [navigate, queryClient]);
}
