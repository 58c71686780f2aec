import { CITIES, personOf, phoneMask, rowOf } from './comercial-util.ts';
import type { DemoMakers } from './demo.ts';
import { amount, byKind, clientKind, slug, someRows, user, type ClientKind } from './painel-util.ts';

/** A job: title, monthly salary from (R$; 0 for volunteer work). */
type Job = [titulo: string, salario: number];

const JOBS: Record<ClientKind, readonly Job[]> = {
  academia: [
    ['Professor de musculação', 2_400],
    ['Recepcionista', 1_900],
    ['Instrutor de spinning', 2_200],
    ['Gerente de unidade', 6_500],
    ['Consultor de vendas', 2_300],
    ['Personal trainer', 3_500],
    ['Nutricionista', 4_200],
    ['Auxiliar de limpeza', 1_600],
    ['Técnico de manutenção de equipamentos', 3_100],
    ['Coordenador técnico', 5_200],
    ['Estagiário de educação física', 1_200],
    ['Analista de marketing', 4_800],
  ],
  ong: [
    ['Educador social', 2_800],
    ['Assistente social', 4_200],
    ['Captador de recursos', 4_500],
    ['Coordenador de projetos', 6_800],
    ['Analista de monitoramento e avaliação', 5_500],
    ['Voluntário de comunicação', 0],
    ['Psicólogo', 4_800],
    ['Mobilizador comunitário', 2_400],
    ['Assistente administrativo', 2_300],
    ['Agente de campo', 2_600],
    ['Estagiário de serviço social', 1_100],
    ['Voluntário de reforço escolar', 0],
  ],
  empresa: [
    ['Analista de RH', 4_600],
    ['Professor de matemática', 4_200],
    ['Coordenador pedagógico', 7_200],
    ['Desenvolvedor front-end', 7_800],
    ['Assistente administrativo', 2_500],
    ['Designer instrucional', 5_100],
    ['Analista financeiro', 5_400],
    ['Estagiário de comunicação', 1_500],
    ['Auxiliar de secretaria escolar', 2_100],
    ['Especialista em dados', 9_500],
    ['Professor de inglês', 3_900],
    ['Analista de suporte', 3_600],
  ],
  plataforma: [
    ['Desenvolvedor back-end', 9_800],
    ['Desenvolvedor mobile', 9_200],
    ['Analista de suporte', 3_800],
    ['Customer success', 5_600],
    ['Product manager', 13_000],
    ['Designer de produto', 8_500],
    ['Engenheiro de dados', 11_500],
    ['Engenheiro de confiabilidade (SRE)', 12_500],
    ['Executivo de contas', 7_000],
    ['Analista de QA', 6_800],
    ['Tech lead', 16_000],
    ['Estagiário de desenvolvimento', 2_000],
  ],
};

const THEMES: Record<ClientKind, readonly string[]> = {
  academia: [
    'Matrícula sem taxa',
    'Traga um amigo',
    'Verão em forma',
    'Black Friday',
    'Aniversário da rede',
    'Plano anual com desconto',
    'Volta pra academia',
    'Desafio 30 dias',
    'Semana da saúde',
    'Inauguração de unidade',
  ],
  ong: [
    'Natal sem fome',
    'Doe agora',
    'Padrinhos da educação',
    'Dia de Doar',
    'Campanha do agasalho',
    'Volta às aulas solidária',
    'Seja sócio',
    'Água para todos',
    'Prestação de contas',
    'Voluntariado jovem',
  ],
  empresa: [
    'Matrículas abertas',
    'Semana da inovação',
    'Indique um colega',
    'Trilhas de liderança',
    'Webinar de carreira',
    'Volta às aulas',
    'Feira de profissões',
    'Mês da diversidade',
    'Programa de estágio',
    'Pesquisa de clima',
  ],
  plataforma: [
    'Lançamento do módulo de cursos',
    'Webinar para gestores',
    'Indicação de clientes',
    'Feira de RH',
    'Casos de sucesso',
    'Nova loja de pontos',
    'Aplicativo novo',
    'Black Friday',
    'Newsletter mensal',
    'Encontro de clientes',
  ],
};

const CHANNELS = ['email', 'redes_sociais', 'push', 'whatsapp', 'midia_paga', 'presencial'] as const;
const APPLICATION = [
  'recebida',
  'triagem',
  'triagem',
  'entrevista',
  'reprovada',
  'aprovada',
  'recebida',
  'desistiu',
] as const;
const LEAD = ['novo', 'contatado', 'qualificado', 'novo', 'convertido', 'perdido', 'contatado'] as const;
const COMPANIES = [
  'Construtora Alicerce',
  'Padaria Pão Quente',
  'Hospital Santa Clara',
  'Transportadora Rota Sul',
  'Escritório Lima & Costa',
  'Supermercado Bom Preço',
  'Agência Pixel',
  'Indústria Metalforte',
];

/** Jobs with their applications, and marketing campaigns with their leads. */
export const COMERCIAL_VAGAS_DEMO: DemoMakers = {
  vagas: (ctx) => {
    const [titulo, salario] = ctx.pick(byKind(ctx, JOBS));
    const volunteer = salario === 0;
    const published = -((ctx.n * 9) % 240) - 1;
    const status =
      ctx.n % 10 === 9 ? 'rascunho' : published < -90 ? 'encerrada' : ctx.n % 7 === 3 ? 'pausada' : 'aberta';
    return {
      titulo,
      empresa: clientKind(ctx) === 'plataforma' && ctx.n % 3 === 1 ? ctx.pick(COMPANIES, 2) : ctx.clientName,
      local: ctx.pick(CITIES, 3),
      modalidade: ctx.pick(['presencial', 'presencial', 'hibrido', 'remoto'], 1),
      tipo: volunteer
        ? 'voluntario'
        : titulo.startsWith('Estagiário')
          ? 'estagio'
          : ctx.n % 8 === 5
            ? 'pj'
            : ctx.n % 11 === 6
              ? 'temporario'
              : 'clt',
      salario_min: volunteer ? null : salario,
      salario_max: volunteer ? null : Math.round(salario * 1.3),
      posicoes: 1 + (ctx.n % 4 === 0 ? 2 : 0),
      descricao: `${ctx.clientName} procura ${titulo.toLowerCase()} para compor a equipe. Ambiente colaborativo, foco em pessoas e em resultados.`,
      requisitos: 'Ensino superior completo ou em curso na área; experiência de um ano; disponibilidade de horário.',
      responsavel: user(ctx, 1),
      publicada_em: status === 'rascunho' ? null : ctx.day(published),
      encerra_em: ctx.day(published + 60),
      status,
    };
  },
  candidaturas: (ctx) => {
    const candidate = personOf(ctx, 6);
    const status = ctx.pick(APPLICATION);
    return {
      nome: candidate.name,
      email: `${candidate.emailLocal}@email.com.br`,
      telefone: phoneMask(candidate.phone),
      usuario: ctx.n % 5 === 0 ? user(ctx, 9) : null,
      curriculo: null,
      linkedin: ctx.n % 2 === 0 ? `https://www.linkedin.com/in/${slug(candidate.name)}-${ctx.n + 1}` : null,
      pretensao: amount(ctx, 1_800, 9_000, 2),
      status,
      nota: status === 'recebida' ? null : 1 + ((ctx.n * 3) % 5),
      recebida_em: ctx.at(-2 * ctx.n - 1, 11 + (ctx.n % 12)),
      observacoes: status === 'entrevista' ? 'Entrevista marcada com a coordenação; perfil alinhado à vaga.' : null,
    };
  },
  campanhas: (ctx) => {
    const theme = ctx.pick(byKind(ctx, THEMES));
    const start = 30 - 18 * ctx.n;
    const status = start > 0 ? 'planejada' : start + 30 < 0 ? 'encerrada' : ctx.n % 4 === 1 ? 'pausada' : 'ativa';
    const year = ctx.day(start).slice(0, 4);
    return {
      nome: `${theme} ${year}`,
      canal: ctx.pick(CHANNELS, 1),
      publico: ctx.pick(['todos', 'membros', 'inativos', 'leads'], 2),
      inicio: ctx.day(start),
      fim: ctx.day(start + 30),
      orcamento: amount(ctx, 500, clientKind(ctx) === 'plataforma' ? 80_000 : 25_000, 4),
      meta_leads: 50 * (1 + (ctx.n % 8)),
      utm_campaign: `${slug(theme)}-${year}-${ctx.n + 1}`,
      responsavel: user(ctx, 2),
      imagem: someRows(ctx, 5),
      descricao: `Campanha "${theme}" da ${ctx.clientName}, de ${ctx.day(start).split('-').reverse().join('/')} a ${ctx
        .day(start + 30)
        .split('-')
        .reverse()
        .join('/')}.`,
      status,
    };
  },
  leads: (ctx) => {
    const lead = personOf(ctx, 8);
    const status = ctx.pick(LEAD);
    const campaign = rowOf(ctx, 'campanhas', 5);
    return {
      nome: lead.name,
      email: `${lead.emailLocal}@${ctx.pick(['gmail.com', 'outlook.com', 'email.com.br', 'uol.com.br'], 3)}`,
      telefone: phoneMask(lead.phone),
      empresa: clientKind(ctx) === 'plataforma' || ctx.n % 4 === 0 ? ctx.pick(COMPANIES, 4) : null,
      origem: ctx.pick(['site', 'indicacao', 'redes_sociais', 'evento', 'whatsapp'], 6),
      campanha_id: ctx.n % 3 === 2 ? null : campaign.id,
      status,
      valor_estimado:
        status === 'perdido' ? null : amount(ctx, 99.9, clientKind(ctx) === 'plataforma' ? 120_000 : 1_800, 8),
      responsavel: user(ctx, 4),
      ultimo_contato: status === 'novo' ? null : ctx.day(-((ctx.n * 5) % 60) - 1),
      observacoes: status === 'perdido' ? 'Escolheu um concorrente pelo preço.' : null,
    };
  },
};
