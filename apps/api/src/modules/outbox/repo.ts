import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';

export interface OutboxFilter {
  clientId?: number;
  to?: string;
  limit: number;
  offset: number;
}

/** A window of the outbox, newest first (every client's mails unless one is named), with the client's name, and how many match. */
export async function outboxRows(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('outbox as o');
  if (filter.clientId !== undefined) query = query.where('o.client_id', '=', filter.clientId);
  if (filter.to) query = query.where(sql<SqlBool>`lower(o."to") like ${likeContains(filter.to)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('clients as c', 'c.id', 'o.client_id')
      .selectAll('o')
      .select('c.name as client_name')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
