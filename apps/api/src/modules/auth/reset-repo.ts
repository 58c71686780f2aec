import { PLATFORM_CLIENT_ID } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import { passwordLinksRepo } from '../../platform/password-links-repo.ts';

/** Password reset by e-mail: the account an address names, and the new password. Its links are platform/password-links-repo.ts's. */
export function resetRepo(db: DbOrTx) {
  const liveAccount = (clientId: number, email: string) =>
    db
      .selectFrom('users as u')
      .innerJoin('clients as c', 'c.id', 'u.client_id')
      .select(['u.id', 'u.client_id', 'u.role', 'u.name', 'u.email', 'u.language', 'c.name as client_name', 'c.config'])
      .where('u.client_id', '=', clientId)
      .where('u.email', '=', email)
      .where('u.deleted_at', 'is', null)
      .where('u.status', '=', 'active')
      .executeTakeFirst();

  return {
    /** The account that signs in on this client's page with this e-mail: its own user, else a platform administrator. */
    async account(clientId: number, email: string) {
      const own = await liveAccount(clientId, email);
      if (own || clientId === PLATFORM_CLIENT_ID) return own;
      const operator = await liveAccount(PLATFORM_CLIENT_ID, email);
      return operator?.role === 'admin' ? operator : undefined;
    },

    /** The new password ends the user's other unused links and every session. */
    async setPassword(clientId: number, userId: number, passwordHash: string, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('client_id', '=', clientId)
        .where('id', '=', userId)
        .execute();
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await passwordLinksRepo(db).endUnused(clientId, userId, at);
    },
  };
}
