import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { userKey, whoKey } from './keys.ts';

/**
 * After a write about a user: what others derive from it (the who-lists, the user's inspections and audit trail)
 * is read again; the written query itself takes the server's answer.
 */
export function useRefreshDerived(userId: number) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: whoKey(clientId) });
    for (const part of ['inspect', 'audit'])
      void queryClient.invalidateQueries({ queryKey: [...userKey(clientId, userId), part] });
  }, [queryClient, clientId, userId]);
}
