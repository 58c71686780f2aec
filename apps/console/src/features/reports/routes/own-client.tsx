import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { PLATFORM_CLIENT_ID } from '@console/contract';
import { useSession } from '../../../lib/session.ts';

/**
 * A client's reports are its own: only the platform operator opens another client's. Anyone else who opens another
 * client's address (/relatorios/8 as Asta's administrator) is sent to their own client's, so a page never carries
 * one client's name over another's figures (issue 27).
 */
export function useOwnClientRedirect(clientId: string, rest = ''): ReactElement | null {
  const { user } = useSession();
  if (!user || user.client_id === PLATFORM_CLIENT_ID || String(user.client_id) === clientId) return null;
  return <Navigate to={`/relatorios/${user.client_id}${rest}`} replace />;
}
