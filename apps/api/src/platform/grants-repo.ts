import type { DbOrTx } from '../db/handle.ts';
import type { GrantSet } from './grants.ts';

/** Enables the given tags for a user of a client. */
export async function insertGrants(db: DbOrTx, clientId: number, userId: number, set: GrantSet): Promise<void> {
  if (set.resources.length) {
    await db
      .insertInto('user_permissions')
      .values(set.resources.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1, platform: null })))
      .execute();
  }
  if (set.subResources.length) {
    await db
      .insertInto('user_permission_subs')
      .values(set.subResources.map((tag) => ({ client_id: clientId, user_id: userId, tag, enabled: 1 })))
      .execute();
  }
}
