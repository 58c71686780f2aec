import { useMutation } from '@tanstack/react-query';
import type { AccessTokenBody, AccessTokenResponse } from '@console/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { http } from '../../../lib/http.ts';
import { clearSession, setClientId, setToken } from '../../../lib/session.ts';
import { loadSessionUser } from './session-user.ts';

/**
 * SPEC.md §4 login: POST access_token for the login page's client, store token and client,
 * load the user. Resolves false (session cleared) when the user load fails; rejects with the
 * API's message when the credentials are refused.
 */
async function login(clientId: number, credentials: AccessTokenBody): Promise<boolean> {
  const grant = await http.post<AccessTokenResponse>('/api/oauth/access_token', credentials, {
    query: { client_id: clientId },
    auth: false,
  });
  setToken(grant.token);
  setClientId(clientId);
  try {
    const me = await loadSessionUser();
    if (!me) {
      clearSession();
      return false;
    }
    await changeLanguage(me.data.language);
    return true;
  } catch {
    clearSession();
    return false;
  }
}

export const useLogin = (clientId: number) =>
  useMutation({ mutationFn: (credentials: AccessTokenBody) => login(clientId, credentials) });
