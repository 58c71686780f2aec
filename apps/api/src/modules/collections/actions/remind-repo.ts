import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/handle.ts';

/**
 * An announcement's recipients who have not confirmed it (message_recipients, issue 29): their copy becomes unread
 * again; answers how many were reminded and how many of them had read it (the announcement's reads fall by those).
 */
export async function remindUnconfirmed(
  db: DbOrTx,
  clientId: number,
  comunicadoId: number,
): Promise<{ reminded: number; unread: number }> {
  const rows = await db
    .selectFrom('message_recipients')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('lida_em').as('read')])
    .where('client_id', '=', clientId)
    .where('comunicado_id', '=', comunicadoId)
    .where('confirmada_em', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('message_recipients')
    .set({ lida_em: null })
    .where('client_id', '=', clientId)
    .where('comunicado_id', '=', comunicadoId)
    .where('confirmada_em', 'is', null)
    .execute();
  const unread = Number(rows?.read ?? 0);
  if (unread)
    await sql`update c_comunicados set leituras = leituras - ${unread} where client_id = ${clientId} and id = ${comunicadoId}`.execute(
      db,
    );
  return { reminded: Number(rows?.n ?? 0), unread };
}
