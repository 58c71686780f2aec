import { COLLECTIONS, isAllowed, MODULES, type Grants, type ReportRow, type ResourceGrant } from '@console/contract';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { liveUsers, placeNames } from './people-repo.ts';
import { COLUMNS, label, NONE, num, type ReportColumnDef, type ReportContext, type RowSource } from './source.ts';

/**
 * The permission matrix: every person with console access (a live user of the client holding at least one enabled
 * grant, administrator or not) and, per module the client contracted, whether they may open it, by the resource-tag
 * rule of SPEC.md §6. Columns are headed by the module's name in the reader's language, never by its tag.
 */

const YES = label('Sim', 'Yes', 'Sí');

/** The names of the modules with screens of their own (the console's menu.<tag>); collections name themselves. */
const BESPOKE_NAMES: Record<string, ReturnType<typeof label>> = {
  dashboard: label('Dashboard', 'Dashboard', 'Tablero'),
  relatorios: label('Relatórios', 'Reports', 'Informes'),
  usuarios: label('Usuários', 'Users', 'Usuarios'),
  aniversariantes: label('Aniversariantes', 'Birthdays', 'Cumpleaños'),
  permissoes: label('Permissões', 'Permissions', 'Permisos'),
  feed: label('Feed', 'Feed', 'Feed'),
  ranking: label('Ranking', 'Ranking', 'Ranking'),
  arquivos: label('Arquivos', 'Files', 'Archivos'),
  projetos: label('Projetos', 'Projects', 'Proyectos'),
  propostas: label('Meus projetos', 'My projects', 'Mis proyectos'),
  cores: label('Cores', 'Colours', 'Colores'),
  clientes: label('Clientes', 'Clients', 'Clientes'),
};

/** A module's column: its name in every language (a collection's label, a bespoke module's menu name). */
const moduleColumn = (tag: string): ReportColumnDef => ({
  key: tag,
  format: 'text',
  label: COLLECTIONS.find((c) => c.tag === tag)?.label ?? BESPOKE_NAMES[tag] ?? label(tag, tag, tag),
});

interface MatrixUser {
  id: number;
  name: string;
  email: string;
  group_id: number | null;
}

/** Live users holding at least one enabled grant, resource or sub-resource. */
const matrixUsers = (ctx: ReportContext) =>
  liveUsers(ctx).where((eb) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom('user_permissions as p')
          .select('p.id')
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.client_id', '=', ctx.clientId)
          .where('p.enabled', '=', 1),
      ),
      eb.exists(
        eb
          .selectFrom('user_permission_subs as s')
          .select('s.id')
          .whereRef('s.user_id', '=', 'u.id')
          .where('s.client_id', '=', ctx.clientId)
          .where('s.enabled', '=', 1),
      ),
    ]),
  );

/** The grants of the listed users, as the permission rule reads them. */
async function grantsOf(ctx: ReportContext, ids: number[]): Promise<Map<number, Grants>> {
  const byUser = new Map<number, { resource: ResourceGrant[]; resource_sub: ResourceGrant[] }>(
    ids.map((id) => [id, { resource: [], resource_sub: [] }]),
  );
  if (!ids.length) return byUser;
  const enabledOf = (table: 'user_permissions' | 'user_permission_subs') =>
    ctx.db
      .selectFrom(table)
      .select(['user_id', 'tag'])
      .where('client_id', '=', ctx.clientId)
      .where('user_id', 'in', ids)
      .where('enabled', '=', 1)
      .execute();
  const [resources, subs] = await Promise.all([enabledOf('user_permissions'), enabledOf('user_permission_subs')]);
  for (const row of resources) byUser.get(row.user_id)?.resource.push({ tag: row.tag, enabled: true });
  for (const row of subs) byUser.get(row.user_id)?.resource_sub.push({ tag: row.tag, enabled: true });
  return byUser;
}

const selectMatrix = (ctx: ReportContext) =>
  matrixUsers(ctx).select(['u.id', 'u.name', 'u.email', 'u.group_id']).orderBy('u.name').orderBy('u.id');

const contracted = (ctx: ReportContext) => MODULES.filter((m) => ctx.contracts(m.tag));

async function presentMatrix(ctx: ReportContext, rows: MatrixUser[]): Promise<ReportRow[]> {
  const [grants, names] = await Promise.all([
    grantsOf(
      ctx,
      rows.map((r) => r.id),
    ),
    placeNames(ctx.db, ctx.clientId),
  ]);
  const yes = YES[ctx.lang];
  const modules = contracted(ctx);
  return rows.map((r) => {
    const held = grants.get(r.id);
    const row: ReportRow = {
      nome: r.name,
      email: r.email,
      grupo: (r.group_id && names.group.get(r.group_id)) || NONE[ctx.lang],
    };
    for (const m of modules) row[m.tag] = isAllowed(held, m.tag) ? yes : '';
    return row;
  });
}

export const matrix: RowSource = {
  kind: 'rows',
  columns: (ctx) => [COLUMNS.name, COLUMNS.email, COLUMNS.group, ...contracted(ctx).map((m) => moduleColumn(m.tag))],
  count: async (ctx) =>
    num(
      (
        await matrixUsers(ctx)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  read: async (ctx, window) =>
    presentMatrix(ctx, await selectMatrix(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<MatrixUser>((last, size) =>
        (last
          ? selectMatrix(ctx).where((eb) =>
              eb.or([eb('u.name', '>', last.name), eb.and([eb('u.name', '=', last.name), eb('u.id', '>', last.id)])]),
            )
          : selectMatrix(ctx)
        )
          .limit(size)
          .execute(),
      ),
      (rows) => presentMatrix(ctx, rows),
    ),
};
