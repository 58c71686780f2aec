import { collectionByEntity } from '@console/contract';
import { code, personOf } from './comercial-util.ts';
import { demoRowsOf, type DemoContext, type DemoMakers } from './demo.ts';
import { byKind, someRows, user, type ClientKind } from './painel-util.ts';

const CATEGORIES: Record<ClientKind, readonly string[]> = {
  academia: [
    'Suplementos',
    'Acessórios de treino',
    'Vestuário fitness',
    'Garrafas e coqueteleiras',
    'Calçados esportivos',
    'Equipamentos para casa',
    'Bem-estar',
    'Vale-presente',
  ],
  ong: [
    'Camisetas da causa',
    'Canecas e copos',
    'Ecobags',
    'Livros e publicações',
    'Artesanato das comunidades',
    'Kits solidários',
    'Papelaria',
    'Vale-presente',
  ],
  empresa: [
    'Uniformes',
    'Material didático',
    'Papelaria',
    'Livros',
    'Brindes corporativos',
    'Mochilas e estojos',
    'Tecnologia',
    'Vale-presente',
  ],
  plataforma: [
    'Licenças',
    'Módulos adicionais',
    'Treinamentos',
    'Consultoria',
    'Suporte premium',
    'Integrações',
    'Armazenamento',
    'Personalização',
  ],
};

/** A product: name, price in R$ and the index of its category above. */
type Product = [nome: string, preco: number, categoria: number];

const PRODUCTS: Record<ClientKind, readonly Product[]> = {
  academia: [
    ['Whey Protein 900 g', 139.9, 0],
    ['Creatina 300 g', 89.9, 0],
    ['Pré-treino 300 g', 119.9, 0],
    ['Barra de proteína (caixa com 12)', 84, 0],
    ['Luva de treino', 59.9, 1],
    ['Cinto de musculação', 129.9, 1],
    ['Faixa elástica (kit com 3)', 49.9, 1],
    ['Camiseta dry fit', 69.9, 2],
    ['Legging de compressão', 119.9, 2],
    ['Regata de treino', 54.9, 2],
    ['Coqueteleira 600 ml', 34.9, 3],
    ['Garrafa térmica 1 L', 79.9, 3],
    ['Tênis de treino', 349.9, 4],
    ['Kit de halteres 10 kg', 249.9, 5],
    ['Tapete de yoga', 99.9, 6],
    ['Vale-presente R$ 100', 100, 7],
  ],
  ong: [
    ['Camiseta da campanha', 59.9, 0],
    ['Camiseta infantil', 44.9, 0],
    ['Caneca "Eu apoio"', 39.9, 1],
    ['Copo reutilizável', 24.9, 1],
    ['Ecobag de algodão', 34.9, 2],
    ['Ecobag estampada pelas comunidades', 44.9, 2],
    ['Livro de histórias da comunidade', 49.9, 3],
    ['Relatório anual impresso', 20, 3],
    ['Cesta de palha trançada', 89.9, 4],
    ['Bolsa de crochê', 74.9, 4],
    ['Kit solidário de material escolar', 79.9, 5],
    ['Kit higiene', 49.9, 5],
    ['Caderno reciclado', 29.9, 6],
    ['Calendário ilustrado', 25, 6],
    ['Vale-presente R$ 50', 50, 7],
  ],
  empresa: [
    ['Camisa polo do uniforme', 79.9, 0],
    ['Agasalho do uniforme', 149.9, 0],
    ['Apostila do 1º semestre', 120, 1],
    ['Kit de laboratório', 89.9, 1],
    ['Caderno universitário', 32.9, 2],
    ['Kit canetas', 19.9, 2],
    ['Livro de liderança', 69.9, 3],
    ['Dicionário escolar', 59.9, 3],
    ['Caneca institucional', 34.9, 4],
    ['Squeeze institucional', 29.9, 4],
    ['Mochila escolar', 189.9, 5],
    ['Estojo', 39.9, 5],
    ['Fone de ouvido', 129.9, 6],
    ['Mouse sem fio', 89.9, 6],
    ['Vale-presente R$ 100', 100, 7],
  ],
  plataforma: [
    ['Licença anual até 500 usuários', 18_900, 0],
    ['Licença anual até 5.000 usuários', 89_000, 0],
    ['Módulo de cursos', 2_400, 1],
    ['Módulo de loja de pontos', 1_900, 1],
    ['Módulo de projetos sociais', 2_900, 1],
    ['Treinamento de administradores', 3_500, 2],
    ['Treinamento de moderadores', 1_800, 2],
    ['Consultoria de implantação', 12_000, 3],
    ['Diagnóstico de engajamento', 6_500, 3],
    ['Suporte premium 24x7', 4_900, 4],
    ['Integração com ERP', 8_000, 5],
    ['Integração com catracas', 5_500, 5],
    ['Armazenamento adicional 1 TB', 990, 6],
    ['Aplicativo com a marca do cliente', 15_000, 7],
    ['Tema personalizado', 3_200, 7],
  ],
};

const VARIANTS = ['', ' (kit com 2)', ' (edição limitada)'];

/** The product the k-th produtos row is, so an order item can repeat its name and price. */
const productAt = (ctx: DemoContext, k: number) => {
  const list = byKind(ctx, PRODUCTS);
  const [nome, preco, categoria] = list[k % list.length];
  const variant = Math.floor(k / list.length) % VARIANTS.length;
  return {
    nome: `${nome}${VARIANTS[variant]}`,
    preco: variant === 1 ? Math.round(preco * 190) / 100 : preco,
    categoria,
  };
};

const PAYMENT = ['pago', 'pago', 'pago', 'pendente', 'pago', 'recusado', 'pago', 'estornado'] as const;
const DELIVERY = ['entregue', 'enviado', 'separacao', 'retirada', 'entregue'] as const;
const VOUCHER_WORDS = ['BEMVINDO', 'AMIGO', 'FIDELIDADE', 'ANIVERSARIO', 'VOLTA'];

const cents = (value: number): number => Math.round(value * 100) / 100;
/** The k-th voucher's discount: a percentage or an amount in reais. */
const voucherAt = (k: number) => ({
  percent: k % 3 !== 2,
  value: [10, 15, 20][Math.floor(k / VOUCHER_WORDS.length) % 3],
});

/** Orders and their items in the client: item m belongs to order m % orders, so an order's total is its items' sum. */
const rowsOf = (ctx: DemoContext, entity: string): number => {
  const def = collectionByEntity(entity);
  return def ? demoRowsOf(def, ctx.clientId) : 0;
};

/** The m-th order item: a product of the store with its price, a quantity and a line discount. */
function itemOf(ctx: DemoContext, m: number) {
  const ids = ctx.ids('produtos');
  const k = (m * 7 + 3) % Math.max(ids.length, 1);
  const product = productAt(ctx, k);
  return {
    descricao: product.nome,
    produto_id: ids.length ? ids[k] : null,
    quantidade: 1 + (m % 3 === 0 ? m % 4 : 0),
    preco_unitario: product.preco,
    desconto: m % 6 === 0 ? cents(product.preco / 10) : 0,
  };
}
const lineTotal = (item: ReturnType<typeof itemOf>): number => item.preco_unitario * item.quantidade - item.desconto;

/** The money of the k-th order: its items' sum, the voucher's discount (every fifth order), shipping and the total. */
export function orderAt(ctx: DemoContext, k: number) {
  const orders = rowsOf(ctx, 'pedidos');
  const subtotal = cents(
    Array.from({ length: rowsOf(ctx, 'itens-pedido') }, (_, m) => m).reduce(
      (sum, m) => (m % orders === k ? sum + lineTotal(itemOf(ctx, m)) : sum),
      0,
    ),
  );
  const vouchers = ctx.ids('vouchers');
  const voucher = k % 5 === 1 && vouchers.length ? k % vouchers.length : null;
  const off = voucher === null ? null : voucherAt(voucher);
  const desconto = off ? Math.min(subtotal, off.percent ? cents((subtotal * off.value) / 100) : off.value) : 0;
  const frete = k % 4 === 0 ? 0 : cents(9.9 + ((((k + 5) * 7_919) % 1_000) / 1_000) * 30);
  return {
    voucher_id: voucher === null ? null : vouchers[voucher],
    desconto,
    frete,
    total: cents(subtotal - desconto + frete),
  };
}

/** The store: categories, products, vouchers, orders and their items. */
export const COMERCIAL_LOJA_DEMO: DemoMakers = {
  'categorias-produto': (ctx) => ({
    nome: byKind(ctx, CATEGORIES)[ctx.n % 8],
    imagem: ctx.n < 3 ? ctx.picture() : null,
    descricao: `Produtos de ${byKind(ctx, CATEGORIES)[ctx.n % 8].toLowerCase()} da loja ${ctx.clientName}.`,
  }),
  produtos: (ctx) => {
    const product = productAt(ctx, ctx.n);
    const categories = ctx.ids('categorias-produto');
    const inactive = ctx.n % 13 === 12;
    return {
      nome: product.nome,
      sku: `${ctx.clientName.slice(0, 3).toUpperCase()}-${String(1001 + ctx.n)}`,
      preco: product.preco,
      preco_promocional: ctx.n % 5 === 0 ? Math.round(product.preco * 85) / 100 : null,
      estoque: inactive ? 0 : 5 + ((ctx.n * 37) % 250),
      imagem: someRows(ctx, 4),
      categoria_id: categories.length ? categories[product.categoria % categories.length] : null,
      status: inactive ? 'inativo' : 'ativo',
      destaque: ctx.n % 6 === 0,
      peso_kg: Math.round((0.2 + ((ctx.n * 13) % 30) / 10) * 100) / 100,
      lancamento: ctx.day(-30 * (ctx.n % 18) - 5),
      descricao: `${product.nome}: disponível para entrega ou retirada nas unidades ${ctx.clientName}.`,
    };
  },
  pedidos: (ctx) => {
    const pagamento = ctx.pick(PAYMENT);
    const entrega =
      pagamento === 'pago' ? ctx.pick(DELIVERY, 2) : pagamento === 'pendente' ? 'aguardando' : 'cancelado';
    const buyer = personOf(ctx, 1);
    const { voucher_id, desconto, frete, total } = orderAt(ctx, ctx.n);
    return {
      numero: code('PED', 10_000 + ctx.n, 6),
      cliente: user(ctx, 3),
      realizado_em: ctx.at(-2 * ctx.n - 1, 11 + (ctx.n % 12)),
      voucher_id,
      desconto,
      frete,
      total,
      status_pagamento: pagamento,
      status_entrega: entrega,
      codigo_rastreio:
        entrega === 'enviado' || entrega === 'entregue'
          ? `NL${String(100_000_000 + ctx.n * 7_919).slice(0, 9)}BR`
          : null,
      endereco_entrega: `${buyer.address.street}, ${buyer.address.number} – ${buyer.address.district}, ${buyer.address.city}/${buyer.address.state}, CEP ${buyer.postalCode}`,
      observacoes: ctx.n % 7 === 0 ? 'Entregar na portaria, com o zelador.' : null,
    };
  },
  'itens-pedido': (ctx) => {
    const orders = ctx.ids('pedidos');
    return { ...itemOf(ctx, ctx.n), pedido_id: orders.length ? orders[ctx.n % orders.length] : undefined };
  },
  vouchers: (ctx) => {
    const { percent, value } = voucherAt(ctx.n);
    return {
      codigo: `${VOUCHER_WORDS[ctx.n % VOUCHER_WORDS.length]}${value}`,
      descricao: percent
        ? `${value}% de desconto na loja ${ctx.clientName}`
        : `R$ ${value},00 de desconto em compras acima de R$ 100,00`,
      tipo: percent ? 'percentual' : 'valor',
      percentual: percent ? value : null,
      valor_desconto: percent ? null : value,
      pedido_minimo: percent ? null : 100,
      valido_de: ctx.day(-20 * ctx.n - 10),
      valido_ate: ctx.day(60 - 20 * ctx.n),
      limite_usos: ctx.n % 4 === 0 ? null : 100 * (1 + (ctx.n % 5)),
      ativo: ctx.n < 4,
      // The ones whose last valid day has passed are seeded as the timer leaves them.
      status: 60 - 20 * ctx.n < 0 ? 'expirado' : 'valido',
    };
  },
};
