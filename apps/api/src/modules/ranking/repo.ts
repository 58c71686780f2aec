import { sql, type SqlBool } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { Db } from '../../db/handle.ts';

/** The ledger's table and the fields read, checked against the collection's definition at start. */
const POINTS = collectionTable('pontos', ['usuario', 'pontos', 'data']);

/** Who a leaderboard counts: the client's members, or those of one unit, regional or group. */
export interface RankingScope {
  from?: string;
  to?: string;
  unidade_id?: number;
  regional_id?: number;
  group_id?: number;
}

/**
 * The points ledger (collection 'pontos') summed per member, highest first, within an optional date range, over the
 * client's members or those of a unit, regional or group (the member's, as the users' record holds it now).
 */
export async function rankingRows(
  db: Db,
  clientId: number,
  range: RankingScope,
  window: { limit: number; offset: number },
) {
  const p = POINTS.as('p');
  const conditions = [sql`${p.col('client_id')} = ${clientId}`];
  if (range.from) conditions.push(sql`${p.col('data')} >= ${range.from}`);
  if (range.to) conditions.push(sql`${p.col('data')} <= ${range.to}`);
  const members = [sql`u.client_id = ${clientId}`, sql`u.deleted_at is null`];
  if (range.unidade_id) members.push(sql`u.unidade_id = ${range.unidade_id}`);
  if (range.regional_id) members.push(sql`u.regional_id = ${range.regional_id}`);
  if (range.group_id) members.push(sql`u.group_id = ${range.group_id}`);
  const scoped = members.length > 2;
  // A unit's, regional's or group's ledger: only its members' entries are summed.
  if (scoped)
    conditions.push(sql`${p.col('usuario')} in (select u.id from users u where ${sql.join(members, sql` and `)})`);
  const where = sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
  const [rows, count] = await Promise.all([
    sql<{ user_id: number; points: number | string; entries: number | string; name: string; picture: string | null }>`
      select t.user_id, t.points, t.entries, u.name, u.picture
      from (select ${p.col('usuario')} as user_id, sum(${p.col('pontos')}) as points, count(*) as entries
        from ${p.from} where ${where} group by ${p.col('usuario')}) t
      join users u on u.id = t.user_id and u.client_id = ${clientId} and u.deleted_at is null
      order by t.points desc, u.name_key, u.id
      limit ${window.limit} offset ${window.offset}`.execute(db),
    sql<{
      n: number | string;
    }>`select count(distinct ${p.col('usuario')}) as n from ${p.from}
      join users u on u.id = ${p.col('usuario')} and u.deleted_at is null where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}
