/** The API as a client of the fault suite sees it: a signed-in administrator's requests to one instance. */
export interface Session {
  readonly base: string;
  readonly token: string;
  readonly clientId: number;
  /** fetch with the bearer token, and client_id added to the query. */
  request(method: string, path: string, body?: unknown, init?: RequestInit): Promise<Response>;
}

export const DEMO_ADMIN = { email: 'admin@asta.demo', password: 'demo1234', clientId: 3 };

/** Signs in through POST /api/oauth/access_token; the same token then works on every instance of one database. */
export async function signIn(base: string, { email, password, clientId } = DEMO_ADMIN): Promise<Session> {
  const res = await fetch(`${base}/api/oauth/access_token?client_id=${clientId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return on(base, body.token, clientId);
}

/** The same session's token on another instance (or the same one after a restart). */
export function on(base: string, token: string, clientId: number): Session {
  return {
    base,
    token,
    clientId,
    request(method, path, body, init = {}) {
      const url = new URL(path, base);
      if (!url.searchParams.has('client_id')) url.searchParams.set('client_id', String(clientId));
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        ...(init.headers as Record<string, string>),
      };
      const json = body !== undefined && !(body instanceof FormData);
      if (json) headers['content-type'] = 'application/json';
      return fetch(url, {
        ...init,
        method,
        headers,
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
    },
  };
}
