import { randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, type ApiKeyScope } from '@console/contract';
import type { DbOrTx } from '../db/handle.ts';
import { insertKeyHash, keyOfHash, keyRow, stampLastUse } from './api-keys-repo.ts';
import { isoAt } from './clock.ts';
import { AppError } from './errors.ts';
import { bearerToken, hashToken } from './tokens.ts';

/**
 * API keys (issue 29): a `chaves-api` row's key is `ck_<prefix>_<secret>`, 32 random bytes like the platform's bearer
 * tokens, shown once when it is made; only its SHA-256 is stored (`api_key_hashes`). A request names it as
 * `Authorization: Bearer <key>` or `X-Api-Key: <key>`; the key must be active, unexpired and hold the route's scope.
 */

/** Makes a key for a new `chaves-api` row and stores its hash; answers the key, to be shown once. */
export async function issueApiKey(db: DbOrTx, clientId: number, keyId: number, prefix: string, at: number) {
  const key = `ck_${prefix}_${randomBytes(32).toString('base64url')}`;
  await insertKeyHash(db, clientId, keyId, hashToken(key), isoAt(at));
  return key;
}

/** The key a request carries, from `X-Api-Key` or an `Authorization: Bearer` header. */
export function requestKey(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  return bearerToken(typeof headers.authorization === 'string' ? headers.authorization : undefined);
}

const invalidKey = () => new AppError(401, 'apiKeyInvalid', {}, { 'www-authenticate': 'Bearer' });

/** How often a key's last use is written at most: a turnstile's every event need not write the key's row. */
const LAST_USE_EVERY_MS = 60_000;

export interface KeyHolder {
  clientId: number;
  keyId: number;
}

/**
 * The client and key a request acts as: 401 for no key, an unknown one (a well-formed key whose hash is not stored
 * included), one turned off (revoked) or past its expiry day; 403 for a key without `scope`. Records the last use.
 */
export async function authenticateKey(
  db: DbOrTx,
  key: string | null,
  scope: ApiKeyScope,
  now: number,
): Promise<KeyHolder> {
  if (!key || !API_KEY_PATTERN.test(key)) throw invalidKey();
  const owner = await keyOfHash(db, hashToken(key));
  const row = owner && (await keyRow(db, owner.client_id, owner.key_id));
  if (!owner || !row || !Number(row.ativa)) throw invalidKey();
  const today = isoAt(now).slice(0, 10);
  if (row.expira_em && String(row.expira_em).slice(0, 10) < today) throw invalidKey();
  const scopes = row.escopos ? (JSON.parse(row.escopos) as string[]) : [];
  if (!scopes.includes(scope)) throw new AppError(403, 'apiKeyScope', { scope });
  const last = row.ultimo_uso ? Date.parse(String(row.ultimo_uso)) : 0;
  if (!(now - last < LAST_USE_EVERY_MS)) await stampLastUse(db, owner.client_id, owner.key_id, isoAt(now));
  return { clientId: owner.client_id, keyId: owner.key_id };
}
