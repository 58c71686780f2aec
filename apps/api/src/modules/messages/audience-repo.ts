import { addDays, clientDay, clientDayStart, type Audience, type AudienceCondition } from '@console/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DbOrTx } from '../../db/handle.ts';

/**
 * An audience (contract audiences.ts) as SQL over the client's users, aliased `u`: its live, active users that the
 * kind names. Every kind reads the users' own columns (indexed by client and id), so a count, a chunk or a
 * materialisation is one statement whatever the audience's size.
 */
export function audienceWhere(clientId: number, audience: Audience, now: number): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [
    sql`u.client_id = ${clientId}`,
    sql`u.deleted_at is null`,
    sql`u.status = 'active'`,
  ];
  const anyOf = (column: string, ids: number[]) => sql`${sql.ref(`u.${column}`)} in (${sql.join(ids)})`;
  switch (audience.tipo) {
    case 'todos':
      break;
    case 'grupos':
      parts.push(anyOf('group_id', audience.ids));
      break;
    case 'regionais':
      parts.push(anyOf('regional_id', audience.ids));
      break;
    case 'unidades':
      parts.push(anyOf('unidade_id', audience.ids));
      break;
    case 'membros':
      parts.push(anyOf('id', audience.ids));
      break;
    case 'regra':
      for (const condition of audience.condicoes) parts.push(conditionSql(condition, now));
      break;
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const REFERENCE_COLUMNS = { unidade: 'unidade_id', regional: 'regional_id', grupo: 'group_id', cargo: 'cargo_id' };

/** One condition of a rule; days count back from the client's today (users' sign-in days are the client's days). */
function conditionSql(condition: AudienceCondition, now: number): RawBuilder<unknown> {
  const today = clientDay(now);
  switch (condition.campo) {
    case 'unidade':
    case 'regional':
    case 'grupo':
    case 'cargo':
      return sql`${sql.ref(`u.${REFERENCE_COLUMNS[condition.campo]}`)} = ${condition.valor}`;
    case 'idioma':
      return sql`u.language = ${condition.valor}`;
    case 'sem_acesso_dias':
      // Not signed in for N days or more: the last sign-in on or before today - N, or never.
      return sql`(u.last_sign_in_day is null or u.last_sign_in_day <= ${addDays(today, -condition.valor)})`;
    case 'acessou_dias':
      return sql`u.last_sign_in_day > ${addDays(today, -condition.valor)}`;
    case 'cadastro_dias':
      return sql`u.created_at >= ${clientDayStart(addDays(today, 1 - condition.valor))}`;
    case 'aniversario_mes':
      return sql`substr(u.birth_date, 6, 2) = ${String(condition.valor).padStart(2, '0')}`;
  }
}

/** How many users the audience reaches now. */
export async function countAudience(db: DbOrTx, clientId: number, audience: Audience, now: number): Promise<number> {
  const row = await sql<{ n: number | string }>`select count(*) as n from users u
    where ${audienceWhere(clientId, audience, now)}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** The highest user id of the audience's next `size` users after `after` (by id), or null when none is left. */
export async function chunkEnd(
  db: DbOrTx,
  clientId: number,
  audience: Audience,
  now: number,
  after: number,
  size: number,
): Promise<number | null> {
  const row = await sql<{ last: number | string | null }>`select max(id) as last from (
      select u.id from users u where ${audienceWhere(clientId, audience, now)} and u.id > ${after}
      order by u.id limit ${size}) chunk`.execute(db);
  const last = row.rows[0]?.last;
  return last == null ? null : Number(last);
}
