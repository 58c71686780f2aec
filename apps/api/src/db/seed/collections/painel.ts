import type { DemoContext, DemoMakers } from './demo.ts';
import { byKind, ref, slug, user } from './painel-util.ts';

/** An indicator: name, code, unit, direction, source, a usual monthly value and target. */
type Indicator = [
  nome: string,
  unidade: string,
  sentido: 'maior' | 'menor',
  fonte: string,
  valor: number,
  meta: number,
];

const INDICATORS: Record<'academia' | 'ong' | 'empresa' | 'plataforma', readonly Indicator[]> = {
  academia: [
    ['Alunos ativos', 'numero', 'maior', 'Sistema de catracas', 18400, 19000],
    ['Taxa de cancelamento', 'percentual', 'menor', 'ERP de contratos', 4.2, 3.5],
    ['Receita recorrente mensal', 'moeda', 'maior', 'ERP financeiro', 2350000, 2500000],
    ['Frequência média semanal', 'numero', 'maior', 'Sistema de catracas', 2.7, 3],
    ['Novas matrículas', 'numero', 'maior', 'CRM de vendas', 1320, 1400],
    ['NPS dos alunos', 'numero', 'maior', 'Pesquisa no aplicativo', 62, 70],
    ['Ocupação das aulas coletivas', 'percentual', 'maior', 'Agenda de aulas', 71, 80],
    ['Avaliações físicas realizadas', 'numero', 'maior', 'Aplicativo do professor', 860, 900],
    ['Tempo médio de atendimento', 'horas', 'menor', 'Central de atendimento', 6.5, 4],
    ['Inadimplência', 'percentual', 'menor', 'ERP financeiro', 3.1, 2.5],
    ['Custo por unidade', 'moeda', 'menor', 'Contabilidade', 182000, 175000],
    ['Treinos prescritos', 'numero', 'maior', 'Aplicativo do professor', 5400, 6000],
  ],
  ong: [
    ['Famílias atendidas', 'numero', 'maior', 'Cadastro de beneficiários', 3120, 3400],
    ['Doações recebidas', 'moeda', 'maior', 'Plataforma de doações', 185000, 200000],
    ['Doadores recorrentes', 'numero', 'maior', 'Plataforma de doações', 2140, 2300],
    ['Horas de voluntariado', 'horas', 'maior', 'Registro de ações', 1450, 1600],
    ['Voluntários ativos', 'numero', 'maior', 'Cadastro de voluntários', 380, 420],
    ['Custo administrativo', 'percentual', 'menor', 'Contabilidade', 14, 12],
    ['Projetos em execução', 'numero', 'maior', 'Gestão de projetos', 18, 20],
    ['Crianças na escola', 'percentual', 'maior', 'Visitas de campo', 91, 95],
    ['Retenção de doadores', 'percentual', 'maior', 'Plataforma de doações', 78, 82],
    ['Prestação de contas no prazo', 'percentual', 'maior', 'Controladoria', 88, 100],
    ['Comunidades atendidas', 'numero', 'maior', 'Gestão de projetos', 42, 45],
    ['Tempo de resposta a denúncias', 'horas', 'menor', 'Ouvidoria', 30, 24],
  ],
  empresa: [
    ['Colaboradores treinados', 'percentual', 'maior', 'Plataforma de cursos', 68, 80],
    ['Horas de treinamento por pessoa', 'horas', 'maior', 'Plataforma de cursos', 3.4, 4],
    ['Turnover', 'percentual', 'menor', 'Folha de pagamento', 2.1, 1.5],
    ['Engajamento no aplicativo', 'percentual', 'maior', 'Análise do aplicativo', 57, 65],
    ['eNPS', 'numero', 'maior', 'Pesquisa de clima', 41, 50],
    ['Absenteísmo', 'percentual', 'menor', 'Ponto eletrônico', 3.2, 2.5],
    ['Investimento em treinamento', 'moeda', 'maior', 'ERP financeiro', 48000, 55000],
    ['Vagas preenchidas internamente', 'percentual', 'maior', 'Recrutamento', 34, 40],
    ['Cursos concluídos', 'numero', 'maior', 'Plataforma de cursos', 410, 500],
    ['Ideias implementadas', 'numero', 'maior', 'Caixa de ideias', 6, 8],
    ['Satisfação com a liderança', 'percentual', 'maior', 'Pesquisa de clima', 74, 80],
    ['Acidentes de trabalho', 'numero', 'menor', 'SESMT', 1, 0],
  ],
  plataforma: [
    ['Clientes ativos', 'numero', 'maior', 'Cadastro de clientes', 7, 9],
    ['Usuários ativos mensais', 'numero', 'maior', 'Análise do aplicativo', 245000, 260000],
    ['Disponibilidade da API', 'percentual', 'maior', 'Monitoramento', 99.93, 99.95],
    ['Tempo médio de resposta', 'numero', 'menor', 'Monitoramento (ms)', 180, 150],
    ['Receita mensal', 'moeda', 'maior', 'ERP financeiro', 420000, 450000],
    ['Chamados abertos', 'numero', 'menor', 'Central de suporte', 132, 100],
    ['Tempo de primeira resposta', 'horas', 'menor', 'Central de suporte', 3.5, 2],
    ['Churn de clientes', 'percentual', 'menor', 'CRM', 1.2, 1],
    ['Publicações no feed', 'numero', 'maior', 'Banco de dados', 18200, 20000],
    ['Incidentes críticos', 'numero', 'menor', 'Monitoramento', 1, 0],
    ['Implantações no prazo', 'percentual', 'maior', 'Gestão de projetos', 86, 90],
    ['Custo de infraestrutura', 'moeda', 'menor', 'Nuvem', 38000, 35000],
  ],
};

const indicators = (ctx: DemoContext) => byKind(ctx, INDICATORS);
const round2 = (value: number) => Math.round(value * 100) / 100;

const GOALS = [
  'Aumentar {i} em 10%',
  'Atingir a meta de {i} no trimestre',
  'Manter {i} dentro da meta',
  'Reduzir a distância da meta de {i}',
  'Recuperar {i} após a sazonalidade',
];
const GOAL_STATUS = [
  'em_andamento',
  'em_andamento',
  'atingida',
  'em_risco',
  'nao_iniciada',
  'nao_atingida',
  'em_andamento',
  'cancelada',
];

const DASHBOARDS: readonly [string, string, string][] = [
  ['Retenção de membros', 'engajamento', 'Cohortes de permanência e motivos de cancelamento.'],
  ['Receita e metas', 'financeiro', 'Receita realizada contra a meta, por mês e por regional.'],
  ['Funil de vendas', 'comercial', 'Leads, visitas, matrículas e conversão por canal.'],
  ['Uso do aplicativo', 'engajamento', 'Acessos, publicações, curtidas e tempo de uso.'],
  ['Operação das unidades', 'operacao', 'Ocupação, atendimentos e chamados por unidade.'],
  ['Treinamentos', 'pessoas', 'Cursos concluídos, horas de treinamento e certificados.'],
  ['Clima organizacional', 'pessoas', 'Resultados das pesquisas de clima e eNPS.'],
  ['Custos por centro de custo', 'financeiro', 'Despesas realizadas e orçadas por área.'],
];

/** Demo rows of the painel hub's collections. */
export const PAINEL_DEMO: DemoMakers = {
  indicadores: (ctx) => {
    const [nome, unidade, sentido, fonte] = indicators(ctx)[ctx.n % 12];
    return {
      nome,
      codigo: `IND-${String(ctx.n + 1).padStart(3, '0')}`,
      descricao: `${nome} da ${ctx.clientName}, apurado no fechamento de cada mês.`,
      unidade,
      periodicidade: ctx.n % 5 === 4 ? 'trimestral' : 'mensal',
      sentido,
      fonte,
      formula: unidade === 'percentual' ? `(${nome.toLowerCase()} no mês / base do mês) x 100` : null,
      responsavel: user(ctx, 1),
      ativo: ctx.n !== 11,
    };
  },
  // Each indicator gets consecutive months, the newest last: row n is month n / indicators of indicator n % indicators.
  'valores-indicador': (ctx) => {
    const ids = ctx.ids('indicadores');
    const count = Math.max(ids.length, 1);
    const [, , , , valor, meta] = indicators(ctx)[(ctx.n % count) % 12];
    const monthsAgo = Math.floor(ctx.n / count);
    const date = new Date(Date.UTC(2025, 11 - monthsAgo, 1));
    const swing = 1 + (((ctx.n * 37) % 21) - 10) / 100;
    return {
      indicador_id: ids.length ? ids[ctx.n % count] : undefined,
      competencia: date.toISOString().slice(0, 7),
      valor: round2(valor * swing),
      meta,
      apurado_em: new Date(Date.UTC(2025, 12 - monthsAgo, 5)).toISOString().slice(0, 10),
      registrado_por: user(ctx, 2),
      observacao: swing < 0.93 ? 'Abaixo do esperado: ver plano de ação da área.' : null,
    };
  },
  metas: (ctx) => {
    const [nome, , , , valor, meta] = ctx.pick(indicators(ctx));
    const status = ctx.pick(GOAL_STATUS, 3);
    const progresso = status === 'atingida' ? 100 : status === 'nao_iniciada' ? 0 : 20 + ((ctx.n * 13) % 75);
    const inicio = -120 + (ctx.n % 6) * 30;
    return {
      titulo: `${GOALS[ctx.n % GOALS.length].replace('{i}', nome.toLowerCase())} (${Math.floor(ctx.n / GOALS.length) + 1}º ciclo)`,
      descricao: `Meta acompanhada na reunião mensal de resultados da ${ctx.clientName}.`,
      indicador_id: ref(ctx, 'indicadores'),
      responsavel: user(ctx, 4),
      valor_inicial: round2(valor * 0.9),
      valor_alvo: meta,
      valor_atual: round2(valor * (1 + (progresso - 50) / 1000)),
      progresso,
      inicio: ctx.day(inicio),
      fim: ctx.day(inicio + (ctx.n % 3 === 0 ? 180 : 90)),
      periodicidade: ctx.n % 3 === 0 ? 'semestral' : 'trimestral',
      prioridade: ctx.pick(['media', 'alta', 'baixa'], 1),
      status,
    };
  },
  // The seed's own dashboards use the codes vendas, engajamento and frequencia: these take others.
  bi: (ctx) => {
    const [name, area, descricao] = DASHBOARDS[ctx.n % DASHBOARDS.length];
    const key = slug(name);
    return {
      key,
      name,
      url: `https://bi.exemplo.com.br/${slug(ctx.clientName)}/${key}`,
      descricao,
      area,
      responsavel: user(ctx),
      atualizacao_horas: ctx.pick([1, 6, 24], 2),
      ativo: ctx.n !== 7,
    };
  },
};
