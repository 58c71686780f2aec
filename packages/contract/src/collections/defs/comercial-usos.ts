import { f, opt, t, type CollectionDef } from '../define.ts';
import { quando, quem } from './figuras.ts';
import { status } from './painel-campos.ts';

/** A voucher's use counts while applied; a refunded use gives it back. */
export const USO_APLICADO = { field: 'status', in: ['aplicado'] } as const;

/** Each use of a voucher, one row each (issue 28): the voucher's uses count these rows. */
export const COMERCIAL_USOS: readonly CollectionDef[] = [
  {
    entity: 'usos-voucher',
    tag: 'usos-voucher',
    hub: 'comercial',
    icon: 'Redeem',
    label: t('Usos dos vouchers', 'Voucher redemptions', 'Usos de los cupones'),
    item: t('Uso do voucher', 'Voucher redemption', 'Uso del cupón'),
    description: t(
      'Cada uso de cada voucher: quem usou, em qual pedido, o desconto dado e se foi estornado.',
      'Every use of every voucher: who used it, on which order, the discount given and whether it was refunded.',
      'Cada uso de cada cupón: quién lo usó, en qué pedido, el descuento dado y si fue reembolsado.',
    ),
    parent: { entity: 'vouchers', param: 'voucher_id', onDelete: 'restrict' },
    uniqueTogether: [['voucher_id', 'pedido_id']],
    title: 'origem',
    sort: { field: 'usado_em', order: 'desc' },
    demoRows: 60,
    fields: [
      quem(),
      quando('usado_em', t('Usado em', 'Redeemed at', 'Usado el')),
      f.reference('pedido_id', t('Pedido', 'Order', 'Pedido'), 'pedidos', {
        list: true,
        filterable: true,
        onDelete: 'null',
      }),
      f.text('origem', t('Onde foi usado', 'Where it was used', 'Dónde se usó'), {
        list: true,
        searchable: true,
        max: 120,
      }),
      f.money('desconto', t('Desconto dado', 'Discount given', 'Descuento dado'), { list: true, sortable: true }),
      status([
        opt('aplicado', t('Aplicado', 'Applied', 'Aplicado'), 'success'),
        opt('estornado', t('Estornado', 'Refunded', 'Reembolsado'), 'default'),
      ]),
    ],
  },
];
