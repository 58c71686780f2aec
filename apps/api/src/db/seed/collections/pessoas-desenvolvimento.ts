import type { DemoMakers } from './demo.ts';
import { amount, byKind, kinds, personName, ref, refs, user } from './painel-util.ts';

const PROGRAMMES = [
  'Mentoria para Novas Lideranças',
  'Programa Mulheres que Lideram',
  'Mentoria Reversa Digital',
  'Trilha de Carreira Técnica',
  'Programa de Sucessão',
  'Mentoria para Recém-Chegados',
  'Jovens Talentos',
  'Mentoria em Vendas Consultivas',
  'Programa de Desenvolvimento de Gestores',
  'Mentoria em Dados e Inovação',
  'Conexão entre Unidades',
  'Mentoria para Empreendedores Sociais',
];
const PROGRAMME_STATUS = [
  'em_andamento',
  'inscricoes_abertas',
  'encerrado',
  'em_andamento',
  'planejado',
  'encerrado',
  'em_andamento',
  'cancelado',
];

const SPECIALTIES: readonly [string, string[]][] = [
  ['Liderança de equipes', ['liderança', 'feedback', 'gestão de conflitos']],
  ['Vendas consultivas', ['vendas', 'negociação', 'relacionamento']],
  ['Análise de dados', ['dados', 'indicadores', 'Excel']],
  ['Gestão de projetos', ['projetos', 'planejamento', 'ágil']],
  ['Comunicação e oratória', ['comunicação', 'apresentações']],
  ['Carreira e transição', ['carreira', 'autoconhecimento']],
  ['Finanças para não financeiros', ['finanças', 'orçamento']],
  ['Experiência do cliente', ['atendimento', 'NPS', 'retenção']],
];

const AGENDAS = [
  'Alinhamento de expectativas e objetivos',
  'Plano de carreira para os próximos 12 meses',
  'Como dar feedback difícil',
  'Preparação para a apresentação à diretoria',
  'Organização da rotina e prioridades',
  'Revisão do PDI',
  'Negociação com áreas parceiras',
  'Encerramento do ciclo e próximos passos',
];
const SESSION_STATUS = [
  'realizada',
  'realizada',
  'agendada',
  'realizada',
  'remarcada',
  'cancelada',
  'realizada',
  'ausencia',
];

/** Skills: name and category; the first is the client kind's own. */
const SKILLS: readonly [string, string][] = [
  ['Comunicação', 'comportamental'],
  ['Trabalho em equipe', 'comportamental'],
  ['Orientação a resultados', 'comportamental'],
  ['Pensamento analítico', 'tecnica'],
  ['Gestão de pessoas', 'lideranca'],
  ['Tomada de decisão', 'lideranca'],
  ['Negociação', 'comportamental'],
  ['Excel avançado', 'tecnica'],
  ['Ferramentas digitais de colaboração', 'digital'],
  ['Análise de dados', 'digital'],
  ['Planejamento e organização', 'tecnica'],
  ['Inteligência emocional', 'comportamental'],
  ['Foco no cliente', 'comportamental'],
  ['Desenvolvimento de equipes', 'lideranca'],
];
const KIND_SKILL = kinds(
  ['Prescrição de treinos'],
  ['Mobilização comunitária'],
  ['Didática'],
  ['Arquitetura de software'],
);

const ACTIONS: readonly [string, string][] = [
  ['Concluir o curso de comunicação não violenta', 'curso'],
  ['Sessões quinzenais com o mentor', 'mentoria'],
  ['Liderar o projeto de melhoria do atendimento', 'projeto'],
  ['Ler "Comunicação não violenta", de Marshall Rosenberg', 'leitura'],
  ['Conduzir as reuniões semanais da equipe', 'pratica'],
  ['Fazer a formação em análise de dados', 'curso'],
  ['Apresentar os resultados do trimestre à diretoria', 'pratica'],
  ['Ler "Essencialismo", de Greg McKeown', 'leitura'],
];
const PLAN_FOCUS: readonly [string, string][] = [
  ['rumo à coordenação', 'Assumir a coordenação da equipe em até um ano.'],
  ['autonomia técnica', 'Ganhar autonomia técnica nas análises do setor.'],
  ['comunicação com as áreas', 'Melhorar a comunicação com as áreas parceiras.'],
  ['certificação', 'Preparar-se para a certificação da área.'],
  ['gestão do tempo', 'Organizar a rotina para entregar no prazo sem horas extras.'],
];
const ACTION_STATUS = ['concluida', 'em_andamento', 'pendente', 'concluida', 'em_andamento', 'cancelada'];

/** Demo rows of the pessoas hub's development collections (mentoring, skills, development plans). */
export const PESSOAS_DESENVOLVIMENTO_DEMO: DemoMakers = {
  'programas-mentoria': (ctx) => {
    const titulo = PROGRAMMES[ctx.n % PROGRAMMES.length];
    const start = -300 + ctx.n * 45;
    return {
      titulo,
      descricao: `${titulo}: encontros mensais entre mentores e mentorados da ${ctx.clientName}, com acompanhamento do RH.`,
      objetivo: 'Acelerar o desenvolvimento dos participantes e fortalecer a cultura de aprendizagem.',
      coordenador: user(ctx, 1),
      inicio: ctx.day(start),
      fim: ctx.day(start + 180),
      vagas: 10 + (ctx.n % 5) * 5,
      formato: ctx.n % 3 === 2 ? 'grupo' : 'individual',
      modalidade: ctx.pick(['online', 'hibrido', 'presencial']),
      status: ctx.pick(PROGRAMME_STATUS),
    };
  },
  mentores: (ctx) => {
    const [especialidade, temas] = ctx.pick(SPECIALTIES);
    const nome = personName(ctx.n, 11);
    return {
      nome,
      // Users 2 to 16: one mentor per user.
      usuario: ctx.users.length > ctx.n + 1 ? ctx.users[ctx.n + 1] : null,
      programas: refs(ctx, 'programas-mentoria', 1 + (ctx.n % 2)),
      especialidade,
      temas,
      mini_bio: `${nome.split(' ')[0]} atua há ${5 + (ctx.n % 15)} anos com ${especialidade.toLowerCase()} e gosta de ajudar quem está começando.`,
      linkedin: ctx.n % 3 === 0 ? `https://www.linkedin.com/in/mentor-${ctx.n + 1}` : null,
      capacidade: 2 + (ctx.n % 4),
      disponibilidade: ctx.pick([
        'Terças e quintas, 18h às 20h',
        'Segundas de manhã',
        'Quartas, horário do almoço',
        'Sextas à tarde',
      ]),
      status: ctx.n % 7 === 6 ? 'pausado' : 'ativo',
    };
  },
  'sessoes-mentoria': (ctx) => {
    const status = ctx.pick(SESSION_STATUS);
    const when = status === 'agendada' ? 3 + (ctx.n % 20) : -5 - ctx.n * 3;
    const online = ctx.n % 3 !== 0;
    return {
      pauta: ctx.pick(AGENDAS, 2),
      mentor_id: ref(ctx, 'mentores'),
      mentorado: user(ctx, 20),
      programa_id: ref(ctx, 'programas-mentoria', 1),
      data: ctx.at(when, 12 + (ctx.n % 8)),
      duracao_min: ctx.pick([60, 45, 90]),
      modalidade: online ? 'online' : 'presencial',
      link: online ? `https://meet.google.com/abc-${String(1000 + ctx.n).slice(-4)}-xyz` : null,
      status,
      anotacoes: status === 'realizada' ? 'Combinamos tarefas para a próxima sessão e revisamos o PDI.' : null,
      avaliacao: status === 'realizada' ? 3 + (ctx.n % 3) : null,
    };
  },
  competencias: (ctx) => {
    const [nome, categoria] = ctx.n === 0 ? [byKind(ctx, KIND_SKILL)[0], 'tecnica'] : SKILLS[ctx.n - 1];
    return {
      nome,
      categoria,
      descricao: `${nome}: comportamentos observáveis descritos do nível 1 (iniciante) ao nível 5 (referência).`,
      cargo_id: ctx.n % 3 === 0 ? ref(ctx, 'cargos') : null,
      nivel_esperado: 3 + (ctx.n % 2),
      ativa: ctx.n !== 13,
    };
  },
  'avaliacoes-competencia': (ctx) => {
    const tipo = ctx.pick(['gestor', 'autoavaliacao', 'pares']);
    const avaliado = user(ctx, 4);
    const semester = ctx.n % 3;
    return {
      ciclo: ['2024.2', '2025.1', '2025.2'][semester],
      avaliado,
      avaliador: tipo === 'autoavaliacao' ? avaliado : user(ctx, 9),
      tipo,
      nivel: 1 + ((ctx.n * 3) % 5),
      data: ctx.day(-400 + semester * 180 + (ctx.n % 20)),
      comentarios: ctx.n % 4 === 0 ? 'Evoluiu bem no ciclo; manter o foco nas entregas com prazo.' : null,
    };
  },
  pdi: (ctx) => {
    const [foco, objetivo] = ctx.pick(PLAN_FOCUS, 1);
    const ciclo = ctx.n % 2 ? '2025' : '2024/2025';
    const status = ctx.pick(['em_andamento', 'em_andamento', 'concluido', 'rascunho', 'em_andamento', 'cancelado']);
    return {
      titulo: `PDI ${ciclo}: ${foco}`,
      colaborador: user(ctx, 6),
      gestor: user(ctx, 1),
      ciclo,
      objetivo,
      competencia_id: ref(ctx, 'competencias'),
      inicio: ctx.day(-240 + ctx.n * 3),
      prazo: ctx.day(-60 + ctx.n * 9),
      progresso: status === 'concluido' ? 100 : status === 'rascunho' ? 0 : 10 + ((ctx.n * 17) % 80),
      status,
    };
  },
  'acoes-pdi': (ctx) => {
    const [titulo, tipo] = ctx.pick(ACTIONS);
    const status = ctx.pick(ACTION_STATUS, 1);
    const due = -90 + ctx.n * 4;
    return {
      titulo,
      tipo,
      descricao: null,
      competencia_id: ref(ctx, 'competencias', 2),
      curso_id: tipo === 'curso' ? ref(ctx, 'cursos') : null,
      prazo: ctx.day(due),
      concluida_em: status === 'concluida' ? ctx.day(due - 5) : null,
      custo: tipo === 'curso' ? amount(ctx, 180, 2400) : null,
      status,
    };
  },
};
