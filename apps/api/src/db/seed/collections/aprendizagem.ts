import { APRENDIZAGEM_ACERVO_DEMO } from './aprendizagem-acervo.ts';
import { APRENDIZAGEM_AVALIACAO_DEMO } from './aprendizagem-avaliacao.ts';
import { APRENDIZAGEM_PRESENCA_DEMO } from './aprendizagem-presenca.ts';
import {
  algumasFotos,
  doPerfil,
  dominio,
  membro,
  pad,
  paiDe,
  pessoa,
  slugify,
  umDe,
  unico,
  valor,
  type Perfil,
} from './aprendizagem-perfil.ts';
import { nomeDoCurso } from './aprendizagem-cursos.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { refs } from './painel-util.ts';

const CATEGORIAS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: ['Treinamento', 'Atendimento', 'Saúde e segurança', 'Gestão', 'Vendas'],
  ong: ['Gestão de projetos', 'Voluntariado', 'Direitos humanos', 'Comunicação', 'Sustentabilidade'],
  empresa: ['Liderança', 'Ferramentas', 'Comportamento', 'Compliance', 'Integração'],
  plataforma: ['Implantação', 'Operação', 'Suporte', 'Produto'],
};

const TRILHAS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Formação de instrutores',
    'Recepção de excelência',
    'Líder de unidade',
    'Saúde e segurança',
    'Especialista em grupos especiais',
    'Consultor de vendas',
  ],
  ong: [
    'Jornada do voluntário',
    'Gestão de projetos sociais',
    'Comunicação e mobilização',
    'Captação e parcerias',
    'Lideranças comunitárias',
    'Proteção e direitos',
  ],
  empresa: [
    'Onboarding',
    'Novas lideranças',
    'Excelência no atendimento',
    'Dados e ferramentas',
    'Cultura e compliance',
    'Carreira e desenvolvimento',
  ],
  plataforma: [
    'Implantação de clientes',
    'Operação do console',
    'Suporte técnico',
    'Sucesso do cliente',
    'Produto e novidades',
    'Segurança e LGPD',
  ],
};

const PUBLICOS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: ['Professores de musculação', 'Recepcionistas', 'Gerentes de unidade', 'Consultores de vendas'],
  ong: ['Voluntários', 'Educadores sociais', 'Coordenadores de projeto', 'Lideranças comunitárias'],
  empresa: ['Novos colaboradores', 'Líderes', 'Equipe comercial', 'Toda a empresa'],
  plataforma: ['Analistas de implantação', 'Suporte', 'Gerentes de conta'],
};

const LOCAIS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Unidade Paulista - sala multiuso',
    'Unidade Centro - estúdio 2',
    'Unidade Barra - auditório',
    'Unidade Savassi - sala de treinamento',
  ],
  ong: ['Sede - sala de formação', 'Centro comunitário do bairro', 'Escola parceira', 'Associação de moradores'],
  empresa: ['Sala de treinamento 3º andar', 'Auditório da matriz', 'Filial Campinas - sala 2', 'Centro de convenções'],
  plataforma: ['Escritório - sala de reunião', 'Escritório - auditório'],
};

const MODULOS = [
  'Introdução e objetivos',
  'Fundamentos',
  'Prática guiada',
  'Estudo de caso',
  'Aprofundamento',
  'Avaliação e próximos passos',
];
const AULAS = [
  'Boas-vindas',
  'Conceitos principais',
  'Demonstração',
  'Exercício prático',
  'Erros mais comuns',
  'Resumo e material de apoio',
  'Dúvidas frequentes',
  'Desafio final',
];
const LEVELS = ['basico', 'intermediario', 'avancado'];
const ESPECIALIDADES = [
  'Didática',
  'Liderança',
  'Saúde',
  'Tecnologia',
  'Comunicação',
  'Gestão',
  'Vendas',
  'Projetos sociais',
];

/** Two modules per course and two lessons per module, in order. */
const PER_PARENT = 2;

/** The course of a row: one of the client's, spread over them. */
const curso = (ctx: DemoContext, salt = 0) => umDe(ctx, 'cursos', salt);

const cursos = (ctx: DemoContext) => {
  const titulo = nomeDoCurso(ctx);
  return {
    titulo,
    descricao: `${titulo}: curso para a equipe e os membros de ${ctx.clientName}, com aulas em vídeo, materiais de apoio e avaliação final.`,
    capa: algumasFotos(ctx, 4),
    carga_horaria: ctx.pick([4, 8, 12, 16, 20, 30, 40]),
    nivel: ctx.pick(LEVELS, 1),
    categoria: ctx.pick(doPerfil(ctx, CATEGORIAS), 2),
    responsavel: ctx.pick(ctx.users, 3),
    status: ctx.n % 7 === 6 ? 'arquivado' : ctx.n % 5 === 4 ? 'rascunho' : 'publicado',
    publicado_em: ctx.n % 5 === 4 ? null : ctx.day(-20 - ctx.n * 9),
    etiquetas: [
      ctx.pick(doPerfil(ctx, CATEGORIAS), 2).toLowerCase(),
      ctx.pick(['online', 'presencial', 'obrigatório', 'novo'], 5),
    ],
  };
};

const modulos = (ctx: DemoContext) => ({
  curso_id: paiDe(ctx, 'cursos', PER_PARENT),
  titulo: ctx.pick(MODULOS, Math.floor(ctx.n / PER_PARENT)),
  ordem: (ctx.n % PER_PARENT) + 1,
  descricao: 'Conteúdo, exercícios e material de apoio do módulo.',
});

const aulas = (ctx: DemoContext) => {
  const tipo = ctx.pick(['video', 'video', 'texto', 'arquivo']);
  return {
    modulo_id: paiDe(ctx, 'modulos', PER_PARENT),
    titulo: ctx.pick(AULAS, Math.floor(ctx.n / 3)),
    tipo,
    video_url: tipo === 'video' ? `https://videos.${dominio(ctx)}/aulas/${ctx.n + 1}` : null,
    conteudo: tipo === 'texto' ? 'Leia o texto com atenção e anote suas dúvidas para o encontro ao vivo.' : null,
    arquivo: null,
    duracao_min: ctx.pick([5, 8, 12, 15, 20, 25, 30]),
    ordem: (ctx.n % PER_PARENT) + 1,
  };
};

const trilhas = (ctx: DemoContext) => ({
  titulo: unico(doPerfil(ctx, TRILHAS), ctx.n),
  descricao: `Sequência de cursos recomendada por ${ctx.clientName}.`,
  capa: algumasFotos(ctx, 4),
  nivel: ctx.pick(LEVELS),
  publico: ctx.pick(doPerfil(ctx, PUBLICOS), 1),
  carga_horaria: ctx.pick([16, 24, 40, 60, 80]),
  prazo_dias: ctx.pick([30, 60, 90, 180]),
  obrigatoria: ctx.n % 3 === 0,
  responsavel: ctx.pick(ctx.users, 2),
  status: ctx.n % 6 === 5 ? 'rascunho' : 'publicado',
});

const ETAPAS = 4;
const etapas = (ctx: DemoContext) => {
  const cursoId = curso(ctx, Math.floor(ctx.n / ETAPAS) * 3);
  const posicao = ctx.ids('cursos').indexOf(cursoId ?? 0);
  return {
    trilha_id: paiDe(ctx, 'trilhas', ETAPAS),
    titulo: `Etapa ${(ctx.n % ETAPAS) + 1}: ${nomeDoCurso(ctx, Math.max(posicao, 0))}`,
    ordem: (ctx.n % ETAPAS) + 1,
    curso_id: cursoId,
    obrigatoria: ctx.n % ETAPAS !== 3,
    prazo_dias: ctx.pick([15, 30, 45]),
    descricao: null,
  };
};

const instrutores = (ctx: DemoContext) => {
  const nome = pessoa(ctx.n + ctx.clientId);
  return {
    nome,
    foto: algumasFotos(ctx, 2),
    email: `${slugify(nome).replace(/-/g, '.')}.${ctx.n + 1}@${dominio(ctx)}`,
    usuario: ctx.n < ctx.users.length ? membro(ctx) : null,
    cursos: refs(ctx, 'cursos', 1 + (ctx.n % 3), 2),
    formacao: ctx.pick([
      'Educação Física (CREF)',
      'Pedagogia',
      'Administração',
      'Psicologia',
      'Ciência da Computação',
      'Serviço Social',
    ]),
    especialidades: [ctx.pick(ESPECIALIDADES), ctx.pick(ESPECIALIDADES, 3)],
    bio: `${nome} atua há ${4 + (ctx.n % 15)} anos com formação de equipes e já conduziu turmas em ${ctx.clientName}.`,
    valor_hora: valor(ctx, 80, 250, 10),
    status: ctx.n % 6 === 5 ? 'inativo' : 'ativo',
  };
};

const STATUS_TURMA = ['concluida', 'concluida', 'em_andamento', 'inscricoes_abertas', 'planejada', 'cancelada'];
const turmas = (ctx: DemoContext) => {
  const status = ctx.pick(STATUS_TURMA);
  const inicio =
    { concluida: -120, em_andamento: -15, inscricoes_abertas: 20, planejada: 60, cancelada: 10 }[status] ?? 0;
  const modalidade = ctx.pick(['presencial', 'online', 'hibrida'], 1);
  const comeca = ctx.day(inicio - (ctx.n % 10));
  const codigo = `T${comeca.slice(0, 4)}-${pad(ctx.n + 1, 3)}`;
  const cursoId = curso(ctx);
  return {
    nome: `${nomeDoCurso(ctx, Math.max(ctx.ids('cursos').indexOf(cursoId ?? 0), 0))} - ${codigo}`,
    codigo,
    curso_id: cursoId,
    instrutor_id: umDe(ctx, 'instrutores', 1),
    inicio: comeca,
    fim: ctx.day(inicio - (ctx.n % 10) + 30),
    vagas: ctx.pick([15, 20, 25, 30, 40]),
    modalidade,
    local:
      modalidade === 'online'
        ? ctx.pick(['Sala virtual no Zoom', 'Sala virtual no Google Meet', 'Sala virtual no Teams'], 2)
        : ctx.pick(doPerfil(ctx, LOCAIS), 2),
    valor: ctx.n % 3 === 0 ? valor(ctx, 90, 490, 50) : 0,
    status,
  };
};

const matriculas = (ctx: DemoContext) => {
  const status = ctx.pick(['ativa', 'ativa', 'concluida', 'concluida', 'trancada', 'cancelada']);
  const progresso = status === 'concluida' ? 100 : status === 'cancelada' ? (ctx.n * 7) % 30 : (ctx.n * 13) % 100;
  return {
    participante: membro(ctx),
    matriculado_em: ctx.day(-90 + (ctx.n % 60)),
    progresso,
    status,
    concluido_em: status === 'concluida' ? ctx.day(-10 - (ctx.n % 40)) : null,
    nota_final: status === 'concluida' ? 6 + (ctx.n % 9) / 2 : null,
    observacoes: status === 'trancada' ? 'Trancou por motivo de saúde; retoma na próxima turma.' : null,
  };
};

const frequencia = (ctx: DemoContext) => {
  const presente = ctx.n % 6 !== 5;
  return {
    encontro: `Encontro ${(ctx.n % 8) + 1}`,
    participante: membro(ctx, 2),
    data: ctx.day(-7 * ((ctx.n % 8) + 1)),
    presente,
    atraso_min: presente && ctx.n % 4 === 1 ? 10 + (ctx.n % 3) * 5 : 0,
    justificativa: presente ? null : ctx.pick(['Atestado médico', 'Viagem a trabalho', 'Problema de transporte']),
  };
};

/** Demo rows of the aprendizagem hub's collections. */
export const APRENDIZAGEM_DEMO: DemoMakers = {
  cursos,
  modulos,
  aulas,
  trilhas,
  etapas,
  instrutores,
  turmas,
  matriculas,
  frequencia,
  ...APRENDIZAGEM_AVALIACAO_DEMO,
  ...APRENDIZAGEM_ACERVO_DEMO,
  ...APRENDIZAGEM_PRESENCA_DEMO,
};
