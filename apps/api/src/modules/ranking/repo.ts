import { sql, type SqlBool } from 'kysely';
import { collectionTable } from '../../db/collections/table-fields.ts';
import type { Db } from '../../db/handle.ts';

/** The ledger's table and the fields read, checked against the collection's definition at start. */
const POINTS = collectionTable('pontos', ['usuario', 'pontos', 'data']);

/** The points ledger (collection 'pontos') summed per member, highest first, within an optional date range. */
export async function rankingRows(
  db: Db,
  clientId: number,
  range: { from?: string; to?: string },
  window: { limit: number; offset: number },
) {
  const p = POINTS.as('p');
  const conditions = [sql`${p.col('client_id')} = ${clientId}`];
  if (range.from) conditions.push(sql`${p.col('data')} >= ${range.from}`);
  if (range.to) conditions.push(sql`${p.col('data')} <= ${range.to}`);
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
