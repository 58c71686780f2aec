import { COLLECTIONS, MODULES, type ReportRow } from '@console/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { column, COLUMNS, label, NONE, num, type AggregateSource, type ReportContext, type ReportSource, type RowSource } from './source.ts';

/** Members by group and regional, from the users table; the period counts who joined in it. */

/** The client's group and regional names by id. */
export async function placeNames(db: DbOrTx, clientId: number) {
  const [groups, regionals] = await Promise.all([
    db.selectFrom('groups').select(['id', 'name']).where('client_id', '=', clientId).orderBy('name').execute(),
    db.selectFrom('regionals').select(['id', 'name']).where('client_id', '=', clientId).orderBy('name').execute(),
  ]);
  return { groups, regionals, group: new Map(groups.map((g) => [g.id, g.name])), regional: new Map(regionals.map((r) => [r.id, r.name])) };
}

/** Live users of the client, narrowed by the group and regional filters. */
const liveUsers = (ctx: ReportContext) => {
  let q = ctx.db.selectFrom('users as u').where('u.client_id', '=', ctx.clientId).where('u.deleted_at', 'is', null);
  if (ctx.groupId) q = q.where('u.group_id', '=', ctx.groupId);
  if (ctx.regionalId) q = q.where('u.regional_id', '=', ctx.regionalId);
  return q;
};

const members: AggregateSource = {
  kind: 'aggregate',
  columns: () => [
    COLUMNS.group,
    COLUMNS.regional,
    column('membros', 'number', 'Membros', 'Members', 'Miembros'),
    column('ativos', 'number', 'Ativos', 'Active', 'Activos'),
    column('novos', 'number', 'Novos no período', 'New in the period', 'Nuevos en el período'),
  ],
  totals: ['membros', 'ativos', 'novos'],
  async all(ctx) {
    const [rows, names] = await Promise.all([
      liveUsers(ctx)
        .select(['u.group_id', 'u.regional_id'])
        .select((eb) => [
          eb.fn.countAll<number | string>().as('members'),
          sql<number | string>`sum(case when ${sql.ref('u.status')} = 'active' then 1 else 0 end)`.as('active'),
          sql<number | string>`sum(case when ${sql.ref('u.created_at')} >= ${ctx.fromAt} and ${sql.ref('u.created_at')} < ${ctx.toAt} then 1 else 0 end)`.as('joined'),
        ])
        .groupBy(['u.group_id', 'u.regional_id'])
        .execute(),
      placeNames(ctx.db, ctx.clientId),
    ]);
    const none = NONE[ctx.lang];
    return rows
      .map((r) => ({
        grupo: (r.group_id && names.group.get(r.group_id)) || none,
        regional: (r.regional_id && names.regional.get(r.regional_id)) || none,
        membros: num(r.members),
        ativos: num(r.active),
        novos: num(r.joined),
      }))
      .sort((a, b) => a.grupo.localeCompare(b.grupo, 'pt-BR') || a.regional.localeCompare(b.regional, 'pt-BR'));
  },
};

/** The permission matrix: each administrator of the client and, per module, whether they may open it. */
const YES = label('Sim', 'Yes', 'Sí');

interface MatrixUser {
  id: number;
  name: string;
  email: string;
  group_id: number | null;
}

/** A module's column: the collection's label, or the tag of a bespoke module. */
const moduleColumn = (tag: string) => ({ key: tag, format: 'text' as const, label: COLLECTIONS.find((c) => c.tag === tag)?.label ?? label(tag, tag, tag) });

const matrixUsers = (ctx: ReportContext) => liveUsers(ctx).where('u.role', '=', 'admin');

async function tagsOf(ctx: ReportContext, ids: number[]): Promise<Map<number, Set<string>>> {
  const rows = ids.length
    ? await ctx.db
        .selectFrom('user_permissions')
        .select(['user_id', 'tag'])
        .where('client_id', '=', ctx.clientId)
        .where('user_id', 'in', ids)
        .where('enabled', '=', 1)
        .execute()
    : [];
  const byUser = new Map<number, Set<string>>();
  for (const row of rows) {
    const tags = byUser.get(row.user_id) ?? new Set<string>();
    tags.add(row.tag);
    byUser.set(row.user_id, tags);
  }
  return byUser;
}

const selectMatrix = (ctx: ReportContext) => matrixUsers(ctx).select(['u.id', 'u.name', 'u.email', 'u.group_id']).orderBy('u.name').orderBy('u.id');

async function presentMatrix(ctx: ReportContext, rows: MatrixUser[]): Promise<ReportRow[]> {
  const [tags, names] = await Promise.all([tagsOf(ctx, rows.map((r) => r.id)), placeNames(ctx.db, ctx.clientId)]);
  const yes = YES[ctx.lang];
  return rows.map((r) => {
    const held = tags.get(r.id) ?? new Set<string>();
    const row: ReportRow = { nome: r.name, email: r.email, grupo: (r.group_id && names.group.get(r.group_id)) || NONE[ctx.lang] };
    for (const m of MODULES) if (ctx.contracts(m.tag)) row[m.tag] = held.has(m.tag) ? yes : '';
    return row;
  });
}

const matrix: RowSource = {
  kind: 'rows',
  columns: (ctx) => [COLUMNS.name, COLUMNS.email, COLUMNS.group, ...MODULES.filter((m) => ctx.contracts(m.tag)).map((m) => moduleColumn(m.tag))],
  count: async (ctx) => num((await matrixUsers(ctx).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n),
  read: async (ctx, window) => presentMatrix(ctx, await selectMatrix(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<MatrixUser>((last, size) =>
        (last ? selectMatrix(ctx).where((eb) => eb.or([eb('u.name', '>', last.name), eb.and([eb('u.name', '=', last.name), eb('u.id', '>', last.id)])])) : selectMatrix(ctx)).limit(size).execute(),
      ),
      (rows) => presentMatrix(ctx, rows),
    ),
};

export const PEOPLE_SOURCES: Record<string, ReportSource> = { membros: members, 'matriz-permissoes': matrix };
