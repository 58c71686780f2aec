import { orderAt } from './comercial-loja.ts';
import { cnpj, code, cpfMask, personOf, rowOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { amount, byKind, clientKind, user, type ClientKind } from './painel-util.ts';

/** A plan: name, price in R$, period, minimum term in months, benefits. */
type Plan = [
  nome: string,
  preco: number,
  periodicidade: 'mensal' | 'trimestral' | 'semestral' | 'anual',
  fidelidade: number,
  beneficios: string[],
];

const PLANS: Record<ClientKind, readonly Plan[]> = {
  academia: [
    ['Plano Smart', 119.9, 'mensal', 12, ['Musculação', 'Aulas coletivas', 'Aplicativo de treino']],
    ['Plano Black', 159.9, 'mensal', 12, ['Todas as unidades', 'Leve um amigo', 'Cadeira de massagem']],
    ['Plano Fit Sem Fidelidade', 139.9, 'mensal', 0, ['Musculação', 'Cancelamento a qualquer momento']],
    ['Plano Trimestral', 379.9, 'trimestral', 3, ['Musculação', 'Aulas coletivas']],
    ['Plano Semestral', 699.9, 'semestral', 6, ['Musculação', 'Aulas coletivas', 'Avaliação física']],
    [
      'Plano Anual',
      1_199,
      'anual',
      12,
      ['Todas as unidades', 'Avaliação física trimestral', 'Camiseta de boas-vindas'],
    ],
    ['Plano Universitário', 99.9, 'mensal', 6, ['Musculação', 'Horário livre']],
    ['Plano Corporativo', 89.9, 'mensal', 12, ['Convênio com a empresa', 'Todas as unidades']],
  ],
  ong: [
    ['Sócio Colaborador', 30, 'mensal', 0, ['Relatório anual', 'Newsletter']],
    ['Sócio Apoiador', 60, 'mensal', 0, ['Relatório anual', 'Carta de uma criança apoiada']],
    ['Sócio Guardião', 120, 'mensal', 0, ['Visita a um projeto', 'Certificado anual']],
    ['Sócio Embaixador', 250, 'mensal', 0, ['Encontro anual com a equipe', 'Kit da causa']],
    ['Sócio Anual', 600, 'anual', 12, ['Relatório anual', 'Kit da causa']],
    ['Empresa Parceira', 1_500, 'mensal', 12, ['Selo de empresa parceira', 'Voluntariado corporativo']],
    ['Escola Amiga', 200, 'mensal', 6, ['Material educativo', 'Palestra na escola']],
    ['Sócio Jovem', 15, 'mensal', 0, ['Newsletter', 'Convites para ações voluntárias']],
  ],
  empresa: [
    ['Plano Essencial', 49.9, 'mensal', 0, ['Cursos livres', 'Certificados']],
    ['Plano Profissional', 89.9, 'mensal', 0, ['Todos os cursos', 'Trilhas de carreira']],
    ['Plano Equipe', 399, 'mensal', 12, ['Até 10 pessoas', 'Relatórios de progresso']],
    ['Plano Premium', 149.9, 'mensal', 0, ['Mentorias mensais', 'Todos os cursos']],
    ['Plano Anual', 899, 'anual', 12, ['Todos os cursos', 'Dois meses grátis']],
    ['Plano Estudante', 29.9, 'mensal', 0, ['Cursos livres', 'Comunidade']],
    ['Plano Semestral', 449, 'semestral', 6, ['Todos os cursos', 'Certificados']],
    ['Plano Corporativo', 2_900, 'mensal', 12, ['Usuários ilimitados', 'Gestor de conta']],
  ],
  plataforma: [
    ['Start', 990, 'mensal', 12, ['Até 500 usuários', 'Feed e comunicados']],
    ['Growth', 2_490, 'mensal', 12, ['Até 2.000 usuários', 'Cursos e trilhas']],
    ['Business', 5_900, 'mensal', 12, ['Até 10.000 usuários', 'Loja de pontos', 'BI']],
    ['Enterprise', 14_900, 'mensal', 24, ['Usuários ilimitados', 'Suporte 24x7', 'SSO']],
    ['Educação', 1_990, 'mensal', 12, ['Cursos, turmas e certificados']],
    ['Terceiro Setor', 790, 'mensal', 12, ['Projetos sociais', 'Doações', 'Voluntariado']],
    ['Academias', 3_490, 'mensal', 12, ['Treinos', 'Check-ins', 'Aulas coletivas']],
    ['Anual Business', 59_000, 'anual', 12, ['Business com dois meses grátis']],
  ],
};

const planAt = (ctx: DemoContext, k: number): Plan => byKind(ctx, PLANS)[k % 8];
const SUBSCRIPTION = [
  'ativa',
  'ativa',
  'ativa',
  'inadimplente',
  'ativa',
  'suspensa',
  'cancelada',
  'ativa',
  'encerrada',
  'ativa',
] as const;
const METHODS = ['pix', 'cartao_credito', 'cartao_credito', 'boleto', 'cartao_debito', 'transferencia'] as const;
const PAYMENT = [
  'aprovado',
  'aprovado',
  'aprovado',
  'pendente',
  'aprovado',
  'recusado',
  'aprovado',
  'estornado',
  'aprovado',
  'cancelado',
] as const;
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const BUSINESSES = [
  'Academia Corpo em Forma Ltda.',
  'Instituto Semear',
  'Colégio Horizonte',
  'Rede Move Fitness S.A.',
  'Associação Mãos Dadas',
  'Escola Aprender Mais',
  'Grupo Vita Saúde',
];

/** The j-th payment: of an order (every third) or of a subscription, for the order's total or the plan's price. */
function paymentAt(ctx: DemoContext, j: number) {
  const orders = ctx.ids('pedidos');
  const subscriptions = ctx.ids('assinaturas');
  const forOrder = j % 3 === 0;
  const order = {
    id: forOrder && orders.length ? orders[(j * 7) % orders.length] : null,
    k: (j * 7) % Math.max(orders.length, 1),
  };
  const subscription = {
    id: !forOrder && subscriptions.length ? subscriptions[(j * 7 + 2) % subscriptions.length] : null,
    k: (j * 7 + 2) % Math.max(subscriptions.length, 1),
  };
  // The subscription's plan, as the assinaturas maker picks it (rowOf with no salt).
  const valor = forOrder
    ? orderAt(ctx, order.k).total
    : planAt(ctx, (subscription.k * 7) % Math.max(ctx.ids('planos').length, 1))[1];
  return { forOrder, order, subscription, valor };
}

/** Plans, subscriptions, payments and invoices. */
export const COMERCIAL_ASSINATURAS_DEMO: DemoMakers = {
  planos: (ctx) => {
    const [nome, preco, periodicidade, fidelidade, beneficios] = planAt(ctx, ctx.n);
    return {
      nome,
      preco,
      periodicidade,
      fidelidade_meses: fidelidade,
      taxa_adesao: clientKind(ctx) === 'academia' ? (ctx.n % 3 === 0 ? 0 : 49.9) : null,
      beneficios,
      descricao: `${nome}: ${beneficios.join(', ').toLowerCase()}.`,
      destaque: ctx.n === 1,
      status: ctx.n === 7 && clientKind(ctx) !== 'academia' ? 'inativo' : 'ativo',
    };
  },
  assinaturas: (ctx) => {
    const { id, k } = rowOf(ctx, 'planos');
    const status = ctx.pick(SUBSCRIPTION);
    const start = -((ctx.n * 23) % 700) - 15;
    const ended = status === 'cancelada' || status === 'encerrada';
    return {
      codigo: code('ASS', ctx.n),
      assinante: user(ctx, 5),
      plano_id: id,
      status,
      inicio: ctx.day(start),
      fim: ended ? ctx.day(Math.min(-1, start + 180)) : null,
      proxima_cobranca: status === 'ativa' || status === 'inadimplente' ? ctx.day(1 + (ctx.n % 28)) : null,
      valor: planAt(ctx, k)[1],
      forma_pagamento: ctx.pick(METHODS, 1),
      renovacao_automatica: !ended && ctx.n % 5 !== 0,
      motivo_cancelamento:
        status === 'cancelada'
          ? ctx.pick(['Mudança de cidade', 'Questões financeiras', 'Falta de tempo', 'Insatisfação com o atendimento'])
          : null,
    };
  },
  pagamentos: (ctx) => {
    const due = 10 - 4 * ctx.n;
    const status = due > 0 ? 'pendente' : ctx.pick(PAYMENT);
    const { forOrder, order, subscription, valor } = paymentAt(ctx, ctx.n);
    const month = MONTHS[Number(ctx.day(due).slice(5, 7)) - 1];
    return {
      descricao: forOrder
        ? `Pedido ${code('PED', 10_000 + order.k, 6)}`
        : `Mensalidade de ${month} – assinatura ${code('ASS', subscription.k)}`,
      pagador: user(ctx, 5),
      valor,
      metodo: ctx.pick(METHODS, 2),
      status,
      vencimento: ctx.day(due),
      pago_em: status === 'aprovado' || status === 'estornado' ? ctx.at(due - (ctx.n % 3), 10 + (ctx.n % 9)) : null,
      assinatura_id: subscription.id,
      pedido_id: order.id,
      transacao: status === 'cancelado' ? null : `TRX${ctx.clientId}${String(700_000 + ctx.n * 131)}`,
    };
  },
  faturas: (ctx) => {
    const company = clientKind(ctx) === 'plataforma' || ctx.n % 5 === 4;
    const payer = personOf(ctx, 2);
    const issued = -6 * ctx.n - 2;
    const status = issued + 15 > 0 ? 'aberta' : ctx.n % 9 === 4 ? 'vencida' : ctx.n % 11 === 7 ? 'cancelada' : 'paga';
    const payment = rowOf(ctx, 'pagamentos', 4);
    return {
      numero: code('NF', 2_400 + ctx.n, 6),
      tomador: company ? ctx.pick(BUSINESSES, 1) : payer.name,
      documento: company ? cnpj(ctx.clientId * 1_000 + ctx.n) : cpfMask(payer.cpf),
      usuario: company ? null : user(ctx, 5),
      emissao: ctx.day(issued),
      vencimento: ctx.day(issued + 15),
      valor:
        status === 'paga'
          ? paymentAt(ctx, payment.k).valor
          : amount(ctx, 59.9, clientKind(ctx) === 'plataforma' ? 60_000 : 1_200, 7),
      status,
      pagamento_id: status === 'paga' ? payment.id : null,
      arquivo: null,
      observacoes: status === 'cancelada' ? 'Cancelada a pedido do tomador: emitida com valor errado.' : null,
    };
  },
};
