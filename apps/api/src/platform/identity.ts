import type { Grants, ResourceGrant } from '@console/contract';
import { toMillis } from '../db/dialects/index.ts';
import type { Db } from '../db/handle.ts';
import type { Role } from '../db/schema.ts';
import { grantRows, tokenWithUser } from './identity-repo.ts';

/** The signed-in user as every request sees it. */
export interface Principal {
  id: number;
  clientId: number;
  role: Role;
  name: string;
  email: string;
  language: string;
  picture: string | null;
  tokenHash: string;
}

/** What the access check needs of a live token: its user, the user's grants, and when the token expires. */
export interface Session {
  user: Principal;
  grants: Grants;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token's session when the token is live: not revoked, not expired, user neither deleted nor blocked. */
export async function sessionByToken(db: Db, tokenHash: string, now: number): Promise<Session | null> {
  const row = await tokenWithUser(db, tokenHash);
  if (!row || row.revoked_at !== null || row.deleted_at !== null || row.status !== 'active') return null;
  const expiresAt = toMillis(row.expires_at);
  if (expiresAt <= now) return null;
  const user: Principal = {
    id: row.id,
    clientId: row.client_id,
    role: row.role,
    name: row.name,
    email: row.email,
    language: row.language,
    picture: row.picture,
    tokenHash,
  };
  return { user, grants: await grantsOf(db, user.clientId, user.id), expiresAt };
}

const asGrants = (rows: { tag: string; enabled: number }[]): ResourceGrant[] =>
  rows.map((r) => ({ tag: r.tag, enabled: r.enabled === 1 }));

async function grantsOf(db: Db, clientId: number, userId: number): Promise<Grants> {
  const [resource, resourceSub] = await grantRows(db, clientId, userId);
  return { resource: asGrants(resource), resource_sub: asGrants(resourceSub) };
}
