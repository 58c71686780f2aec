import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/handle.ts';

/**
 * Orders' stock moves (migration 030_rules_ledger): `out` when paid, `back` when refunded, `kept` when a refund
 * leaves the stock as it is; one of each per order (the table's key), so a move happens once.
 */
export type StockMove = 'out' | 'back' | 'kept';

export async function stockMoveOf(trx: DbOrTx, clientId: number, orderId: number): Promise<Set<StockMove>> {
  const { rows } = await sql<{ kind: StockMove }>`select kind from order_stock_moves
    where client_id = ${clientId} and order_id = ${orderId}`.execute(trx);
  return new Set(rows.map((row) => row.kind));
}

export async function moveOrderStock(trx: DbOrTx, clientId: number, orderId: number, kind: StockMove, at: number) {
  await sql`insert into order_stock_moves (client_id, order_id, kind, at)
    values (${clientId}, ${orderId}, ${kind}, ${new Date(at).toISOString()})
    on conflict (client_id, order_id, kind) do nothing`.execute(trx);
}
