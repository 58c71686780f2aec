import { getClientId, getToken } from './session.ts';
import { i18n } from './i18n.ts';
import { trackLoading } from './loading.ts';

/** A failed call: `message` is the API's own (Portuguese) message, ready to show. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Sent even while its token is being revoked (the revocation itself). */
  signingOut?: boolean;
}

/** The token being revoked: calls that would carry it (or, for a moment once cleared, no token) are not sent. */
let revoking: string | null = null;
let revokedAt = 0;
/** How long after a sign-out a call without a token is still one of the leaving pages'. */
const LEAVING_MS = 10_000;

/**
 * Signing out: from now on no call carries `token` or goes out without one, but the revocation (`signingOut`). The
 * pages still on screen may read again before they go, and would only be refused (401). A new sign-in ends it.
 */
export function holdCallsOf(token: string | null): void {
  revoking = token;
  revokedAt = Date.now();
}

/** A call of a page leaving because the session ends: answered here, never sent. */
const heldBack = (auth: boolean, signingOut: boolean): boolean => {
  if (!auth || signingOut || revoking === null) return false;
  const token = getToken();
  return token === revoking || (token === null && Date.now() - revokedAt < LEAVING_MS);
};

/** Told the path of a call made with the stored token that the server refused. */
export type RefusalListener = (path: string) => void;

const refusalListeners: Record<401 | 403, Set<RefusalListener>> = { 401: new Set(), 403: new Set() };

const listen = (status: 401 | 403, listener: RefusalListener) => {
  refusalListeners[status].add(listener);
  return () => {
    refusalListeners[status].delete(listener);
  };
};

/** Called when a call made with the stored token answers 401 (expired or revoked token). */
export const onUnauthorized = (listener: RefusalListener): (() => void) => listen(401, listener);

/** Called when a call made with the stored token answers 403: the user's grants may have changed since sign-in. */
export const onForbidden = (listener: RefusalListener): (() => void) => listen(403, listener);

/** Tells the 401 or 403 listeners that the server refused the stored token at `path` (a call, or the live channel). */
export function reportRefusal(status: 401 | 403, path: string): void {
  for (const listener of refusalListeners[status]) listener(path);
}

/** SPEC.md §7: `client_id` of the session is appended to every request; explicit query values win. */
export function buildUrl(path: string, query: Query = {}): string {
  const [base, existing = ''] = path.split('?');
  const params = new URLSearchParams(existing);
  const clientId = getClientId();
  if (clientId !== null && !params.has('client_id')) params.set('client_id', String(clientId));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function buildHeaders(body: unknown, auth: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('Accept-Language', i18n.language || 'pt-br');
  return headers;
}

/** Parses a response text: JSON when it is JSON, else the text itself (null when empty). */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The ApiError of a failed response (the API's own message and field errors), telling the
 * 401 and 403 listeners when the call (to `path`) carried the stored token.
 */
export function failure(status: number, payload: unknown, sentToken: boolean, path = ''): ApiError {
  if ((status === 401 || status === 403) && sentToken) reportRefusal(status, path);
  const envelope = (payload && typeof payload === 'object' ? payload : {}) as {
    message?: unknown;
    errors?: Record<string, string[]>;
  };
  const message =
    typeof envelope.message === 'string' && envelope.message ? envelope.message : i18n.t('errors.unexpected');
  return new ApiError(message, status, envelope.errors);
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, auth = true, signingOut = false } = options;
  const sentToken = auth && getToken() !== null;
  if (heldBack(auth, signingOut)) return Promise.reject(new ApiError(i18n.t('errors.network'), 0));
  return trackLoading(async () => {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, query), {
        method,
        headers: buildHeaders(body, auth),
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(i18n.t('errors.network'), 0);
    }
    const payload = await readBody(response);
    if (!response.ok) throw failure(response.status, payload, sentToken, path);
    return payload as T;
  });
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for any thrown value. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : error instanceof Error && error.message
      ? error.message
      : i18n.t('errors.unexpected');

/** The message to show for a refused action: the first field message of a 422 (e.g. 'you cannot delete yourself'), else the error's own. */
export function errorDetail(error: unknown): string {
  const first = error instanceof ApiError && error.errors ? Object.values(error.errors).flat()[0] : undefined;
  return first ?? errorMessage(error);
}
