import { authenticatedResponse, type AuthenticatedResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { setUser } from '../../../lib/session.ts';

export const AUTHENTICATED_USER_PATH = '/api/v2/client/user/authenticated';

/** GET /api/v2/client/user/authenticated: the signed-in user, its grants and picture. */
async function fetchAuthenticatedUser(): Promise<AuthenticatedResponse | null> {
  const body = await http.get<{ success?: boolean }>(AUTHENTICATED_USER_PATH);
  if (!body || body.success !== true) return null;
  const parsed = authenticatedResponse.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Loads and stores the user; false when the call reports failure. */
export async function loadSessionUser(): Promise<AuthenticatedResponse | null> {
  const me = await fetchAuthenticatedUser();
  if (me) setUser(me.data, me.picture);
  return me;
}
