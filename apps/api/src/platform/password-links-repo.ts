import type { DbOrTx } from '../db/handle.ts';

/**
 * One-time password links, in one place for the welcome mail's set-password link (users) and the password reset's link
 * (auth): both live in password_setup_tokens, expire, are used once, and only their token's hash is kept.
 */
export function passwordLinksRepo(db: DbOrTx) {
  return {
    /** Inside the caller's transaction (the account's creation, or the reset mail's). */
    async insert(
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

    /**
     * A link by its token's hash, with its user's state (the caller judges). The public link is not tied to a
     * request's client: the hash finds it, and it names its own client.
     */
    byHash: (tokenHash: string) =>
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
    async consume(clientId: number, id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('password_setup_tokens')
        .set({ used_at: at })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends the user's unused links: a new password or a deleted account leaves none of them usable. */
    async endUnused(clientId: number, userId: number, at: string): Promise<void> {
      await db
        .updateTable('password_setup_tokens')
        .set({ used_at: at })
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
