import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { FORBIDDEN_ROUTE, LOGOUT_ROUTE, isAllowed, moduleByTag, type AuthenticatedUser } from '@console/contract';
import { verifyClient } from '../features/auth/api/verify-client.ts';
import { ApiError } from '../lib/http.ts';
import { clearSession, getClientId, getToken, setClientId } from '../lib/session.ts';
import { currentUser } from './current-user.ts';

const pathOf = (request: Request): string => new URL(request.url).pathname;

/** SPEC.md §4 root guard: the user must be authenticated, otherwise /auth. Reads the grants again on each new path. */
export async function rootGuard({ request }: LoaderFunctionArgs): Promise<null> {
  if (!getToken()) throw redirect(LOGOUT_ROUTE);
  if (!(await currentUser(pathOf(request)))) {
    clearSession();
    throw redirect(LOGOUT_ROUTE);
  }
  return null;
}

/** A signed-in address's ?client_id=: the client the platform operator acts for (app/acting-client.ts). */
const clientOfUrl = (request?: Request): number | null => {
  const raw = request ? new URL(request.url).searchParams.get('client_id') : null;
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * SPEC.md §4 client guard: the server verifies the stored client; refusal leads to the 403 page. An address naming
 * another client (?client_id=) asks to act for it: once the server agrees (the platform operator), it becomes the
 * session's client, which every call then carries.
 */
export async function clientGuard(args?: LoaderFunctionArgs): Promise<null> {
  if (!getToken()) return null;
  const asked = clientOfUrl(args?.request);
  const clientId = asked ?? getClientId();
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
  if (clientId !== getClientId()) setClientId(clientId);
  return null;
}

/**
 * The 403 page's frame: inside the shell for a signed-in user of a verified client (a page they may not open,
 * with the menu still there), a page of its own with the way back to the login otherwise.
 */
export async function forbiddenGuard({ request }: LoaderFunctionArgs): Promise<{ signedIn: boolean }> {
  const clientId = getClientId();
  if (!getToken() || clientId === null || !(await currentUser(pathOf(request)))) return { signedIn: false };
  try {
    return { signedIn: await verifyClient(clientId) };
  } catch {
    return { signedIn: false };
  }
}

/** A module route: allowed by the resource-tag rule (SPEC.md §6), otherwise the 403 page. */
export const requireModule =
  (tag: string) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (!getToken()) return null;
    if (!isAllowed(await currentUser(pathOf(request)), tag)) throw redirect(FORBIDDEN_ROUTE);
    return null;
  };

/** A platform page (client 16 only, e.g. the outbox): the server refuses the others anyway; say so early. */
export const requireUser =
  (allowed: (user: AuthenticatedUser | null) => boolean) =>
  async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (!getToken()) return null;
    if (!allowed(await currentUser(pathOf(request)))) throw redirect(FORBIDDEN_ROUTE);
    return null;
  };

/** /:tag: an unknown tag is a 404, a known one needs its permission. */
export async function moduleRouteGuard(args: LoaderFunctionArgs): Promise<null> {
  if (!getToken()) return null;
  const module = args.params.tag ? moduleByTag(args.params.tag) : undefined;
  if (!module) throw data(null, { status: 404 });
  return requireModule(module.tag)(args);
}

/**
 * The session guards run again when the path changes, not when only the query string does: list screens keep
 * their page, cursor and search there, and paging must not ask the server to verify the client each time.
 */
export const unlessQueryOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/**
 * The root guard runs again on every change of path, so that the grants are read again (currentUser); like the
 * others, not when only the query string changes.
 */
export const onPathChange: ShouldRevalidateFunction = (args) =>
  args.currentUrl.pathname !== args.nextUrl.pathname ? true : unlessQueryOnly(args);
