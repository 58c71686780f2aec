import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import type { Tx } from '../../../db/handle.ts';
import type { WriteActor, WrittenChange, CollectionWriter } from '../../../platform/collection-writes.ts';
import type { Effect } from '../../../platform/domain-events.ts';
import { AppError } from '../../../platform/errors.ts';
import { lockRow } from '../kept-repo.ts';
import type { CollectionHooks } from '../hooks/types.ts';
import { referencingIds, rowById, type StoredRow } from '../repo.ts';
import { lockedBalance } from './points-repo.ts';
import { moveOrderStock, stockMoveOf } from './stock-repo.ts';

/**
 * Commerce's rules (issue 29). A redemption takes the reward's points times its quantity from the member's balance
 * and the quantity from the reward's stock, in its own transaction, or is refused (422 without the balance, 409
 * without the stock); cancelled, both come back. An order paid takes its items out of stock, refunded puts them
 * back, each once per order whatever is saved again.
 */

const REWARDS = () => collectionByEntity('loja-pontos')!;
const LEDGER = () => collectionByEntity('pontos')!;
const PRODUCTS = () => collectionByEntity('produtos')!;
const ITEMS = () => collectionByEntity('itens-pedido')!;

const outOfStock = (what: string, stock: number, needed: number) =>
  new AppError(409, 'outOfStock', { what, stock, needed }, {}, { quantidade: [`Estoque insuficiente: ${stock}.`] });

/** The reward's row, locked for the stock it gives (PostgreSQL). */
async function lockedReward(trx: Tx, dialect: 'sqlite' | 'postgres', clientId: number, id: number) {
  await lockRow(trx, dialect, clientId, tableOf(REWARDS()), id);
  return rowById(trx, clientId, tableOf(REWARDS()), id);
}

const debits = (row: StoredRow) => row.status !== 'cancelado';

/** Writes the ledger entry and the stock of a redemption taken (`sign` -1) or given back (+1). */
async function settle(
  trx: Tx,
  collections: CollectionWriter,
  actor: WriteActor,
  now: number,
  row: StoredRow,
  reward: StoredRow,
  sign: 1 | -1,
): Promise<WrittenChange[]> {
  const quantity = Number(row.quantidade ?? 1);
  const changes = await collections.create(trx, LEDGER(), actor, {
    usuario: Number(row.usuario),
    pontos: sign * Number(row.pontos),
    motivo: `${sign < 0 ? 'Resgate' : 'Resgate cancelado'} ${String(row.codigo)}: ${String(reward.nome)}`.slice(0, 200),
    origem: 'resgate',
    data: new Date(now).toISOString().slice(0, 10),
  });
  if (reward.estoque !== null && reward.estoque !== undefined)
    changes.push(
      ...(await collections.update(trx, REWARDS(), actor, reward.id, {
        estoque: Number(reward.estoque) + sign * quantity,
      })),
    );
  return changes;
}

export const redemptionHooks: CollectionHooks = {
  /** The points are the reward's times the quantity, whatever was typed; reward and quantity stay once made. */
  async beforeWrite({ trx, clientId, before }, values) {
    if (before) {
      delete values.recompensa_id;
      delete values.quantidade;
      delete values.pontos;
      delete values.usuario;
      return;
    }
    const reward = await rowById(trx, clientId, tableOf(REWARDS()), Number(values.recompensa_id));
    if (!reward) return;
    values.pontos = Number(reward.pontos) * Number(values.quantidade ?? 1);
  },
  async afterWrite({ trx, dialect, clientId, actor, now, before, row, collections }) {
    const member = Number(row.usuario);
    if (!before && debits(row)) {
      const balance = await lockedBalance(trx, dialect, clientId, member);
      const cost = Number(row.pontos);
      if (balance.points < cost)
        throw new AppError(
          422,
          'notEnoughPoints',
          { balance: balance.points, cost },
          {},
          {
            pontos: [`Saldo insuficiente: ${balance.points}.`],
          },
        );
      const reward = (await lockedReward(trx, dialect, clientId, Number(row.recompensa_id)))!;
      const quantity = Number(row.quantidade ?? 1);
      if (reward.estoque !== null && reward.estoque !== undefined && Number(reward.estoque) < quantity)
        throw outOfStock(String(reward.nome), Number(reward.estoque), quantity);
      return settle(trx, collections, actor, now, row, reward, -1);
    }
    if (before && debits(before) && !debits(row)) {
      await lockedBalance(trx, dialect, clientId, member);
      const reward = await lockedReward(trx, dialect, clientId, Number(row.recompensa_id));
      return reward ? settle(trx, collections, actor, now, row, reward, 1) : [];
    }
    return [];
  },
};

/** An order's items' quantities by product (lines without a product are not stock). */
async function orderLines(trx: Tx, clientId: number, orderId: number): Promise<Map<number, number>> {
  const lines = new Map<number, number>();
  for (const id of await referencingIds(trx, clientId, tableOf(ITEMS()), 'pedido_id', orderId)) {
    const item = await rowById(trx, clientId, tableOf(ITEMS()), id);
    const product = Number(item?.produto_id ?? 0);
    if (product > 0) lines.set(product, (lines.get(product) ?? 0) + Number(item?.quantidade ?? 0));
  }
  return lines;
}

/** Moves an order's items out of stock (paid) or back (refunded), once each per order. */
export const orderStock: Effect<{ kind: 'order_paid' | 'order_refunded'; clientId: number; id: number }> = async (
  context,
  event,
) => {
  const { trx, dialect, actor } = context;
  const paid = event.kind === 'order_paid';
  const taken = await stockMoveOf(trx, event.clientId, event.id);
  if (paid ? taken.has('out') : !taken.has('out') || taken.has('back')) return [];
  await moveOrderStock(trx, event.clientId, event.id, paid ? 'out' : 'back', context.now);
  // Refunded with "do not restock" (the refund action's choice): the move is recorded, the stock stays.
  if (!paid && taken.has('kept')) return [];
  const changes: WrittenChange[] = [];
  for (const [productId, quantity] of await orderLines(trx, event.clientId, event.id)) {
    await lockRow(trx, dialect, event.clientId, tableOf(PRODUCTS()), productId);
    const product = await rowById(trx, event.clientId, tableOf(PRODUCTS()), productId);
    if (!product || product.estoque === null || product.estoque === undefined) continue;
    const stock = Number(product.estoque);
    if (paid && stock < quantity) throw outOfStock(String(product.nome), stock, quantity);
    changes.push(
      ...(await context.collections.update(trx, PRODUCTS(), actor, productId, {
        estoque: paid ? stock - quantity : stock + quantity,
      })),
    );
  }
  return changes;
};
