import { cnpj, cpfMask, personOf, phoneMask, rowOf } from './comercial-util.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { amount, byKind, slug, someRows, user, type ClientKind } from './painel-util.ts';
import { SOCIAL_VOLUNTARIADO_DEMO } from './social-voluntariado.ts';

const CAMPAIGNS: Record<ClientKind, readonly string[]> = {
  ong: [
    'Natal sem Fome',
    'Escola para Todas',
    'Água Limpa no Sertão',
    'Emergência Enchentes RS',
    'Agasalho Solidário',
    'Meninas na Ciência',
    'Hortas Comunitárias',
    'Volta às Aulas',
    'Dia de Doar',
    'Alimento na Mesa',
    'Bibliotecas Comunitárias',
    'Saúde da Mulher',
  ],
  academia: [
    'Treino Solidário',
    'Corrida do Bem',
    'Doe Agasalhos',
    'Natal Solidário',
    'Emergência Enchentes RS',
    'Cesta Básica',
    'Bike Solidária',
    'Outubro Rosa',
    'Novembro Azul',
    'Doe Sangue',
    'Brinquedo Solidário',
    'Páscoa Solidária',
  ],
  empresa: [
    'Natal Solidário',
    'Campanha do Agasalho',
    'Doe Livros',
    'Emergência Enchentes RS',
    'Material Escolar',
    'Outubro Rosa',
    'Novembro Azul',
    'Brinquedo Solidário',
    'Alimento Solidário',
    'Computadores para Escolas',
    'Páscoa Solidária',
    'Dia de Doar',
  ],
  plataforma: [
    'Natal Solidário',
    'Campanha do Agasalho',
    'Doe Livros',
    'Emergência Enchentes RS',
    'Tecnologia para ONGs',
    'Outubro Rosa',
    'Novembro Azul',
    'Brinquedo Solidário',
    'Alimento Solidário',
    'Computadores para Escolas',
    'Páscoa Solidária',
    'Dia de Doar',
  ],
};

const PROGRAMS: Record<ClientKind, readonly string[]> = {
  ong: ['Educação Infantil', 'Segurança Alimentar', 'Geração de Renda', 'Água e Saneamento', 'Direitos das Mulheres'],
  academia: ['Esporte na Comunidade', 'Bolsa Atleta', 'Saúde Ativa 60+'],
  empresa: ['Bolsa de Estudos', 'Jovem Aprendiz', 'Reforço Escolar'],
  plataforma: ['Licença Social', 'Capacitação de ONGs'],
};

const ORGANISATIONS = [
  'Creche Comunitária Sementinha',
  'Associação de Moradores do Jardim Ângela',
  'Escola Municipal Paulo Freire',
  'Cooperativa Recicla Mais',
  'Casa de Apoio Esperança',
  'Associação Quilombola Rio das Rãs',
  'Centro Cultural Arte na Rua',
  'Lar de Idosos Bem Viver',
];
const DONOR_COMPANIES = [
  'Padaria Pão Quente',
  'Construtora Alicerce',
  'Supermercado Bom Preço',
  'Agência Pixel',
  'Farmácia Bem Estar',
];

/** An impact indicator: name, unit of measure, yearly target. */
type Indicator = [indicador: string, unidade: string, meta: number];

const INDICATORS: Record<ClientKind, readonly Indicator[]> = {
  ong: [
    ['Crianças alfabetizadas', 'crianças', 1_200],
    ['Refeições servidas', 'refeições', 250_000],
    ['Famílias com renda ampliada', 'famílias', 800],
    ['Cisternas construídas', 'cisternas', 150],
    ['Mulheres capacitadas', 'mulheres', 600],
    ['Árvores plantadas', 'árvores', 20_000],
    ['Jovens em cursos profissionalizantes', 'jovens', 400],
    ['Atendimentos de saúde', 'atendimentos', 5_000],
    ['Resíduos reciclados', 'toneladas', 120],
    ['Horas de voluntariado', 'horas', 15_000],
  ],
  academia: [
    ['Crianças no esporte', 'crianças', 900],
    ['Aulas gratuitas na comunidade', 'aulas', 1_500],
    ['Alimentos arrecadados', 'quilos', 12_000],
    ['Idosos ativos', 'pessoas', 600],
    ['Horas de voluntariado', 'horas', 3_000],
    ['Bolsas de atleta', 'bolsas', 80],
    ['Agasalhos doados', 'peças', 8_000],
    ['Doadores de sangue', 'pessoas', 1_000],
    ['Corridas solidárias', 'eventos', 12],
    ['Valor doado a ONGs parceiras', 'reais', 250_000],
  ],
  empresa: [
    ['Bolsas de estudo concedidas', 'bolsas', 150],
    ['Jovens aprendizes contratados', 'jovens', 60],
    ['Horas de reforço escolar', 'horas', 4_000],
    ['Livros doados', 'livros', 10_000],
    ['Horas de voluntariado', 'horas', 2_500],
    ['Computadores doados', 'computadores', 300],
    ['Professores formados', 'professores', 250],
    ['Escolas parceiras', 'escolas', 40],
    ['Alimentos arrecadados', 'quilos', 6_000],
    ['Estudantes atendidos', 'estudantes', 3_500],
  ],
  plataforma: [
    ['ONGs com licença social', 'organizações', 40],
    ['Pessoas capacitadas', 'pessoas', 1_200],
    ['Horas de voluntariado', 'horas', 1_800],
    ['Doações intermediadas', 'reais', 2_000_000],
    ['Projetos apoiados', 'projetos', 120],
    ['Voluntários conectados', 'voluntários', 5_000],
    ['Escolas atendidas', 'escolas', 90],
    ['Computadores doados', 'computadores', 150],
    ['Mentorias para ONGs', 'mentorias', 300],
    ['Beneficiários alcançados', 'pessoas', 80_000],
  ],
};

const DONATION = [
  'confirmada',
  'confirmada',
  'confirmada',
  'pendente',
  'confirmada',
  'estornada',
  'confirmada',
] as const;
/** A deterministic share in [from, to) for row n. */
const share = (ctx: DemoContext, from: number, to: number, salt = 0): number =>
  from + (((ctx.n * 7_919 + salt * 104_729) % 1_000) / 1_000) * (to - from);

/** Demo rows of the social hub's collections. */
export const SOCIAL_DEMO: DemoMakers = {
  'campanhas-doacao': (ctx) => {
    const start = 20 - 45 * ctx.n;
    const status = start > 0 ? 'planejada' : start + 60 < 0 ? (ctx.n === 9 ? 'cancelada' : 'encerrada') : 'ativa';
    const titulo = byKind(ctx, CAMPAIGNS)[ctx.n % 12];
    return {
      titulo,
      meta: Math.round(share(ctx, 5, 500)) * 1_000,
      inicio: ctx.day(start),
      fim: ctx.day(start + 60),
      status,
      responsavel: user(ctx, 2),
      imagem: someRows(ctx, 3),
      link: `https://doe.${slug(ctx.clientName).replace(/-/g, '')}.org.br/${slug(titulo)}`,
      descricao: `Campanha "${titulo}" da ${ctx.clientName}: cada real doado chega a quem precisa, com prestação de contas pública.`,
    };
  },
  doacoes: (ctx) => {
    const company = ctx.n % 9 === 4;
    const anonima = ctx.n % 11 === 6;
    const donor = personOf(ctx, 3);
    const recurring = ctx.n % 3 === 0;
    const status = ctx.pick(DONATION);
    return {
      doador: anonima ? 'Doador anônimo' : company ? ctx.pick(DONOR_COMPANIES, 1) : donor.name,
      email: anonima ? null : `${donor.emailLocal}@gmail.com`,
      documento: anonima ? null : company ? cnpj(ctx.clientId * 500 + ctx.n) : cpfMask(donor.cpf),
      valor: company
        ? amount(ctx, 1_000, 20_000, 1)
        : recurring
          ? ctx.pick([30, 50, 80, 100, 150], 2)
          : amount(ctx, 20, 1_500, 3),
      metodo: recurring
        ? ctx.pick(['cartao', 'debito_automatico'], 1)
        : ctx.pick(['pix', 'pix', 'boleto', 'cartao', 'transferencia'], 4),
      recorrencia: recurring ? 'mensal' : 'unica',
      data: ctx.day(-3 * ctx.n),
      campanha_id: ctx.n % 5 === 2 ? null : rowOf(ctx, 'campanhas-doacao').id,
      status,
      anonima,
      recibo_emitido: status === 'confirmada' && !anonima && ctx.n % 4 !== 1,
    };
  },
  ...SOCIAL_VOLUNTARIADO_DEMO,
  beneficiarios: (ctx) => {
    const tipo = ctx.n % 6 === 5 ? 'organizacao' : ctx.n % 3 === 1 ? 'familia' : 'pessoa';
    const someone = personOf(ctx, 7);
    const situacao = ctx.n % 10 === 9 ? 'desligado' : ctx.n % 4 === 2 ? 'acompanhamento' : 'ativo';
    return {
      nome:
        tipo === 'organizacao'
          ? ORGANISATIONS[Math.floor(ctx.n / 6) % ORGANISATIONS.length]
          : tipo === 'familia'
            ? `Família ${someone.name.split(' ').at(-1)} (${someone.name.split(' ')[0]})`
            : someone.name,
      tipo,
      documento: tipo === 'organizacao' ? cnpj(ctx.clientId * 700 + ctx.n) : cpfMask(someone.cpf),
      programa: ctx.pick(byKind(ctx, PROGRAMS), 1),
      cidade: someone.address.city,
      uf: someone.address.state,
      telefone: phoneMask(someone.phone),
      pessoas_atendidas: tipo === 'organizacao' ? 20 + ((ctx.n * 37) % 280) : tipo === 'familia' ? 2 + (ctx.n % 6) : 1,
      entrada: ctx.day(-((ctx.n * 29) % 900) - 10),
      situacao,
      responsavel: user(ctx, 3),
      observacoes:
        situacao === 'acompanhamento'
          ? 'Visita domiciliar mensal; encaminhado à rede de assistência do município.'
          : null,
    };
  },
  impacto: (ctx) => {
    const [indicador, unidade, meta] = byKind(ctx, INDICATORS)[ctx.n % 10];
    const year = Number(ctx.day(0).slice(0, 4)) - Math.floor(ctx.n / 10);
    const past = ctx.n >= 10;
    const achieved = Math.round(meta * share(ctx, past ? 0.75 : 0.3, past ? 1.2 : 0.95, 2));
    return {
      indicador,
      // One of the client's projects where it has some (the projects area is seeded first).
      projeto_id: ctx.ids('projetos').length ? ctx.pick(ctx.ids('projetos'), 3) : null,
      unidade,
      meta,
      realizado: achieved,
      periodo_inicio: `${year}-01-01`,
      periodo_fim: `${year}-12-31`,
      situacao: past
        ? achieved >= meta
          ? 'atingido'
          : 'nao_atingido'
        : achieved < meta * 0.5
          ? 'em_risco'
          : 'no_prazo',
      responsavel: user(ctx, 4),
      metodologia: `Contagem mensal registrada pelas equipes de campo e conferida pela coordenação; unidade: ${unidade}.`,
    };
  },
};
