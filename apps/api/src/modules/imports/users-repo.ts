import type { CustomFieldValue } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { UserRow } from './users-target.ts';

/** Rows per insert statement: well under SQLite's bound parameters for every table written here. */
const CHUNK = 500;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The SQL of the users' import: lookups of a batch in one query each, and the batch's writes. */
export function importUsersRepo(db: DbOrTx) {
  return {
    /** Live users of the client holding any of these e-mails or CPFs: value -> id. */
    async holders(clientId: number, column: 'email' | 'cpf', values: string[]): Promise<Map<string, number>> {
      if (!values.length) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', column])
        .where('client_id', '=', clientId)
        .where(column, 'in', values)
        .where('deleted_at', 'is', null)
        .execute();
      return new Map(rows.map((r) => [String((r as Record<string, unknown>)[column]), r.id]));
    },

    /** The enabled resource and sub-resource tags of these users: id -> tags. */
    async enabledTags(clientId: number, userIds: number[]): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (!userIds.length) return out;
      const [resources, subs] = await Promise.all(
        (['user_permissions', 'user_permission_subs'] as const).map((table) =>
          db
            .selectFrom(table)
            .select(['user_id', 'tag'])
            .where('client_id', '=', clientId)
            .where('user_id', 'in', userIds)
            .where('enabled', '=', 1)
            .execute(),
        ),
      );
      for (const { user_id, tag } of [...resources, ...subs]) out.set(user_id, [...(out.get(user_id) ?? []), tag]);
      return out;
    },

    /** Inserts the users and answers their ids in order. */
    async insertUsers(clientId: number, users: UserRow[]): Promise<number[]> {
      const ids: number[] = [];
      await inChunks(users, async (chunk) => {
        const rows = await db
          .insertInto('users')
          .values(chunk.map((u) => ({ ...u, client_id: clientId, role: 'member' as const, deleted_at: null })))
          .returning('id')
          .execute();
        ids.push(...rows.map((r) => r.id));
      });
      return ids;
    },

    updateUser: (clientId: number, id: number, patch: Partial<UserRow>) =>
      db.updateTable('users').set(patch).where('client_id', '=', clientId).where('id', '=', id).execute(),

    async grant(
      clientId: number,
      userIds: number[],
      resources: readonly string[],
      subs: readonly string[],
    ): Promise<void> {
      const tags = userIds.flatMap((user_id) =>
        resources.map((tag) => ({ client_id: clientId, user_id, tag, enabled: 1, platform: null })),
      );
      const subTags = userIds.flatMap((user_id) =>
        subs.map((tag) => ({ client_id: clientId, user_id, tag, enabled: 1 })),
      );
      await inChunks(tags, (chunk) => db.insertInto('user_permissions').values(chunk).execute());
      await inChunks(subTags, (chunk) => db.insertInto('user_permission_subs').values(chunk).execute());
    },

    /** Sets custom values of many users (null removes one); a value of an existing user replaces what it held. */
    async setFieldValues(
      clientId: number,
      values: { userId: number; key: string; value: CustomFieldValue; existing: boolean }[],
    ): Promise<void> {
      for (const v of values.filter((v) => v.existing))
        await db
          .deleteFrom('user_field_values')
          .where('client_id', '=', clientId)
          .where('user_id', '=', v.userId)
          .where('field_key', '=', v.key)
          .execute();
      const rows = values
        .filter((v) => v.value !== null)
        .map((v) => ({ client_id: clientId, user_id: v.userId, field_key: v.key, value: JSON.stringify(v.value) }));
      await inChunks(rows, (chunk) => db.insertInto('user_field_values').values(chunk).execute());
    },
  };
}
