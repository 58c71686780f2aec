import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_CLIENT_ID, isAllowed, type AuthenticatedUser } from '@console/contract';
import { setClientId, useSession } from '../lib/session.ts';

/**
 * DESIGN.md: the platform operator may act for any client. The client acted for is the session's client id (every
 * call carries it as ?client_id=, SPEC.md §7), kept in sessionStorage; a signed-in address's ?client_id= chooses it
 * too (clientGuard). Platform administrators are the users of client 16 with user administration.
 */
export const mayActForClients = (user: AuthenticatedUser | null): boolean =>
  user?.client_id === PLATFORM_CLIENT_ID && isAllowed(user, 'usuarios');

/** The client the operator acts for when it is another than their own; null otherwise. */
export function useActingFor(): number | null {
  const { user, clientId } = useSession();
  return user && clientId !== null && clientId !== user.client_id && mayActForClients(user) ? clientId : null;
}

/** Acts for `clientId`: the session's client changes, every query is read again for it, and the home page opens. */
export function useActFor(): (clientId: number) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (clientId: number) => {
      await queryClient.cancelQueries();
      setClientId(clientId);
      await navigate('/');
      await queryClient.resetQueries();
    },
    [navigate, queryClient],
  );
}
