import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { CLIENTS, DASHBOARDS, demoEmail, FOLDERS, GROUPS, REGIONALS } from './data.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Feed folders, BI dashboards and a few grants for every client that has none yet, so it also completes a
 * database seeded before they existed: 'Geral' goes to every group, 'Comunicados' to the first regional,
 * 'Unidades' to the demo member alone; the administrator holds every dashboard, the member 'engajamento'.
 */
export async function seedPermissionDemo(db: Db, now: string): Promise<void> {
  for (const client of CLIENTS) {
    const exists = await db.selectFrom('clients').select('id').where('id', '=', client.id).executeTakeFirst();
    if (!exists) continue;
    const userId = async (local: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('client_id', '=', client.id)
          .where('email', '=', demoEmail(local, client))
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      )?.id;
    const [admin, member] = [await userId('admin'), await userId('member')];

    if (!(await db.selectFrom('feed_folders').select('id').where('client_id', '=', client.id).executeTakeFirst())) {
      const folders = await db
        .insertInto('feed_folders')
        .values(
          FOLDERS.map((f) => ({ client_id: client.id, name: f.name, description: f.description, created_at: now })),
        )
        .returning('id')
        .execute();
      const idsOf = (table: 'groups' | 'regionals', names: readonly string[]) =>
        db
          .selectFrom(table)
          .select('id')
          .where('client_id', '=', client.id)
          .where('name', 'in', names)
          .orderBy('id')
          .execute();
      const grant = (folder: number, target_type: 'user' | 'group' | 'regional', target_id: number) => ({
        client_id: client.id,
        folder_id: folders[folder].id,
        target_type,
        target_id,
        created_at: now,
      });
      const grants = [
        ...(await idsOf('groups', GROUPS)).map((g) => grant(0, 'group', g.id)),
        ...(await idsOf('regionals', REGIONALS.slice(0, 1))).map((r) => grant(1, 'regional', r.id)),
        ...(member === undefined ? [] : [grant(2, 'user', member)]),
      ];
      if (grants.length) await db.insertInto('folder_permissions').values(grants).execute();
    }

    if (!(await db.selectFrom('bi_dashboards').select('id').where('client_id', '=', client.id).executeTakeFirst())) {
      const dashboards = await db
        .insertInto('bi_dashboards')
        .values(DASHBOARDS.map((d) => ({ client_id: client.id, key: d.key, name: d.name })))
        .returning(['id', 'key'])
        .execute();
      const holds = [
        ...(admin === undefined ? [] : dashboards.map((d) => ({ user: admin, dashboard: d.id }))),
        ...(member === undefined
          ? []
          : dashboards.filter((d) => d.key === 'engajamento').map((d) => ({ user: member, dashboard: d.id }))),
      ];
      if (holds.length) {
        await db
          .insertInto('bi_permissions')
          .values(
            holds.map((h) => ({ client_id: client.id, user_id: h.user, dashboard_id: h.dashboard, created_at: now })),
          )
          .execute();
      }
    }
  }
}
