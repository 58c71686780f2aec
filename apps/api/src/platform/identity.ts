import type { Kysely } from 'kysely';
import type { Grants, ResourceGrant } from '@console/contract';
import type { DB, Role } from '../db/schema.ts';
import { toMillis } from '../db/dialects/index.ts';

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
export async function sessionByToken(db: Kysely<DB>, tokenHash: string, now: number): Promise<Session | null> {
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.client_id', 'u.role', 'u.name', 'u.email', 'u.language', 'u.picture', 'u.status', 'u.deleted_at', 't.expires_at', 't.revoked_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

const asGrants = (rows: { tag: string; enabled: number }[]): ResourceGrant[] => rows.map((r) => ({ tag: r.tag, enabled: r.enabled === 1 }));

async function grantsOf(db: Kysely<DB>, clientId: number, userId: number): Promise<Grants> {
  const [resource, resourceSub] = await Promise.all([
    db.selectFrom('user_permissions').select(['tag', 'enabled']).where('client_id', '=', clientId).where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('user_permission_subs').select(['tag', 'enabled']).where('client_id', '=', clientId).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { resource: asGrants(resource), resource_sub: asGrants(resourceSub) };
}

export async function clientExists(db: Kysely<DB>, clientId: number): Promise<boolean> {
  return (await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst()) !== undefined;
}
