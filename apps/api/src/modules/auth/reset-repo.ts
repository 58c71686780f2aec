import { PLATFORM_CLIENT_ID } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';

/** Password reset by e-mail: its links live beside the welcome links (one-time, hashed, expiring). */
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

    /** Inside the caller's transaction. */
    async insertLink(
      clientId: number,
      link: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
    ): Promise<void> {
      await db
        .insertInto('password_setup_tokens')
        .values({
          client_id: clientId,
          user_id: link.userId,
          token_hash: link.tokenHash,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** A link by its token's hash, with its user's state (the caller judges). */
    linkByHash: (tokenHash: string) =>
      db
        .selectFrom('password_setup_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          't.id',
          't.user_id',
          't.client_id',
          't.expires_at',
          't.used_at',
          'u.email',
          'u.deleted_at',
          'u.status',
        ])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** Marks the link used only if it still is unused: of two racing uses, one wins. */
    async consume(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_setup_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
      await db
        .updateTable('password_setup_tokens')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
