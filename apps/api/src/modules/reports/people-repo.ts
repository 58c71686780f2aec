import { addDays, clientDayStart, type ReportRow } from '@console/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';
import { keysetBatches, mapBatches } from '../../platform/export/batches.ts';
import { countOf, inPeriod, inPlace } from './filters-repo.ts';
import {
  column,
  COLUMNS,
  iso,
  NONE,
  num,
  type AggregateSource,
  type ReportContext,
  type ReportSource,
  type RowSource,
} from './source.ts';

/** Members by group and regional, from the users table; the period counts who joined in it. */

/** The client's group and regional names by id. */
export async function placeNames(db: DbOrTx, clientId: number) {
  const [groups, regionals] = await Promise.all([
    db.selectFrom('groups').select(['id', 'name']).where('client_id', '=', clientId).orderBy('name').execute(),
    db.selectFrom('regionals').select(['id', 'name']).where('client_id', '=', clientId).orderBy('name').execute(),
  ]);
  return {
    groups,
    regionals,
    group: new Map(groups.map((g) => [g.id, g.name])),
    regional: new Map(regionals.map((r) => [r.id, r.name])),
  };
}

/** Live users of the client, narrowed by the group and regional filters. */
export const liveUsers = (ctx: ReportContext) => {
  const q = ctx.db.selectFrom('users as u').where('u.client_id', '=', ctx.clientId).where('u.deleted_at', 'is', null);
  return inPlace(q, ctx, 'u');
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
          sql<
            number | string
          >`sum(case when ${sql.ref('u.created_at')} >= ${ctx.fromAt} and ${sql.ref('u.created_at')} < ${ctx.toAt} then 1 else 0 end)`.as(
            'joined',
          ),
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

interface SignInRow {
  id: number;
  created_at: unknown;
  address: string | null;
  name: string;
  email: string;
  group_id: number | null;
  regional_id: number | null;
}

/** The sign-in log of the period (migration 016), newest first, narrowed by the person's group and regional. */
const signInsOf = (ctx: ReportContext) =>
  inPlace(
    ctx.db
      .selectFrom('sign_ins as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .where('s.client_id', '=', ctx.clientId)
      .where(inPeriod(ctx, 's.created_at')),
    ctx,
    'u',
  );
const selectSignIns = (ctx: ReportContext) =>
  signInsOf(ctx)
    .select(['s.id', 's.created_at', 's.address', 'u.name', 'u.email', 'u.group_id', 'u.regional_id'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc');

type Names = Awaited<ReturnType<typeof placeNames>>;
const placesOf = (ctx: ReportContext, names: Names, r: { group_id: number | null; regional_id: number | null }) => ({
  grupo: (r.group_id && names.group.get(r.group_id)) || NONE[ctx.lang],
  regional: (r.regional_id && names.regional.get(r.regional_id)) || NONE[ctx.lang],
});

async function presentSignIns(ctx: ReportContext, rows: SignInRow[]): Promise<ReportRow[]> {
  const names = await placeNames(ctx.db, ctx.clientId);
  return rows.map((r) => ({
    quando: iso(r.created_at),
    nome: r.name,
    email: r.email,
    ...placesOf(ctx, names, r),
    endereco: r.address,
  }));
}

const signIns: RowSource = {
  kind: 'rows',
  columns: () => [
    column('quando', 'datetime', 'Quando', 'When', 'Cuándo'),
    COLUMNS.name,
    COLUMNS.email,
    COLUMNS.group,
    COLUMNS.regional,
    column('endereco', 'text', 'Endereço IP', 'IP address', 'Dirección IP'),
  ],
  count: (ctx) => countOf(signInsOf(ctx)),
  read: async (ctx, window) =>
    presentSignIns(ctx, await selectSignIns(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<SignInRow>((last, size) => {
        if (!last) return selectSignIns(ctx).limit(size).execute();
        const at = last.created_at as string;
        return selectSignIns(ctx)
          .where((eb) =>
            eb.or([eb('s.created_at', '<', at), eb.and([eb('s.created_at', '=', at), eb('s.id', '<', last.id)])]),
          )
          .limit(size)
          .execute();
      }),
      (rows) => presentSignIns(ctx, rows),
    ),
};

interface InactiveRow {
  id: number;
  name: string;
  email: string;
  group_id: number | null;
  regional_id: number | null;
  last_sign_in_day: string | null;
  created_at: unknown;
}

/**
 * Live members whose latest sign-in (or none) is older than the chosen days, by name. Someone who joined within those
 * days has not had the time to be inactive: only members who joined on the period's first day or before count.
 */
const inactiveOf = (ctx: ReportContext) => {
  const since = addDays(ctx.today, -ctx.days);
  return liveUsers(ctx)
    .where('u.created_at', '<', clientDayStart(addDays(since, 1)))
    .where((eb) => eb.or([eb('u.last_sign_in_day', 'is', null), eb('u.last_sign_in_day', '<=', since)]));
};
const selectInactive = (ctx: ReportContext) =>
  inactiveOf(ctx)
    .select(['u.id', 'u.name', 'u.email', 'u.group_id', 'u.regional_id', 'u.last_sign_in_day', 'u.created_at'])
    .orderBy('u.name')
    .orderBy('u.id');

async function presentInactive(ctx: ReportContext, rows: InactiveRow[]): Promise<ReportRow[]> {
  const names = await placeNames(ctx.db, ctx.clientId);
  return rows.map((r) => ({
    nome: r.name,
    email: r.email,
    ...placesOf(ctx, names, r),
    ultimo_acesso: r.last_sign_in_day,
    cadastro: iso(r.created_at),
  }));
}

const inactive: RowSource = {
  kind: 'rows',
  columns: () => [
    COLUMNS.name,
    COLUMNS.email,
    COLUMNS.group,
    COLUMNS.regional,
    column('ultimo_acesso', 'date', 'Último acesso', 'Last sign-in', 'Último acceso'),
    column('cadastro', 'datetime', 'Cadastrado em', 'Joined at', 'Registrado el'),
  ],
  count: (ctx) => countOf(inactiveOf(ctx)),
  read: async (ctx, window) =>
    presentInactive(ctx, await selectInactive(ctx).limit(window.limit).offset(window.offset).execute()),
  walk: (ctx) =>
    mapBatches(
      keysetBatches<InactiveRow>((last, size) =>
        (last
          ? selectInactive(ctx).where((eb) =>
              eb.or([eb('u.name', '>', last.name), eb.and([eb('u.name', '=', last.name), eb('u.id', '>', last.id)])]),
            )
          : selectInactive(ctx)
        )
          .limit(size)
          .execute(),
      ),
      (rows) => presentInactive(ctx, rows),
    ),
};

export const PEOPLE_SOURCES: Record<string, ReportSource> = {
  membros: members,
  acessos: signIns,
  inativos: inactive,
};
