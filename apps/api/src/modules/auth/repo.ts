import { PLATFORM_CLIENT_ID, type RegistrationUnit } from '@console/contract';
import type { Db } from '../../db/handle.ts';
import type { GrantSet } from '../../platform/grants.ts';
import { insertAccount, type AccountInsert } from '../../platform/accounts-repo.ts';

export interface SignInRow {
  id: number;
  client_id: number;
  role: 'admin' | 'member';
  password_hash: string;
}

export function authRepo(db: Db) {
  const liveUserByEmail = (clientId: number, email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'client_id', 'role', 'password_hash'])
      .where('client_id', '=', clientId)
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .executeTakeFirst();

  return {
    async clientConfig(clientId: number): Promise<string | null> {
      const row = await db.selectFrom('clients').select('config').where('id', '=', clientId).executeTakeFirst();
      return row?.config ?? null;
    },

    /** Whether the client is active or suspended; undefined for an unknown client. */
    async clientStatus(clientId: number): Promise<'active' | 'suspended' | undefined> {
      return (await db.selectFrom('clients').select('status').where('id', '=', clientId).executeTakeFirst())?.status;
    },

    /** The account that may sign in on this client's page: its own user, else a platform administrator. */
    async signInCandidate(clientId: number, email: string): Promise<SignInRow | undefined> {
      const own = await liveUserByEmail(clientId, email);
      if (own || clientId === PLATFORM_CLIENT_ID) return own;
      const operator = await liveUserByEmail(PLATFORM_CLIENT_ID, email);
      return operator?.role === 'admin' ? operator : undefined;
    },

    /** The client's name, sign-in page and config, for the registration mails. */
    async client(
      clientId: number,
    ): Promise<{ name: string; login_url: string; config: string; status: 'active' | 'suspended' } | undefined> {
      return db
        .selectFrom('clients')
        .select(['name', 'login_url', 'config', 'status'])
        .where('id', '=', clientId)
        .executeTakeFirst();
    },

    /** The options of the client's active select field `key` (a gym's units), in their order; [] without one. */
    async selectOptions(clientId: number, key: string): Promise<RegistrationUnit[]> {
      const row = await db
        .selectFrom('user_form_fields')
        .select('options')
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .where('type', '=', 'select')
        .where('active', '=', 1)
        .executeTakeFirst();
      return row?.options ? (JSON.parse(row.options) as RegistrationUnit[]) : [];
    },

    /** Inside the caller's transaction: a value of the user's form field. */
    async setFieldValue(clientId: number, userId: number, key: string, value: unknown): Promise<void> {
      await db
        .insertInto('user_field_values')
        .values({ client_id: clientId, user_id: userId, field_key: key, value: JSON.stringify(value) })
        .execute();
    },

    /** The account (any status, not deleted) holding an e-mail in a client. */
    async accountByEmail(
      clientId: number,
      email: string,
    ): Promise<{ id: number; name: string; language: string } | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'language'])
        .where('client_id', '=', clientId)
        .where('email', '=', email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Stores a new token and drops the user's dead ones, so the table stays proportional to live sessions; the
     * sign-in goes to the log in the same transaction (its triggers keep the dashboard's rollups).
     */
    async insertToken(
      clientId: number,
      token: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
      from: { address: string; userAgent: string | null },
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('access_tokens')
          .where('user_id', '=', token.userId)
          .where((eb) => eb.or([eb('expires_at', '<=', token.createdAt), eb('revoked_at', 'is not', null)]))
          .execute();
        await trx
          .insertInto('access_tokens')
          .values({
            client_id: clientId,
            user_id: token.userId,
            token_hash: token.tokenHash,
            created_at: token.createdAt,
            expires_at: token.expiresAt,
            revoked_at: null,
          })
          .execute();
        await trx
          .insertInto('sign_ins')
          .values({
            client_id: clientId,
            user_id: token.userId,
            created_at: token.createdAt,
            address: from.address,
            user_agent: from.userAgent,
          })
          .execute();
      });
    },

    /** The user's language (SPEC.md §3), which the next sign-in applies. */
    async setLanguage(clientId: number, userId: number, language: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ language })
        .where('client_id', '=', clientId)
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async revokeToken(userId: number, tokenHash: string, at: string): Promise<void> {
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Inside the caller's transaction. */
    createMember: (clientId: number, member: Omit<AccountInsert, 'role'>, grants: GrantSet): Promise<number> =>
      insertAccount(db, clientId, { ...member, role: 'member' }, grants),
  };
}
