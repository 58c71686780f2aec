import { collectionByEntity } from '@console/contract';
import { tableOf } from '../../../db/collections/layout.ts';
import type { WrittenChange } from '../../../platform/collection-writes.ts';
import { referencingIds, rowById } from '../repo.ts';
import type { ActionHandler } from './types.ts';

/** The store's and billing's actions: an order refunded (its products restocked line by line), an invoice paid. */

/**
 * Refunds a paid order: its payment becomes "estornado", a delivery not yet made is cancelled, the reason joins its
 * notes, and each line's quantity goes back to its product's stock (when asked, as it is by default).
 */
const refund: ActionHandler = async ({ trx, def, row, actor, input, writes }) => {
  const changes: WrittenChange[] = [];
  if (input.repor_estoque !== 0) {
    const items = collectionByEntity('itens-pedido')!;
    const products = collectionByEntity('produtos')!;
    for (const itemId of await referencingIds(trx, actor.clientId, tableOf(items), 'pedido_id', row.id)) {
      const item = await rowById(trx, actor.clientId, tableOf(items), itemId);
      const product = item?.produto_id
        ? await rowById(trx, actor.clientId, tableOf(products), Number(item.produto_id))
        : undefined;
      if (!item || !product) continue;
      const stock = Number(product.estoque ?? 0) + Number(item.quantidade ?? 0);
      changes.push(...(await writes.update(products, product.id, { estoque: stock })));
    }
  }
  const delivered = ['entregue', 'retirada'].includes(String(row.status_entrega));
  const notes = [row.observacoes, `Estorno: ${String(input.motivo)}`].filter(Boolean).join('\n');
  changes.push(
    ...(await writes.update(def, row.id, {
      status_pagamento: 'estornado',
      ...(delivered ? {} : { status_entrega: 'cancelado' }),
      observacoes: notes.slice(0, 2000),
    })),
  );
  return changes;
};

const markPaid: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'paga' });

export const commerceActions: Readonly<Record<string, ActionHandler>> = {
  'pedidos.estornar': refund,
  'faturas.confirmar': markPaid,
};
