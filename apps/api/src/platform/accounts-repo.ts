import type { DbOrTx } from '../db/handle.ts';
import { userKeys } from '../db/search-keys.ts';
import type { GrantSet } from './grants.ts';
import { insertGrants } from './grants-repo.ts';

/** A new active account of a client, without a picture, group or regional (sign-up, a new client's administrator). */
export interface AccountInsert {
  name: string;
  email: string;
  passwordHash: string;
  language: string;
  role: 'admin' | 'member';
  createdAt: string;
}

/** Inside the caller's transaction: the account and its grants; answers its id. */
export async function insertAccount(
  db: DbOrTx,
  clientId: number,
  account: AccountInsert,
  grants: GrantSet,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      client_id: clientId,
      name: account.name,
      ...userKeys(account.name),
      email: account.email,
      password_hash: account.passwordHash,
      language: account.language,
      picture: null,
      role: account.role,
      group_id: null,
      regional_id: null,
      status: 'active',
      created_at: account.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertGrants(db, clientId, id, grants);
  return id;
}
