import { nomeDoCurso } from './aprendizagem-cursos.ts';
import { dominio, membro, pad, pessoa, umDe } from './aprendizagem-perfil.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { refs } from './painel-util.ts';

/** Demo rows of assessments, questions, attempts, assignments, submissions and certificates. */

const TIPOS_AVALIACAO = [
  ['diagnostica', 'Diagnóstico inicial'],
  ['quiz', 'Quiz do módulo'],
  ['prova', 'Prova'],
  ['final', 'Avaliação final'],
] as const;

/** The course at the row's position among the client's courses, and its name. */
const cursoDaLinha = (ctx: DemoContext, salt = 0) => {
  const ids = ctx.ids('cursos');
  const at = ids.length ? (ctx.n + salt) % ids.length : 0;
  return { id: ids[at] ?? null, nome: nomeDoCurso(ctx, at) };
};

const avaliacoes = (ctx: DemoContext) => {
  const [tipo, rotulo] = ctx.pick(TIPOS_AVALIACAO);
  const curso = cursoDaLinha(ctx);
  const publicada = ctx.n % 5 !== 4;
  return {
    titulo: `${rotulo} - ${curso.nome}`,
    curso_id: curso.id,
    tipo,
    nota_minima: tipo === 'diagnostica' ? 0 : ctx.pick([60, 70, 70, 80]),
    tentativas_max: tipo === 'final' ? 2 : 3,
    duracao_min: ctx.pick([15, 20, 30, 45, 60]),
    disponivel_de: ctx.day(-60 + (ctx.n % 30)),
    disponivel_ate: ctx.day(30 + (ctx.n % 30)),
    status: publicada ? 'publicado' : 'rascunho',
    instrucoes: 'Leia cada questão com atenção. O tempo começa a contar quando você abre a avaliação.',
  };
};

const ASPECTOS = [
  'o primeiro passo recomendado',
  'o principal cuidado de segurança',
  'o objetivo central',
  'o erro mais comum',
  'a melhor forma de acompanhar o resultado',
  'o papel do responsável',
];

const questoes = (ctx: DemoContext) => {
  const curso = cursoDaLinha(ctx, 2);
  const tipo = ctx.pick(['multipla_escolha', 'multipla_escolha', 'verdadeiro_falso', 'dissertativa']);
  const aspecto = ctx.pick(ASPECTOS, 1);
  const alternativas =
    tipo === 'multipla_escolha'
      ? `A) Ignorar ${aspecto} e seguir o fluxo\nB) Definir ${aspecto} junto com a equipe\nC) Deixar para o fim do projeto\nD) Delegar sem acompanhar\nE) Nenhuma das anteriores`
      : tipo === 'verdadeiro_falso'
        ? 'A) Verdadeiro\nB) Falso'
        : null;
  return {
    enunciado: `Em "${curso.nome}", qual alternativa descreve ${aspecto}? (questão ${ctx.n + 1})`,
    // Most questions serve one assessment; every third also serves another.
    avaliacoes: refs(ctx, 'avaliacoes', ctx.n % 3 === 0 ? 2 : 1),
    tipo,
    alternativas,
    correta: tipo === 'dissertativa' ? null : tipo === 'verdadeiro_falso' ? ctx.pick(['a', 'b']) : 'b',
    dificuldade: ctx.pick(['facil', 'media', 'media', 'dificil'], 2),
    pontos: tipo === 'dissertativa' ? 2 : 1,
    temas: [curso.nome.split(' ')[0].toLowerCase()],
    explicacao:
      tipo === 'dissertativa'
        ? 'Espera-se que o participante relacione o conteúdo com a sua rotina.'
        : 'Revise a aula de fundamentos do curso.',
  };
};

const tentativas = (ctx: DemoContext) => {
  const emAndamento = ctx.n % 12 === 11;
  const nota = emAndamento ? null : 40 + ((ctx.n * 17) % 61);
  const hora = 8 + (ctx.n % 12);
  return {
    protocolo: `TEN-${ctx.clientId}-${pad(ctx.n + 1, 5)}`,
    avaliacao_id: umDe(ctx, 'avaliacoes', 3),
    participante: membro(ctx, 1),
    numero: 1 + (ctx.n % 3),
    iniciada_em: ctx.at(-(ctx.n % 45), hora),
    concluida_em: emAndamento ? null : ctx.at(-(ctx.n % 45), hora + 1),
    nota,
    resultado:
      nota === null ? (ctx.n % 24 === 23 ? 'abandonada' : 'em_andamento') : nota >= 70 ? 'aprovado' : 'reprovado',
  };
};

const TAREFAS = [
  'Plano de ação',
  'Estudo de caso',
  'Relatório da prática',
  'Mapa mental',
  'Apresentação em grupo',
  'Diário de aprendizagem',
  'Proposta de melhoria',
];

const tarefas = (ctx: DemoContext) => {
  const curso = cursoDaLinha(ctx, 5);
  const daTurma = ctx.n % 2 === 1;
  const prazo = ctx.n % 4 === 0 ? 14 : -(ctx.n % 30);
  const titulo = ctx.pick(TAREFAS);
  return {
    titulo: `${titulo} - ${curso.nome}`,
    curso_id: daTurma ? null : curso.id,
    turma_id: daTurma ? umDe(ctx, 'turmas') : null,
    enunciado: `Prepare ${titulo.toLowerCase()} aplicando o que foi visto nas aulas. Entregue em PDF ou por link compartilhado.`,
    anexo: null,
    prazo: ctx.at(prazo, 23),
    formato: titulo === 'Apresentação em grupo' ? 'grupo' : 'individual',
    nota_maxima: 10,
    status: ctx.n % 9 === 8 ? 'rascunho' : prazo > 0 ? 'aberta' : 'encerrada',
  };
};

const entregas = (ctx: DemoContext) => {
  const status = ctx.pick(['enviada', 'em_correcao', 'corrigida', 'corrigida', 'devolvida']);
  const corrigida = status === 'corrigida' || status === 'devolvida';
  return {
    titulo: ctx.pick(['Versão final', 'Primeira versão', 'Versão revisada', 'Trabalho do grupo']),
    participante: membro(ctx),
    enviada_em: ctx.at(-(ctx.n % 30), 10 + (ctx.n % 10)),
    arquivo: null,
    link: ctx.n % 2 === 0 ? `https://docs.${dominio(ctx)}/entregas/${ctx.n + 1}` : null,
    nota: corrigida ? (status === 'devolvida' ? 4 + (ctx.n % 2) : 7 + (ctx.n % 4)) : null,
    status,
    corretor: corrigida ? ctx.users[0] : null,
    feedback:
      status === 'devolvida'
        ? 'Faltou relacionar o plano com os indicadores. Ajuste e reenvie.'
        : corrigida
          ? 'Bom trabalho, objetivo e bem fundamentado.'
          : null,
  };
};

const MODELOS = [
  'Conclusão de curso',
  'Conclusão de trilha',
  'Participação em evento',
  'Participação em webinar',
  'Aproveitamento com nota',
  'Horas de voluntariado',
  'Instrutor convidado',
  'Treinamento obrigatório',
];

const modelosCertificado = (ctx: DemoContext) => ({
  nome: MODELOS[ctx.n % MODELOS.length] + (ctx.n >= MODELOS.length ? ` ${Math.floor(ctx.n / MODELOS.length) + 1}` : ''),
  curso_id: null,
  texto: `Certificamos que {nome} concluiu {curso}, com carga horária de {carga_horaria} horas, em {data}. ${ctx.clientName}.`,
  fundo: ctx.n === 0 ? ctx.picture() : null,
  assinante: pessoa(ctx.clientId + ctx.n),
  cargo_assinante: ctx.pick([
    'Diretora de Pessoas',
    'Coordenador pedagógico',
    'Diretor executivo',
    'Gerente de treinamento',
  ]),
  validade_meses: ctx.n % 4 === 3 ? 24 : null,
  status: ctx.n === 7 ? 'inativo' : 'ativo',
});

/** A verification code: a bijection of the row number (an odd multiplier modulo 2^32), so codes never repeat. */
const codigoVerificacao = (ctx: DemoContext): string => {
  const hash = (Math.imul(ctx.n + 1, 2654435761) + ctx.clientId * 97) >>> 0;
  const code = hash.toString(36).toUpperCase().padStart(7, '0');
  return `${code.slice(0, 4)}-${code.slice(4)}-${pad(ctx.n + 1, 4)}`;
};

const certificados = (ctx: DemoContext) => {
  const curso = cursoDaLinha(ctx, 7);
  const status = ctx.n % 15 === 14 ? 'revogado' : ctx.n % 10 === 9 ? 'expirado' : 'valido';
  const emitido = -5 - ctx.n * 6;
  return {
    codigo_verificacao: codigoVerificacao(ctx),
    titular: membro(ctx, 3),
    curso_id: curso.id,
    modelo_id: umDe(ctx, 'modelos-certificado', 1),
    emitido_em: ctx.day(emitido),
    valido_ate: status === 'expirado' ? ctx.day(-1 - ctx.n) : ctx.n % 3 === 0 ? ctx.day(emitido + 730) : null,
    carga_horaria: ctx.pick([4, 8, 12, 16, 20, 40]),
    arquivo: null,
    status,
    observacoes: status === 'revogado' ? 'Revogado a pedido da coordenação: matrícula cancelada.' : null,
  };
};

export const APRENDIZAGEM_AVALIACAO_DEMO: DemoMakers = {
  avaliacoes,
  questoes,
  tentativas,
  tarefas,
  entregas,
  'modelos-certificado': modelosCertificado,
  certificados,
};
