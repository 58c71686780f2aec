import type { Kysely, Transaction } from 'kysely';
import { collectionByEntity, createSchema, type ClientEntry } from '@console/contract';
import { storedValues } from '../collections/values.ts';
import type { DB } from '../schema.ts';
import { CLIENTS, DASHBOARDS, demoEmail, FOLDERS, GROUPS, REGIONALS, type DemoDashboard } from './data.ts';

type Db = Kysely<DB> | Transaction<DB>;
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const BI = collectionByEntity('bi')!;
const biSchema = createSchema(BI);

/** A demo dashboard's row as the bi collection's create would store it: every field the screen lists, and the stamps. */
function dashboardRow(client: ClientEntry, dashboard: DemoDashboard, admin: number | undefined, now: string) {
  const values = biSchema.parse({
    key: dashboard.key,
    name: dashboard.name,
    url: `https://bi.exemplo.com.br/${client.slug}/${dashboard.key}`,
    descricao: dashboard.descricao,
    area: dashboard.area,
    responsavel: admin ?? null,
    atualizacao_horas: dashboard.atualizacao_horas,
    ativo: true,
  });
  return {
    ...storedValues(BI, values as Record<string, unknown>),
    created_at: now,
    updated_at: now,
    created_by: admin ?? null,
    updated_by: admin ?? null,
  };
}

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
      const dashboards = (await (db as unknown as AnyDb)
        .insertInto('bi_dashboards')
        .values(DASHBOARDS.map((d) => ({ client_id: client.id, ...dashboardRow(client, d, admin, now) })))
        .returning(['id', 'key'])
        .execute()) as { id: number; key: string }[];
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
    } else await completeDashboards(db, client, admin, now);
  }
}

/** The demo dashboards of a database seeded when they had a key and a name only get the other fields. */
async function completeDashboards(db: Db, client: ClientEntry, admin: number | undefined, now: string) {
  const any = db as unknown as AnyDb;
  const bare = await any
    .selectFrom('bi_dashboards')
    .select('key')
    .where('client_id', '=', client.id)
    .where(
      'key',
      'in',
      DASHBOARDS.map((d) => d.key),
    )
    .where('url', 'is', null)
    .where('area', 'is', null)
    .execute();
  for (const { key } of bare) {
    const dashboard = DASHBOARDS.find((d) => d.key === key)!;
    await any
      .updateTable('bi_dashboards')
      .set(dashboardRow(client, dashboard, admin, now))
      .where('client_id', '=', client.id)
      .where('key', '=', key)
      .execute();
  }
}
