import type { DbOrTx } from '../db/handle.ts';

/** A new account's one-time set-password link (only the hash of its token is kept). */
export async function insertSetupToken(
  db: DbOrTx,
  clientId: number,
  token: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_setup_tokens')
    .values({
      client_id: clientId,
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** What the welcome mail shows of its client: name, colours and the settings holding its own texts. */
export const welcomeClient = (db: DbOrTx, clientId: number) =>
  db.selectFrom('clients').select(['name', 'config', 'settings']).where('id', '=', clientId).executeTakeFirst();
