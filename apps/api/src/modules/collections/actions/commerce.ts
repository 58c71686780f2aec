import { moveOrderStock } from '../rules/stock-repo.ts';
import type { ActionHandler } from './types.ts';

/** The store's and billing's actions: an order refunded (its products restocked line by line), an invoice paid. */

/**
 * Refunds a paid order: its payment becomes "estornado", a delivery not yet made is cancelled and the reason joins its
 * notes. Entering "estornado" puts the order's items back in stock (rules/commerce.ts), unless asked not to: then the
 * order's stock is marked kept first, and the refund leaves it.
 */
const refund: ActionHandler = async ({ trx, def, row, actor, input, writes, at }) => {
  if (input.repor_estoque === 0) await moveOrderStock(trx, actor.clientId, row.id, 'kept', Date.parse(at));
  const delivered = ['entregue', 'retirada'].includes(String(row.status_entrega));
  const notes = [row.observacoes, `Estorno: ${String(input.motivo)}`].filter(Boolean).join('\n');
  return writes.update(def, row.id, {
    status_pagamento: 'estornado',
    ...(delivered ? {} : { status_entrega: 'cancelado' }),
    observacoes: notes.slice(0, 2000),
  });
};

const markPaid: ActionHandler = ({ def, row, writes }) => writes.update(def, row.id, { status: 'paga' });

export const commerceActions: Readonly<Record<string, ActionHandler>> = {
  'pedidos.estornar': refund,
  'faturas.confirmar': markPaid,
};
