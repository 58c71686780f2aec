import { SURVEYS } from './comunidade-opiniao.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { childrenAt, DEVICES, memberUnder, pairAt } from './figuras-util.ts';
import { user } from './painel-util.ts';

/** Demo rows of what members do and receive in the comunidade hub: votes, likes, answers, reads, deliveries, badges. */

const SUPPORT = ['Apoio! Faria diferença no dia a dia.', 'Boa ideia.', 'Já vi funcionar em outro lugar.', null, null];
const TEXTS = ['Mais horários à noite.', 'Está ótimo assim.', 'Melhorar o aplicativo.', 'Mais eventos presenciais.'];
const EVIDENCE = [
  'Foto enviada pelo aplicativo',
  'Check-in registrado na unidade',
  'Link da publicação',
  'Certificado',
];
const REASONS = ['Concluiu a missão do mês', 'Indicado pela liderança', 'Atingiu a meta de pontos', 'Primeiro acesso'];
const MISSION = ['validada', 'validada', 'pendente', 'validada', 'recusada'] as const;

/** The answer of survey answer i to question k (the question's kind as its maker gives it). */
function answerOf(ctx: DemoContext, k: number, surveys: number) {
  const [, tipo, opcoes] = SURVEYS[(k % surveys) % SURVEYS.length][2][Math.floor(k / surveys) % 4];
  if (tipo === 'escala') return { nota: 1 + ((ctx.n * 7) % 5), resposta: null };
  if (tipo === 'nps') return { nota: (ctx.n * 7) % 11, resposta: null };
  if (tipo === 'texto') return { nota: null, resposta: ctx.pick(TEXTS) };
  return { nota: null, resposta: ctx.pick(opcoes, 1) };
}

export const COMUNIDADE_PARTICIPACAO_DEMO: DemoMakers = {
  // A vote goes to option n; its poll is the option's (options spread over polls as the seed spreads them), and its
  // member has no other vote in the poll (a single-choice poll takes one per member).
  'votos-enquete': (ctx) => {
    const option = memberUnder(ctx, 'opcoes-enquete');
    const polls = ctx.ids('enquetes');
    const options = ctx.ids('opcoes-enquete').length;
    const perPoll = Math.ceil(options / Math.max(polls.length, 1));
    const poll = option.index % Math.max(polls.length, 1);
    const voter = option.round * perPoll + Math.floor(option.index / Math.max(polls.length, 1));
    return {
      enquete_id: polls.length ? polls[poll] : undefined,
      opcao_id: option.parent,
      usuario: ctx.users.length ? ctx.users[(poll * 3 + voter) % ctx.users.length] : null,
      votado_em: ctx.at(-(ctx.n % 30) - 1, 8 + (ctx.n % 12)),
      dispositivo: ctx.pick(DEVICES, 1),
    };
  },
  'votos-ideia': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'ideias', 5);
    return {
      ideia_id: parent,
      usuario: member,
      votado_em: ctx.at(-(ctx.n % 45) - 1, 9 + (ctx.n % 10)),
      comentario: ctx.pick(SUPPORT, 2),
    };
  },
  'curtidas-forum': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'respostas-forum', 7);
    return {
      resposta_id: parent,
      usuario: member,
      curtida_em: ctx.at(-(ctx.n % 20), 10 + (ctx.n % 11)),
      dispositivo: ctx.pick(DEVICES, 2),
    };
  },
  // Each survey answer says something to its survey's questions, first one each, then a second, and so on.
  'respostas-pergunta': (ctx) => {
    const answers = ctx.ids('respostas-pesquisa');
    const questions = ctx.ids('perguntas-pesquisa');
    const surveys = ctx.ids('pesquisas').length;
    const pair = pairAt(answers.length, (i) => childrenAt(i % surveys, surveys, questions.length), ctx.n);
    if (!pair) return { resposta_id: undefined, pergunta_id: undefined };
    const [i, k] = pair;
    return { resposta_id: answers[i], pergunta_id: questions[k], ...answerOf(ctx, k, surveys) };
  },
  'conclusoes-missao': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'missoes', 17);
    const status = ctx.pick(MISSION);
    return {
      missao_id: parent,
      usuario: member,
      concluida_em: ctx.at(-(ctx.n % 40) - 1, 18),
      evidencia: ctx.pick(EVIDENCE, 1),
      validada_por: status === 'pendente' ? null : user(ctx, 1),
      status,
    };
  },
  'conquistas-usuario': (ctx) => {
    const { parent, member } = memberUnder(ctx, 'conquistas', 19);
    return {
      conquista_id: parent,
      usuario: member,
      concedida_em: ctx.at(-(ctx.n % 90) - 1, 15),
      motivo: ctx.pick(REASONS, 2),
      concedida_por: ctx.n % 4 === 0 ? user(ctx, 1) : null,
    };
  },
};
