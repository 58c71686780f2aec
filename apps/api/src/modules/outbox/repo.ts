import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';

export interface OutboxFilter {
  clientId?: number;
  to?: string;
  limit: number;
  offset: number;
}

/** A window of the outbox, newest first (every client's mails unless one is named), and how many match. */
export async function outboxRows(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('outbox');
  if (filter.clientId !== undefined) query = query.where('client_id', '=', filter.clientId);
  if (filter.to) query = query.where(sql<SqlBool>`lower("to") like ${likeContains(filter.to)} escape '\\'`);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
