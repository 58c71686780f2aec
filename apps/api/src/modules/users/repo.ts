import type { Selectable } from 'kysely';
import type { CustomFieldValue } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { NewUser, UsersTable } from '../../db/schema.ts';
import { passwordLinksRepo } from '../../platform/password-links-repo.ts';
import { linkName, USER_LINKS } from '../../platform/user-links-repo.ts';

/** A user with the names of its unit and job role (links.ts). */
export type UserRow = Selectable<UsersTable> & { unidade_name: string | null; cargo_name: string | null };

export type UserPatch = Partial<Omit<NewUser, 'created_at'>>;

export function usersRepo(db: DbOrTx) {
  return {
    byId: (clientId: number, id: number): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .select([
          linkName(USER_LINKS[0], 'users').as('unidade_name'),
          linkName(USER_LINKS[1], 'users').as('cargo_name'),
        ])
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** The client's user (not removed) with this e-mail. */
    byEmail: (clientId: number, email: string): Promise<Selectable<UsersTable> | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('email', '=', email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    async fieldValues(clientId: number, userId: number): Promise<Record<string, CustomFieldValue>> {
      const rows = await db
        .selectFrom('user_field_values')
        .select(['field_key', 'value'])
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .orderBy('field_key')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.field_key, JSON.parse(r.value) as CustomFieldValue]));
    },

    /** Sets the given values; null removes one. */
    async setFieldValues(clientId: number, userId: number, values: Record<string, CustomFieldValue>): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await db
          .deleteFrom('user_field_values')
          .where('client_id', '=', clientId)
          .where('user_id', '=', userId)
          .where('field_key', '=', key)
          .execute();
        if (value !== null)
          await db
            .insertInto('user_field_values')
            .values({ client_id: clientId, user_id: userId, field_key: key, value: JSON.stringify(value) })
            .execute();
      }
    },

    async taken(clientId: number, column: 'email' | 'cpf', value: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('users')
        .select('id')
        .where('client_id', '=', clientId)
        .where(column, '=', value)
        .where('deleted_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async exists(clientId: number, table: 'groups' | 'regionals', id: number): Promise<boolean> {
      return (
        (await db
          .selectFrom(table)
          .select('id')
          .where('client_id', '=', clientId)
          .where('id', '=', id)
          .executeTakeFirst()) !== undefined
      );
    },

    async insert(clientId: number, user: NewUser): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({ ...user, client_id: clientId, role: 'member', deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: (clientId: number, id: number, patch: UserPatch) =>
      db
        .updateTable('users')
        .set(patch)
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Soft delete: the row stays for the audit trail; sessions and unused setup links die with it. */
    async softDelete(clientId: number, id: number, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ deleted_at: at, status: 'inactive' })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('access_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      await passwordLinksRepo(db).endUnused(clientId, id, at);
    },
  };
}
