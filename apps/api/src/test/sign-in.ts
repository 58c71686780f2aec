import type { FastifyInstance } from 'fastify';

/** The password the demo seed gives every demo user. */
export const DEMO_PASSWORD = 'demo1234';

export interface SignInOptions {
  /** Defaults to the demo password. */
  password?: string;
  /** The client whose page signs in; defaults to client 3 (Asta). */
  clientId?: number;
  /** Extra request headers (Accept-Language, User-Agent). */
  headers?: Record<string, string>;
}

/** POST /api/oauth/access_token as the console sends it: the answer as it came, whatever its status. */
export function signIn(
  app: Pick<FastifyInstance, 'inject'>,
  email: string,
  { password = DEMO_PASSWORD, clientId = 3, headers }: SignInOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/oauth/access_token?client_id=${clientId}`,
    ...(headers === undefined ? {} : { headers }),
    payload: { email, password },
  });
}

/** The bearer token of a sign-in that must succeed: anything but 200 fails the test with the answer's body. */
export async function tokenOf(
  app: Pick<FastifyInstance, 'inject'>,
  email: string,
  options: SignInOptions = {},
): Promise<string> {
  const res = await signIn(app, email, options);
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${email} on client ${options.clientId ?? 3} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}
