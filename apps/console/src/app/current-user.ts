import type { AuthenticatedUser } from '@console/contract';
import { AUTHENTICATED_USER_PATH, loadSessionUser } from '../features/auth/api/session-user.ts';
import { ApiError } from '../lib/http.ts';
import { clearSession, getToken, getUser } from '../lib/session.ts';

/**
 * The signed-in user and grants (SPEC.md §6) are stored at sign-in, but an administrator may change them at any
 * time: the console reads them again from the server on each change of path and after any 403, so the menu and
 * the route guards follow on the next navigation, without a new sign-in.
 */

let pending: Promise<AuthenticatedUser | null> | null = null;
/** The path whose navigation last read the user from the server. */
let readForPath: string | null = null;

/**
 * Reads the user from the server again and stores it (parallel callers share the call). A refused token (401)
 * ends the session (null); any other failure keeps the stored user, if any.
 */
function refreshUser(): Promise<AuthenticatedUser | null> {
  pending ??= loadSessionUser()
    .then((me) => me?.data ?? getUser())
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return null;
      }
      return getUser();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The user for a navigation to `pathname`: read from the server when the path differs from the last one read
 * for (a change of the query string alone does not), or when none is stored; else the stored one. The loaders of
 * one navigation share the read, whichever runs first.
 */
export async function currentUser(pathname?: string): Promise<AuthenticatedUser | null> {
  if (!getToken()) return getUser();
  const stored = getUser();
  if (stored && (pathname === undefined || pathname === readForPath)) return pending ?? stored;
  if (pathname !== undefined) readForPath = pathname;
  return refreshUser();
}

/** A 403 of any call (but the user read itself) may mean the grants changed: read them again. */
export function refreshOnForbidden(path: string): void {
  if (path !== AUTHENTICATED_USER_PATH) void refreshUser();
}
