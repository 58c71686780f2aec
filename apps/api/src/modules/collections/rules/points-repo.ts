import { sql } from 'kysely';
import { collectionTable } from '../../../db/collections/table-fields.ts';
import type { DbOrTx } from '../../../db/handle.ts';

/** The gamification's SQL (issue 29): rules, levels and badges of a client, the ledger's sums, the balances. */

const RULES = collectionTable('regras-pontos', ['nome', 'acao', 'pontos', 'limite_diario', 'inicio', 'fim', 'ativo']);
const LEDGER = collectionTable('pontos', ['usuario', 'pontos', 'regra_id', 'data']);
const LEVELS = collectionTable('niveis', ['nome', 'pontos_minimos']);
const BADGES = collectionTable('conquistas', ['nome', 'tipo_criterio', 'acao', 'minimo', 'nivel_id', 'ativo']);
const AWARDS = collectionTable('conquistas-usuario', ['conquista_id', 'usuario']);

export interface PointsRule {
  id: number;
  nome: string;
  acao: string;
  pontos: number;
  limite_diario: number;
  inicio: string | null;
  fim: string | null;
}

export interface Level {
  id: number;
  pontos_minimos: number;
}

export interface Badge {
  id: number;
  nome: string;
  tipo_criterio: 'pontos' | 'acao' | 'nivel';
  acao: string | null;
  minimo: number | null;
  nivel_id: number | null;
}

/** The client's active rules (any period: the day of an event picks among them). */
export async function activeRules(db: DbOrTx, clientId: number): Promise<PointsRule[]> {
  const r = RULES.as('r');
  const { rows } =
    await sql<PointsRule>`select ${r.col('id')} as id, ${r.col('nome')} as nome, ${r.col('acao')} as acao,
      ${r.col('pontos')} as pontos, ${r.col('limite_diario')} as limite_diario, ${r.col('inicio')} as inicio,
      ${r.col('fim')} as fim
    from ${r.from} where ${r.col('client_id')} = ${clientId} and ${r.col('ativo')} = 1`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    pontos: Number(row.pontos),
    limite_diario: Number(row.limite_diario ?? 0),
  }));
}

/** The client's levels, highest threshold first. */
export async function levelsOf(db: DbOrTx, clientId: number): Promise<Level[]> {
  const n = LEVELS.as('n');
  const { rows } = await sql<Level>`select ${n.col('id')} as id, ${n.col('pontos_minimos')} as pontos_minimos
    from ${n.from} where ${n.col('client_id')} = ${clientId} order by ${n.col('pontos_minimos')} desc`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), pontos_minimos: Number(row.pontos_minimos) }));
}

/** The client's active badges awarded by a typed criterion (not by hand). */
export async function criteriaBadges(db: DbOrTx, clientId: number): Promise<Badge[]> {
  const b = BADGES.as('b');
  const { rows } = await sql<Badge>`select ${b.col('id')} as id, ${b.col('nome')} as nome,
      ${b.col('tipo_criterio')} as tipo_criterio, ${b.col('acao')} as acao, ${b.col('minimo')} as minimo,
      ${b.col('nivel_id')} as nivel_id
    from ${b.from} where ${b.col('client_id')} = ${clientId} and ${b.col('ativo')} = 1
      and ${b.col('tipo_criterio')} in ('pontos', 'acao', 'nivel')`.execute(db);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    minimo: row.minimo == null ? null : Number(row.minimo),
    nivel_id: row.nivel_id == null ? null : Number(row.nivel_id),
  }));
}

/**
 * How many entries each rule gave the member on a day (the daily limits): read along the ledger's index of
 * (client, member, day), so a member's day is a short range whatever the ledger's size.
 */
export async function scoredOnDay(
  trx: DbOrTx,
  clientId: number,
  memberId: number,
  day: string,
): Promise<Map<number, number>> {
  const p = LEDGER.as('p');
  const { rows } = await sql<{ regra_id: number; n: number | string }>`select ${p.col('regra_id')} as regra_id,
      count(*) as n from ${p.from}
    where ${p.col('client_id')} = ${clientId} and ${p.col('usuario')} = ${memberId} and ${p.col('data')} = ${day}
      and ${p.col('regra_id')} is not null
    group by ${p.col('regra_id')}`.execute(trx);
  return new Map(rows.map((row) => [Number(row.regra_id), Number(row.n)]));
}

/** Times a member scored by rules of an action (a badge's "count of an action"). */
export async function scoredByAction(trx: DbOrTx, clientId: number, memberId: number, action: string) {
  const p = LEDGER.as('p');
  const r = RULES.as('r');
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${p.from}
      join ${r.from} on ${r.col('id')} = ${p.col('regra_id')} and ${r.col('client_id')} = ${clientId}
    where ${p.col('client_id')} = ${clientId} and ${p.col('usuario')} = ${memberId}
      and ${r.col('acao')} = ${action}`.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** The badges of these a member holds. */
export async function heldBadges(trx: DbOrTx, clientId: number, memberId: number): Promise<Set<number>> {
  const a = AWARDS.as('a');
  const { rows } = await sql<{ id: number }>`select ${a.col('conquista_id')} as id from ${a.from}
    where ${a.col('client_id')} = ${clientId} and ${a.col('usuario')} = ${memberId}`.execute(trx);
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The member's balance row, made when missing and locked until the transaction ends (PostgreSQL; SQLite writes one
 * transaction at a time): two events of one member are counted one after the other (daily limits, redemptions).
 */
export async function lockedBalance(
  trx: DbOrTx,
  dialect: 'sqlite' | 'postgres',
  clientId: number,
  memberId: number,
): Promise<{ points: number; level_id: number | null }> {
  await sql`insert into member_points (client_id, user_id, points, entries) values (${clientId}, ${memberId}, 0, 0)
    on conflict (client_id, user_id) do nothing`.execute(trx);
  const lock = dialect === 'postgres' ? sql` for update` : sql``;
  const { rows } = await sql<{ points: number | string; level_id: number | null }>`select points, level_id
    from member_points where client_id = ${clientId} and user_id = ${memberId}${lock}`.execute(trx);
  const row = rows[0]!;
  return { points: Number(row.points), level_id: row.level_id == null ? null : Number(row.level_id) };
}

/** Adds an entry's points to the member's balance; answers the new balance and the level it had. */
export async function addToBalance(
  trx: DbOrTx,
  clientId: number,
  memberId: number,
  points: number,
): Promise<{ points: number; level_id: number | null }> {
  const { rows } = await sql<{ points: number | string; level_id: number | null }>`insert into member_points
      (client_id, user_id, points, entries) values (${clientId}, ${memberId}, ${points}, 1)
    on conflict (client_id, user_id) do update set points = member_points.points + ${points},
      entries = member_points.entries + 1
    returning points, level_id`.execute(trx);
  const row = rows[0]!;
  return { points: Number(row.points), level_id: row.level_id == null ? null : Number(row.level_id) };
}

export async function setLevel(trx: DbOrTx, clientId: number, memberId: number, levelId: number | null) {
  await sql`update member_points set level_id = ${levelId}
    where client_id = ${clientId} and user_id = ${memberId}`.execute(trx);
}

/** Every balance of a client, by member (the recalculation's check). */
export async function balancesOf(db: DbOrTx, clientId: number) {
  const { rows } = await sql<{
    user_id: number;
    points: number | string;
    entries: number | string;
    level_id: number | null;
  }>`
    select user_id, points, entries, level_id from member_points where client_id = ${clientId}
    order by user_id`.execute(db);
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    points: Number(row.points),
    entries: Number(row.entries),
    level_id: row.level_id == null ? null : Number(row.level_id),
  }));
}

/** The client's balances made again from its ledger: the sums per member, then the level each sum reaches. */
export async function rebuildBalances(trx: DbOrTx, clientId: number): Promise<void> {
  const p = LEDGER.as('p');
  await sql`delete from member_points where client_id = ${clientId}`.execute(trx);
  await sql`insert into member_points (client_id, user_id, points, entries)
    select ${clientId}, ${p.col('usuario')}, sum(${p.col('pontos')}), count(*) from ${p.from}
    where ${p.col('client_id')} = ${clientId} and ${p.col('usuario')} is not null
    group by ${p.col('usuario')}`.execute(trx);
  await regrade(trx, clientId);
}

/** Every member's level of the client made again from their balance (the levels changed). */
export async function regrade(trx: DbOrTx, clientId: number): Promise<void> {
  const n = LEVELS.as('n');
  await sql`update member_points set level_id = (select ${n.col('id')} from ${n.from}
      where ${n.col('client_id')} = ${clientId} and ${n.col('pontos_minimos')} <= member_points.points
      order by ${n.col('pontos_minimos')} desc limit 1)
    where client_id = ${clientId}`.execute(trx);
}

/** Members with a balance after `after` (user id order), `limit` of them: a recalculation's step. */
export async function membersAfter(db: DbOrTx, clientId: number, after: number, limit: number) {
  const { rows } = await sql<{ user_id: number; points: number | string; level_id: number | null }>`select user_id,
      points, level_id from member_points where client_id = ${clientId} and user_id > ${after}
    order by user_id limit ${limit}`.execute(db);
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    points: Number(row.points),
    level_id: row.level_id == null ? null : Number(row.level_id),
  }));
}

export async function balanceCount(db: DbOrTx, clientId: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from member_points
    where client_id = ${clientId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A member's kept balance and level (none kept: 0 and no level). */
export async function balanceOf(db: DbOrTx, clientId: number, memberId: number) {
  const { rows } = await sql<{ points: number | string; level_id: number | null }>`select points, level_id
    from member_points where client_id = ${clientId} and user_id = ${memberId}`.execute(db);
  return {
    points: Number(rows[0]?.points ?? 0),
    level_id: rows[0]?.level_id == null ? null : Number(rows[0].level_id),
  };
}

/** A member's ledger summed, as the rebuild reads it. */
export async function ledgerSum(db: DbOrTx, clientId: number, memberId: number): Promise<number> {
  const p = LEDGER.as('p');
  const { rows } = await sql<{ n: number | string | null }>`select sum(${p.col('pontos')}) as n from ${p.from}
    where ${p.col('client_id')} = ${clientId} and ${p.col('usuario')} = ${memberId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
