import type { DbOrTx } from '../db/handle.ts';

/**
 * A user's unread inbox items (issue 29, message_recipients): the messages module answers it, and the live sockets
 * send it whenever a send or a read moves it.
 */
export async function unreadCount(db: DbOrTx, clientId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('message_recipients')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('client_id', '=', clientId)
    .where('usuario', '=', userId)
    .where('lida_em', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
