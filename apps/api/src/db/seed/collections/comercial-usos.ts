import { orderAt } from './comercial-loja.ts';
import type { DemoMakers } from './demo.ts';
import { user } from './painel-util.ts';

/** Demo uses of the vouchers: first the orders that carry one (every fifth order), then uses at a unit's counter. */

const COUNTERS = ['Balcão da unidade', 'Aplicativo', 'Evento presencial', 'Renovação de plano'];

export const COMERCIAL_USOS_DEMO: DemoMakers = {
  'usos-voucher': (ctx) => {
    const vouchers = ctx.ids('vouchers');
    const orders = ctx.ids('pedidos');
    // The orders with a voucher, as the orders' maker gives them one (order k, every fifth from the second).
    const withVoucher = orders.map((_, k) => k).filter((k) => k % 5 === 1 && vouchers.length);
    const k = withVoucher[ctx.n];
    const at = ctx.at(-(ctx.n % 60) - 1, 10 + (ctx.n % 10));
    if (k !== undefined) {
      const order = orderAt(ctx, k);
      return {
        voucher_id: order.voucher_id,
        // The order's customer, as the orders' maker picks it (user(ctx, 3) of order k).
        usuario: ctx.users.length ? ctx.users[(k + 3) % ctx.users.length] : null,
        usado_em: at,
        pedido_id: orders[k],
        origem: 'Loja virtual',
        desconto: order.desconto,
        status: ctx.n % 9 === 4 ? 'estornado' : 'aplicado',
      };
    }
    return {
      voucher_id: vouchers.length ? vouchers[ctx.n % vouchers.length] : undefined,
      usuario: user(ctx, 5),
      usado_em: at,
      pedido_id: null,
      origem: ctx.pick(COUNTERS, 1),
      desconto: 10 + ((ctx.n * 7) % 40),
      status: ctx.n % 11 === 6 ? 'estornado' : 'aplicado',
    };
  },
};
