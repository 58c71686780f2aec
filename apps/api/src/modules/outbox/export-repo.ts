import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/handle.ts';
import { likeContains } from '../../db/like.ts';

export interface OutboxExportRow {
  id: number;
  client_id: number;
  client_name: string | null;
  to: string;
  subject: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  error: string | null;
}

/** Up to `limit` mails of the outbox's order (newest first) after `last`, with their client's name: the export's keyset read. */
export function outboxAfter(
  db: Db,
  filter: { clientId?: number; to?: string },
  last: Pick<OutboxExportRow, 'created_at' | 'id'> | undefined,
  limit: number,
): Promise<OutboxExportRow[]> {
  let query = db.selectFrom('outbox as o').leftJoin('clients as c', 'c.id', 'o.client_id');
  if (filter.clientId !== undefined) query = query.where('o.client_id', '=', filter.clientId);
  if (filter.to) query = query.where(sql<SqlBool>`lower(o."to") like ${likeContains(filter.to)} escape '\\'`);
  if (last)
    query = query.where((eb) =>
      eb.or([
        eb('o.created_at', '<', last.created_at),
        eb.and([eb('o.created_at', '=', last.created_at), eb('o.id', '<', last.id)]),
      ]),
    );
  return query
    .select([
      'o.id',
      'o.client_id',
      'c.name as client_name',
      'o.to',
      'o.subject',
      'o.created_at',
      'o.sent_at',
      'o.error',
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** A client's name (the filters sheet names the client an outbox export was narrowed to). */
export const clientName = async (db: Db, id: number): Promise<string | undefined> =>
  (await db.selectFrom('clients').select('name').where('id', '=', id).executeTakeFirst())?.name;
