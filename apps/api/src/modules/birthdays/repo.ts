import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';

/** Live members of the client born in `month` ('MM'), by day then name: a range of the birthday index (migration 011). */
export async function birthdayRows(
  db: Db,
  clientId: number,
  month: string,
  nameKey: string | undefined,
  window: { limit: number; offset: number },
) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('groups as g', 'g.id', 'u.group_id')
    .where('u.client_id', '=', clientId)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '=', 'active')
    .where(
      sql<SqlBool>`substr(u.birth_date, 6, 5) >= ${`${month}-01`} and substr(u.birth_date, 6, 5) <= ${`${month}-31`}`,
    );
  if (nameKey) query = query.where(sql<SqlBool>`u.name_key like ${likeContains(nameKey)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query
      .select(['u.id', 'u.name', 'u.email', 'u.picture', 'u.birth_date', 'g.name as group_name'])
      .orderBy(sql`substr(u.birth_date, 6, 5)`)
      .orderBy('u.name_key')
      .orderBy('u.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
