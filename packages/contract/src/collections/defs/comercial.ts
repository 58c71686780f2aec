import { ACTIVITY, f, opt, t, type CollectionDef } from '../define.ts';
import { COMERCIAL_ASSINATURAS } from './comercial-assinaturas.ts';
import { lineTotal, orderTotal } from './comercial-pedidos-regras.ts';
import { COMERCIAL_CLUBE } from './comercial-clube.ts';
import { COMERCIAL_MARKETING } from './comercial-marketing.ts';
import { COMERCIAL_USOS, USO_APLICADO } from './comercial-usos.ts';
import { COMERCIAL_VAGAS } from './comercial-vagas.ts';
import { conta } from './figuras.ts';

const PAYMENT_STATUS = [
  opt('pendente', t('Pendente', 'Pending', 'Pendiente'), 'warning'),
  opt('pago', t('Pago', 'Paid', 'Pagado'), 'success'),
  opt('recusado', t('Recusado', 'Declined', 'Rechazado'), 'error'),
  opt('estornado', t('Estornado', 'Refunded', 'Reembolsado'), 'default'),
];

const DELIVERY_STATUS = [
  opt('aguardando', t('Aguardando', 'Waiting', 'En espera'), 'default'),
  opt('separacao', t('Em separação', 'Being picked', 'En preparación'), 'info'),
  opt('enviado', t('Enviado', 'Shipped', 'Enviado'), 'primary'),
  opt('entregue', t('Entregue', 'Delivered', 'Entregado'), 'success'),
  opt('retirada', t('Retirada na unidade', 'Picked up on site', 'Retirado en la unidad'), 'secondary'),
  opt('cancelado', t('Cancelado', 'Cancelled', 'Cancelado'), 'error'),
];

/** The comercial hub's collections (AREAS.md): the store, plans and payments, the benefits club, jobs and marketing. */
export const COMERCIAL: readonly CollectionDef[] = [
  {
    entity: 'categorias-produto',
    tag: 'categorias-produto',
    hub: 'comercial',
    icon: 'Category',
    label: t('Categorias de produto', 'Product categories', 'Categorías de producto'),
    item: t('Categoria de produto', 'Product category', 'Categoría de producto'),
    description: t('As categorias da loja.', "The store's categories.", 'Las categorías de la tienda.'),
    title: 'nome',
    quick: true,
    sort: { field: 'nome', order: 'asc' },
    demoRows: 8,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 80,
      }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 110 / 33 }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { max: 1000 }),
    ],
  },
  {
    // The store's area is 'ecommerce' (AREAS.md); its products are the collection behind that tag.
    entity: 'produtos',
    tag: 'ecommerce',
    import: { key: 'sku' },
    hub: 'comercial',
    icon: 'ShoppingCart',
    label: t('Produtos', 'Products', 'Productos'),
    item: t('Produto', 'Product', 'Producto'),
    description: t(
      'Os produtos da loja: SKU, preço em R$, estoque, imagens e categoria.',
      "The store's products: SKU, price in R$, stock, images and category.",
      'Los productos de la tienda: SKU, precio en R$, stock, imágenes y categoría.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 40,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 160,
      }),
      f.text('sku', t('SKU', 'SKU', 'SKU'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 40,
      }),
      f.money('preco', t('Preço', 'Price', 'Precio'), { required: true, list: true, sortable: true, filterable: true }),
      f.money('preco_promocional', t('Preço promocional', 'Sale price', 'Precio promocional'), { filterable: true }),
      f.integer('estoque', t('Estoque', 'Stock', 'Stock'), {
        required: true,
        min: 0,
        max: 1_000_000,
        default: 0,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { list: true, aspect: 1 }),
      f.reference('categoria_id', t('Categoria', 'Category', 'Categoría'), 'categorias-produto', {
        list: true,
        filterable: true,
      }),
      f.enum('status', t('Status', 'Status', 'Estado'), ACTIVITY, {
        required: true,
        default: 'ativo',
        list: true,
        filterable: true,
      }),
      f.boolean('destaque', t('Destaque na loja', 'Featured in the store', 'Destacado en la tienda'), {
        default: false,
        filterable: true,
      }),
      f.decimal('peso_kg', t('Peso (kg)', 'Weight (kg)', 'Peso (kg)'), { min: 0, max: 1000 }),
      f.date('lancamento', t('Lançamento', 'Launch date', 'Lanzamiento'), { sortable: true, filterable: true }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { searchable: true }),
    ],
  },
  {
    entity: 'vouchers',
    tag: 'vouchers',
    hub: 'comercial',
    icon: 'LocalOffer',
    label: t('Vouchers', 'Vouchers', 'Cupones'),
    item: t('Voucher', 'Voucher', 'Cupón'),
    description: t(
      'Cupons de desconto: código, percentual ou valor em R$, validade e limite de usos.',
      'Discount coupons: code, percentage or amount in R$, validity and usage limit.',
      'Cupones de descuento: código, porcentaje o importe en R$, validez y límite de usos.',
    ),
    title: 'codigo',
    periods: [{ start: 'valido_de', end: 'valido_ate' }],
    sort: { field: 'valido_ate', order: 'desc' },
    demoRows: 15,
    fields: [
      f.text('codigo', t('Código', 'Code', 'Código'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        min: 3,
        max: 30,
      }),
      f.text('descricao', t('Descrição', 'Description', 'Descripción'), { searchable: true, max: 200 }),
      f.enum(
        'tipo',
        t('Tipo de desconto', 'Discount type', 'Tipo de descuento'),
        [
          opt('percentual', t('Percentual', 'Percentage', 'Porcentaje'), 'primary'),
          opt('valor', t('Valor fixo', 'Fixed amount', 'Importe fijo'), 'secondary'),
        ],
        { required: true, default: 'percentual', list: true, filterable: true },
      ),
      f.decimal('percentual', t('Percentual (%)', 'Percentage (%)', 'Porcentaje (%)'), {
        requiredWhen: { field: 'tipo', equals: ['percentual'] },
        min: 0,
        max: 100,
        list: true,
      }),
      f.money('valor_desconto', t('Valor do desconto', 'Discount amount', 'Importe del descuento'), {
        requiredWhen: { field: 'tipo', equals: ['valor'] },
        list: true,
      }),
      f.money('pedido_minimo', t('Pedido mínimo', 'Minimum order', 'Pedido mínimo'), { filterable: true }),
      f.date('valido_de', t('Válido de', 'Valid from', 'Válido desde'), { sortable: true, filterable: true }),
      f.date('valido_ate', t('Válido até', 'Valid until', 'Válido hasta'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.integer('limite_usos', t('Limite de usos', 'Usage limit', 'Límite de usos'), { min: 1, max: 1_000_000 }),
      conta('usos', t('Usos', 'Uses', 'Usos'), 'usos-voucher', 'voucher_id', USO_APLICADO),
      f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, filterable: true }),
      // Past its last valid day the platform moves it to expired (flows/timers.ts); extended, it may be valid again.
      f.enum(
        'status',
        t('Validade', 'Validity', 'Vigencia'),
        [
          opt('valido', t('Válido', 'Valid', 'Válido'), 'success'),
          opt('expirado', t('Expirado', 'Expired', 'Vencido'), 'default'),
        ],
        { required: true, default: 'valido', list: true, filterable: true },
      ),
    ],
  },
  {
    entity: 'pedidos',
    tag: 'pedidos',
    hub: 'comercial',
    icon: 'ReceiptLong',
    label: t('Pedidos', 'Orders', 'Pedidos'),
    item: t('Pedido', 'Order', 'Pedido'),
    description: t(
      'Os pedidos da loja com seus itens, total em R$, situação do pagamento e da entrega.',
      "The store's orders with their items, total in R$, payment and delivery status.",
      'Los pedidos de la tienda con sus ítems, total en R$, estado del pago y de la entrega.',
    ),
    title: 'numero',
    sort: { field: 'realizado_em', order: 'desc' },
    demoRows: 45,
    fields: [
      f.text('numero', t('Número', 'Number', 'Número'), {
        generated: { sequence: 'PED' },
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 20,
      }),
      f.user('cliente', t('Cliente', 'Customer', 'Cliente'), { required: true, list: true, filterable: true }),
      f.datetime('realizado_em', t('Realizado em', 'Placed at', 'Realizado el'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.reference('voucher_id', t('Voucher', 'Voucher', 'Cupón'), 'vouchers', { filterable: true, onDelete: 'null' }),
      f.money('subtotal', t('Soma dos itens', 'Items total', 'Suma de los ítems'), {
        computed: { aggregate: { op: 'sum', from: 'itens-pedido', via: 'pedido_id', of: 'subtotal' } },
        sortable: true,
      }),
      f.money('desconto', t('Desconto', 'Discount', 'Descuento')),
      f.money('frete', t('Frete', 'Shipping', 'Envío'), { filterable: true }),
      f.money('total', t('Total', 'Total', 'Total'), {
        computed: { formula: { reads: ['subtotal', 'desconto', 'frete'], value: orderTotal } },
        help: t(
          'Soma dos itens menos o desconto, mais o frete.',
          'Items total less the discount, plus shipping.',
          'Suma de los ítems menos el descuento, más el envío.',
        ),
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.enum('status_pagamento', t('Pagamento', 'Payment', 'Pago'), PAYMENT_STATUS, {
        required: true,
        default: 'pendente',
        list: true,
        filterable: true,
      }),
      f.enum('status_entrega', t('Entrega', 'Delivery', 'Entrega'), DELIVERY_STATUS, {
        required: true,
        default: 'aguardando',
        list: true,
        filterable: true,
      }),
      f.text('codigo_rastreio', t('Código de rastreio', 'Tracking code', 'Código de seguimiento'), {
        searchable: true,
        max: 40,
      }),
      f.longtext('endereco_entrega', t('Endereço de entrega', 'Delivery address', 'Dirección de entrega'), {
        max: 500,
      }),
      f.longtext('observacoes', t('Observações', 'Notes', 'Observaciones'), { max: 2000 }),
    ],
  },
  {
    entity: 'itens-pedido',
    tag: 'itens-pedido',
    hub: 'comercial',
    icon: 'ListAlt',
    label: t('Itens do pedido', 'Order items', 'Ítems del pedido'),
    item: t('Item do pedido', 'Order item', 'Ítem del pedido'),
    description: t(
      'Os produtos de cada pedido, com quantidade e preço unitário.',
      'The products of each order, with quantity and unit price.',
      'Los productos de cada pedido, con cantidad y precio unitario.',
    ),
    parent: { entity: 'pedidos', param: 'pedido_id', onDelete: 'cascade' },
    title: 'descricao',
    sort: { field: 'descricao', order: 'asc' },
    demoRows: 90,
    fields: [
      f.text('descricao', t('Descrição', 'Description', 'Descripción'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 160,
      }),
      f.reference('produto_id', t('Produto', 'Product', 'Producto'), 'produtos', {
        required: true,
        list: true,
        filterable: true,
      }),
      f.integer('quantidade', t('Quantidade', 'Quantity', 'Cantidad'), {
        required: true,
        min: 1,
        max: 1000,
        default: 1,
        list: true,
        sortable: true,
      }),
      f.money('preco_unitario', t('Preço unitário', 'Unit price', 'Precio unitario'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.money('desconto', t('Desconto', 'Discount', 'Descuento'), { list: true }),
      f.money('subtotal', t('Subtotal', 'Subtotal', 'Subtotal'), {
        computed: { formula: { reads: ['quantidade', 'preco_unitario', 'desconto'], value: lineTotal } },
        list: true,
        sortable: true,
      }),
    ],
  },
  ...COMERCIAL_ASSINATURAS,
  ...COMERCIAL_CLUBE,
  ...COMERCIAL_VAGAS,
  ...COMERCIAL_MARKETING,
  ...COMERCIAL_USOS,
];
