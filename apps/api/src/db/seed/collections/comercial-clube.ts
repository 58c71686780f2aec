import { cnpj, code, companyEmail, personOf, phoneMask, rowOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { clientKind, slug, someRows, user } from './painel-util.ts';

/** A partner: name, sector, and what its benefits offer. */
type Partner = [nome: string, segmento: string, ofertas: string[]];

const PARTNERS: readonly Partner[] = [
  ['Nutri Vida Suplementos', 'saude', ['suplementos', 'consulta com nutricionista', 'kits de vitaminas']],
  ['Clínica Movimento Fisioterapia', 'saude', ['sessões de fisioterapia', 'pilates clínico', 'avaliação postural']],
  ['Óticas Visão Clara', 'varejo', ['óculos de grau', 'lentes de contato', 'óculos de sol']],
  ['Farmácia Bem Estar', 'saude', ['medicamentos genéricos', 'dermocosméticos']],
  ['Restaurante Verde Leve', 'alimentacao', ['almoço executivo', 'marmitas saudáveis', 'sucos naturais']],
  ['Corre Mais Esportes', 'varejo', ['tênis de corrida', 'roupas esportivas', 'relógios esportivos']],
  ['Spa Equilíbrio', 'lazer', ['massagem relaxante', 'day spa']],
  ['Laboratório Diagnóstica', 'saude', ['exames de sangue', 'check-up completo']],
  ['Escola de Idiomas Speak Up', 'educacao', ['cursos de inglês', 'cursos de espanhol', 'aulas de conversação']],
  ['Cine Estação', 'lazer', ['ingressos de cinema', 'combo de pipoca']],
  ['Faculdade Nova Era', 'educacao', ['graduação a distância', 'pós-graduação', 'cursos livres']],
  ['Proteja Seguros', 'servicos', ['seguro de vida', 'seguro residencial', 'seguro de celular']],
];

const REWARDS_GYM: readonly [string, number, string][] = [
  ['Squeeze 500 ml', 300, 'produto'],
  ['Toalha de treino', 450, 'produto'],
  ['Camiseta dry fit', 800, 'produto'],
  ['Coqueteleira', 350, 'produto'],
  ['Avaliação física extra', 600, 'experiencia'],
  ['Aula experimental para um amigo', 250, 'experiencia'],
  ['Sessão com nutricionista', 1_200, 'experiencia'],
  ['Mês grátis de plano', 2_500, 'vale'],
  ['Vale-compra R$ 50 na loja', 1_000, 'vale'],
  ['Mochila esportiva', 1_600, 'produto'],
  ['Fone de ouvido sem fio', 3_000, 'produto'],
  ['Kit de elásticos', 700, 'produto'],
  ['Corda de pular', 400, 'produto'],
  ['Treino com personal (1 h)', 1_500, 'experiencia'],
  ['Doação de uma cesta básica', 500, 'doacao'],
];
const REWARDS: readonly [string, number, string][] = [
  ['Caneca personalizada', 300, 'produto'],
  ['Camiseta oficial', 700, 'produto'],
  ['Ecobag', 250, 'produto'],
  ['Vale-presente R$ 50', 1_000, 'vale'],
  ['Vale-presente R$ 100', 1_900, 'vale'],
  ['Ingresso de cinema', 600, 'vale'],
  ['Livro à escolha', 900, 'produto'],
  ['Fone de ouvido', 2_500, 'produto'],
  ['Day off', 5_000, 'experiencia'],
  ['Curso on-line à escolha', 1_500, 'experiencia'],
  ['Mochila', 1_800, 'produto'],
  ['Garrafa térmica', 800, 'produto'],
  ['Doação de material escolar', 500, 'doacao'],
  ['Café com a diretoria', 1_200, 'experiencia'],
  ['Kit papelaria', 400, 'produto'],
];

const rewardAt = (ctx: DemoContext, k: number) => (clientKind(ctx) === 'academia' ? REWARDS_GYM : REWARDS)[k % 15];
const REDEMPTION = [
  'entregue',
  'entregue',
  'aprovado',
  'solicitado',
  'entregue',
  'cancelado',
  'entregue',
  'solicitado',
] as const;

/** The benefits club and the points store. */
export const COMERCIAL_CLUBE_DEMO: DemoMakers = {
  parceiros: (ctx) => {
    const [nome, segmento] = PARTNERS[ctx.n % PARTNERS.length];
    const contact = personOf(ctx, 4);
    return {
      nome,
      cnpj: cnpj(ctx.clientId * 100 + ctx.n * 7_919),
      segmento,
      contato: contact.name,
      email: companyEmail('parcerias', nome),
      telefone: phoneMask(contact.phone),
      site: `https://www.${slug(nome).replace(/-/g, '')}.com.br`,
      logo: someRows(ctx, 3),
      responsavel: user(ctx, 2),
      contrato_ate: ctx.day(60 + 30 * ctx.n),
      status: ctx.n === 11 ? 'inativo' : 'ativo',
    };
  },
  beneficios: (ctx) => {
    const { id, k } = rowOf(ctx, 'parceiros');
    const [partner, , offers] = PARTNERS[k % PARTNERS.length];
    const offer = offers[ctx.n % offers.length];
    const percent = [10, 15, 20, 25, 30, 40][(ctx.n + k) % 6];
    return {
      titulo: `${percent}% de desconto em ${offer}`,
      parceiro_id: id,
      desconto_percentual: percent,
      codigo_cupom: ctx.n % 3 === 0 ? null : `${slug(partner).replace(/-/g, '').slice(0, 6).toUpperCase()}${percent}`,
      regras: `Válido para membros ${ctx.clientName} com cadastro ativo. Apresente a carteirinha do aplicativo. Não cumulativo com outras promoções.`,
      link: `https://www.${slug(partner).replace(/-/g, '')}.com.br/parceria/${slug(ctx.clientName)}`,
      imagem: someRows(ctx, 6),
      online: ctx.n % 4 === 1,
      validade: ctx.n % 9 === 8 ? ctx.day(-5) : ctx.day(30 + 15 * (ctx.n % 12)),
      status: ctx.n % 9 === 8 ? 'inativo' : 'ativo',
    };
  },
  'loja-pontos': (ctx) => {
    const [nome, pontos, tipo] = rewardAt(ctx, ctx.n);
    return {
      nome,
      pontos,
      tipo,
      estoque: tipo === 'produto' ? (ctx.n * 13) % 60 : null,
      imagem: someRows(ctx, 3),
      descricao: `${nome} por ${pontos.toLocaleString('pt-BR')} pontos. Retire na unidade ou receba em casa.`,
      validade: tipo === 'vale' ? ctx.day(120) : null,
      status: ctx.n === 14 ? 'inativo' : 'ativo',
    };
  },
  resgates: (ctx) => {
    const { id, k } = rowOf(ctx, 'loja-pontos', 1);
    const quantidade = ctx.n % 10 === 3 ? 2 : 1;
    const status = ctx.pick(REDEMPTION);
    const requested = -3 * ctx.n - 1;
    return {
      codigo: code('RSG', ctx.n),
      usuario: user(ctx, 7),
      recompensa_id: id,
      quantidade,
      pontos: rewardAt(ctx, k)[1] * quantidade,
      status,
      solicitado_em: ctx.at(requested, 9 + (ctx.n % 11)),
      entregue_em: status === 'entregue' ? ctx.day(Math.min(0, requested + 4)) : null,
      observacoes: status === 'cancelado' ? 'Cancelado a pedido do membro; pontos devolvidos.' : null,
    };
  },
};
