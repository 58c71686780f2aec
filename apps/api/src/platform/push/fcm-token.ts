import { createSign } from 'node:crypto';
import type { ServiceAccount } from '../../config-push.ts';

/**
 * FCM's OAuth2 access token from a service account (RFC 7523, Google's "server to server" flow): a JWT signed with
 * the account's RSA key (RS256) is exchanged at the account's token URI for a bearer token, kept until a minute
 * before it expires. The JWT is made with Node's crypto (`createSign('RSA-SHA256')`): no JWT library is a dependency,
 * and this one fixed shape (docs/architecture.md, hand-made pieces) needs none.
 */

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** The JWT's lifetime: Google accepts at most an hour. */
const ASSERTION_SECONDS = 3600;
/** A token is renewed this long before its expiry. */
const MARGIN_MS = 60_000;

/** A failure of the exchange: `retry` when the token service may answer later (429, 5xx, the network). */
export class TokenError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed assertion the token URI exchanges. */
function assertionOf(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: 'RS256', typ: 'JWT', ...(account.privateKeyId ? { kid: account.privateKeyId } : {}) };
  const claims = {
    iss: account.clientEmail,
    sub: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_SECONDS,
  };
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

interface TokenSourceOptions {
  account: ServiceAccount;
  timeoutMs: number;
  fetcher: typeof fetch;
  clock?: () => number;
}

export interface TokenSource {
  /** A valid access token: the kept one, or a new exchange (one at a time, shared by concurrent callers). */
  get(signal?: AbortSignal): Promise<string>;
  /** Forgets the kept token (FCM answered 401 with it). */
  forget(): void;
}

export function tokenSource({ account, timeoutMs, fetcher, clock = Date.now }: TokenSourceOptions): TokenSource {
  let kept: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function exchange(signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetcher(account.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: assertionOf(account, clock()),
        }).toString(),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (failure) {
      const cause = (failure as Error).cause as Error | undefined;
      throw new TokenError(`token exchange: ${cause?.message ?? (failure as Error).message}`, true);
    }
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
    };
    if (!response.ok || typeof body.access_token !== 'string') {
      const retry = response.status === 429 || response.status >= 500;
      throw new TokenError(`token exchange: HTTP ${response.status} ${body.error ?? ''}`.trim(), retry);
    }
    const seconds = Number(body.expires_in) > 0 ? Number(body.expires_in) : 3600;
    kept = { token: body.access_token, until: clock() + seconds * 1000 - MARGIN_MS };
    return body.access_token;
  }

  return {
    async get(signal) {
      if (kept && clock() < kept.until) return kept.token;
      pending ??= exchange(signal).finally(() => (pending = null));
      return pending;
    },
    forget() {
      kept = null;
    },
  };
}
