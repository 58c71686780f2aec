import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { FORBIDDEN_ROUTE, LOGOUT_ROUTE, isAllowed, moduleByTag, type AuthenticatedUser } from '@console/contract';
import { loadSessionUser } from '../features/auth/api/session-user.ts';
import { verifyClient } from '../features/auth/api/verify-client.ts';
import { ApiError } from '../lib/http.ts';
import { clearSession, getClientId, getToken, getUser } from '../lib/session.ts';

let pendingUser: Promise<AuthenticatedUser | null> | null = null;

/** The stored user, loading it once when only the token is stored (parallel loaders share the call). */
async function ensureUser(): Promise<AuthenticatedUser | null> {
  const stored = getUser();
  if (stored || !getToken()) return stored;
  pendingUser ??= loadSessionUser()
    .then((me) => me?.data ?? null)
    .catch(() => null)
    .finally(() => {
      pendingUser = null;
    });
  return pendingUser;
}

/** SPEC.md §4 root guard: the user must be authenticated, otherwise /auth. */
export async function rootGuard(): Promise<null> {
  if (!getToken()) throw redirect(LOGOUT_ROUTE);
  if (!(await ensureUser())) {
    clearSession();
    throw redirect(LOGOUT_ROUTE);
  }
  return null;
}

/** SPEC.md §4 client guard: the server verifies the stored client; refusal leads to the 403 page. */
export async function clientGuard(): Promise<null> {
  if (!getToken()) return null;
  const clientId = getClientId();
  if (clientId === null) throw redirect(FORBIDDEN_ROUTE);
  let verified = false;
  try {
    verified = await verifyClient(clientId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      throw redirect(LOGOUT_ROUTE);
    }
  }
  if (!verified) throw redirect(FORBIDDEN_ROUTE);
  return null;
}

/** A module route: allowed by the resource-tag rule (SPEC.md §6), otherwise the 403 page. */
export const requireModule = (tag: string) => async (): Promise<null> => {
  if (!getToken()) return null;
  if (!isAllowed(await ensureUser(), tag)) throw redirect(FORBIDDEN_ROUTE);
  return null;
};

/** A platform page (client 16 only, e.g. the outbox): the server refuses the others anyway; say so early. */
export const requireUser = (allowed: (user: AuthenticatedUser | null) => boolean) => async (): Promise<null> => {
  if (!getToken()) return null;
  if (!allowed(await ensureUser())) throw redirect(FORBIDDEN_ROUTE);
  return null;
};

/** /:tag: an unknown tag is a 404, a known one needs its permission. */
export async function moduleRouteGuard({ params }: LoaderFunctionArgs): Promise<null> {
  if (!getToken()) return null;
  const module = params.tag ? moduleByTag(params.tag) : undefined;
  if (!module) throw data(null, { status: 404 });
  return requireModule(module.tag)();
}

/**
 * The session guards run again when the path changes, not when only the query string does: list screens keep
 * their page, cursor and search there, and paging must not ask the server to verify the client each time.
 */
export const unlessQueryOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
