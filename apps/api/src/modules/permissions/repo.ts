import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import type { UserPermissionsTable, UserPermissionSubsTable } from '../../db/schema.ts';

export type RecordRow = Selectable<UserPermissionsTable>;
export type SubRow = Selectable<UserPermissionSubsTable>;

export interface SubjectUser {
  id: number;
  client_id: number;
  name: string;
  email: string;
  picture: string | null;
  group_id: number | null;
  regional_id: number | null;
}

/** Resource records and sub-permissions of a client's users. */
export function permissionsRepo(db: DbOrTx) {
  return {
    /** A live user of the client. */
    user: (clientId: number, id: number): Promise<SubjectUser | undefined> =>
      db
        .selectFrom('users')
        .select(['id', 'client_id', 'name', 'email', 'picture', 'group_id', 'regional_id'])
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Live users of the client among `ids`. */
    users: (clientId: number, ids: number[]): Promise<SubjectUser[]> =>
      db
        .selectFrom('users')
        .select(['id', 'client_id', 'name', 'email', 'picture', 'group_id', 'regional_id'])
        .where('client_id', '=', clientId)
        .where('id', 'in', ids.length ? ids : [0])
        .where('deleted_at', 'is', null)
        .execute(),

    records: (clientId: number, userId: number): Promise<RecordRow[]> =>
      db
        .selectFrom('user_permissions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    subs: (clientId: number, userId: number): Promise<SubRow[]> =>
      db
        .selectFrom('user_permission_subs')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),

    /** Every record and sub-permission of several users (bulk copy). */
    recordsOf: (clientId: number, userIds: number[]): Promise<RecordRow[]> =>
      db
        .selectFrom('user_permissions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', 'in', userIds.length ? userIds : [0])
        .orderBy('id')
        .execute(),

    subsOf: (clientId: number, userIds: number[]): Promise<SubRow[]> =>
      db
        .selectFrom('user_permission_subs')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', 'in', userIds.length ? userIds : [0])
        .orderBy('id')
        .execute(),

    /** A record of a live user of the client. */
    recordById: (clientId: number, id: number): Promise<RecordRow | undefined> =>
      db
        .selectFrom('user_permissions as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .selectAll('p')
        .where('p.client_id', '=', clientId)
        .where('p.id', '=', id)
        .where('u.client_id', '=', clientId)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst(),

    recordByTag: (clientId: number, userId: number, tag: string): Promise<RecordRow | undefined> =>
      db
        .selectFrom('user_permissions')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('tag', '=', tag)
        .executeTakeFirst(),

    subByTag: (clientId: number, userId: number, tag: string): Promise<SubRow | undefined> =>
      db
        .selectFrom('user_permission_subs')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('tag', '=', tag)
        .executeTakeFirst(),

    /** Creates or updates the user's record of a tag (one statement, so racing writes cannot collide); answers it. */
    putRecord: (
      clientId: number,
      userId: number,
      tag: string,
      values: { enabled: boolean; platform: string | null },
    ): Promise<RecordRow> => {
      const row = { enabled: values.enabled ? 1 : 0, platform: values.platform };
      return db
        .insertInto('user_permissions')
        .values({ client_id: clientId, user_id: userId, tag, ...row })
        .onConflict((oc) => oc.columns(['client_id', 'user_id', 'tag']).doUpdateSet(row))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Creates or updates the user's sub-permission of a tag; answers it. */
    putSub: (clientId: number, userId: number, tag: string, enabled: boolean): Promise<SubRow> =>
      db
        .insertInto('user_permission_subs')
        .values({ client_id: clientId, user_id: userId, tag, enabled: enabled ? 1 : 0 })
        .onConflict((oc) => oc.columns(['client_id', 'user_id', 'tag']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
        .returningAll()
        .executeTakeFirstOrThrow(),

    async deleteRecords(clientId: number, userId: number, tags: readonly string[]): Promise<void> {
      if (!tags.length) return;
      await db
        .deleteFrom('user_permissions')
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('tag', 'in', tags)
        .execute();
    },

    async deleteSubs(clientId: number, userId: number, tags: readonly string[]): Promise<void> {
      if (!tags.length) return;
      await db
        .deleteFrom('user_permission_subs')
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('tag', 'in', tags)
        .execute();
    },
  };
}

export interface DashboardRow {
  id: number;
  key: string;
  name: string;
  granted: boolean;
}

/** BI dashboards of a client and the users holding them. */
export function biRepo(db: DbOrTx) {
  return {
    /** Every dashboard of the client, by name, with whether the user holds it. */
    async dashboards(clientId: number, userId: number): Promise<DashboardRow[]> {
      const rows = await db
        .selectFrom('bi_dashboards as d')
        .leftJoin('bi_permissions as p', (j) =>
          j.onRef('p.dashboard_id', '=', 'd.id').on('p.client_id', '=', clientId).on('p.user_id', '=', userId),
        )
        .select(['d.id', 'd.key', 'd.name', 'p.id as held'])
        .where('d.client_id', '=', clientId)
        .orderBy('d.name')
        .orderBy('d.id')
        .execute();
      return rows.map((r) => ({ id: r.id, key: r.key, name: r.name, granted: r.held !== null }));
    },

    dashboard: (clientId: number, key: string) =>
      db
        .selectFrom('bi_dashboards')
        .select(['id', 'key', 'name'])
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .executeTakeFirst(),

    /** The dashboards several users hold, by key. */
    heldBy: (clientId: number, userIds: number[]) =>
      db
        .selectFrom('bi_permissions as p')
        .innerJoin('bi_dashboards as d', 'd.id', 'p.dashboard_id')
        .select(['p.user_id', 'd.id as dashboard_id', 'd.key'])
        .where('p.client_id', '=', clientId)
        .where('p.user_id', 'in', userIds.length ? userIds : [0])
        .execute(),

    /** The user's hold of a dashboard (its id), if any. */
    held: (clientId: number, userId: number, dashboardId: number) =>
      db
        .selectFrom('bi_permissions')
        .select('id')
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .where('dashboard_id', '=', dashboardId)
        .executeTakeFirst(),

    /** Gives or takes a dashboard; answers whether anything changed (racing twins change it once). */
    async set(clientId: number, userId: number, dashboardId: number, granted: boolean, at: string): Promise<boolean> {
      const result = granted
        ? await db
            .insertInto('bi_permissions')
            .values({ client_id: clientId, user_id: userId, dashboard_id: dashboardId, created_at: at })
            .onConflict((oc) => oc.columns(['client_id', 'user_id', 'dashboard_id']).doNothing())
            .executeTakeFirst()
        : await db
            .deleteFrom('bi_permissions')
            .where('client_id', '=', clientId)
            .where('user_id', '=', userId)
            .where('dashboard_id', '=', dashboardId)
            .executeTakeFirst();
      return Number('numDeletedRows' in result ? result.numDeletedRows : (result.numInsertedOrUpdatedRows ?? 0)) > 0;
    },
  };
}
