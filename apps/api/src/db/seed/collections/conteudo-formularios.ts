import { doPerfil, dominio, membro, pad, paiDe, slugify, type Perfil } from './aprendizagem-perfil.ts';
import type { DemoContext, DemoMakers } from './demo.ts';
import { pairAt } from './figuras-util.ts';

/** Demo rows of the form builder: forms, their fields and the answers received. */

const FORMULARIOS_COMUNS = [
  'Pesquisa de satisfação',
  'Inscrição no encontro anual',
  'Sugestões e elogios',
  'Atualização de cadastro',
  'Avaliação do treinamento',
  'Canal de denúncias',
];

const FORMULARIOS: Readonly<Record<Perfil, readonly string[]>> = {
  academia: [
    'Agendamento de aula experimental',
    'Avaliação física: pré-cadastro',
    'Pedido de trancamento de plano',
    'Inscrição no desafio de 30 dias',
    'Indique um amigo',
    'Reserva de personal trainer',
  ],
  ong: [
    'Cadastro de voluntário',
    'Inscrição de famílias no projeto',
    'Pedido de doação de alimentos',
    'Inscrição na oficina de jovens',
    'Relato de atividade em campo',
    'Cadastro de parceiro local',
  ],
  empresa: [
    'Pedido de férias',
    'Solicitação de equipamento',
    'Inscrição no programa de mentoria',
    'Reembolso de despesas',
    'Indicação de candidato',
    'Pesquisa de clima',
  ],
  plataforma: [
    'Pedido de implantação',
    'Abertura de chamado técnico',
    'Pedido de nova integração',
    'Pesquisa com administradores',
    'Inscrição no treinamento de clientes',
    'Pedido de exclusão de dados (LGPD)',
  ],
};

const tituloDoFormulario = (ctx: DemoContext, n: number): string => {
  const proprios = doPerfil(ctx, FORMULARIOS);
  return n % 2 === 0
    ? proprios[(n / 2) % proprios.length]
    : FORMULARIOS_COMUNS[((n - 1) / 2) % FORMULARIOS_COMUNS.length];
};

const formularios = (ctx: DemoContext) => {
  const titulo = tituloDoFormulario(ctx, ctx.n);
  const status = ctx.n % 6 === 5 ? 'encerrado' : ctx.n % 4 === 3 ? 'rascunho' : 'aberto';
  return {
    titulo,
    slug: `${slugify(titulo)}${ctx.n >= 12 ? `-${ctx.n + 1}` : ''}`,
    descricao: `Preencha o formulário "${titulo}". Leva poucos minutos.`,
    responsavel: ctx.pick(ctx.users, 1),
    // A closed form opened before it closed (5 days ago); the others open in turn around today.
    inicio: ctx.day(status === 'encerrado' ? -60 - ctx.n : -45 + ctx.n * 3),
    fim: status === 'encerrado' ? ctx.day(-5) : ctx.n % 3 === 0 ? ctx.day(30 + ctx.n) : null,
    limite_respostas: ctx.n % 4 === 1 ? 200 : null,
    anonimo: titulo === 'Canal de denúncias' || titulo === 'Sugestões e elogios',
    mensagem_final: 'Obrigado! Recebemos suas respostas.',
    status,
  };
};

/** Fields of every form: [question, type, options, required], in order. */
const CAMPOS: readonly (readonly [string, string, readonly string[], boolean])[] = [
  ['Nome completo', 'texto_curto', [], true],
  ['E-mail', 'email', [], true],
  ['Telefone com DDD', 'telefone', [], false],
  ['Como você avalia a experiência?', 'escolha_unica', ['Ótima', 'Boa', 'Regular', 'Ruim'], true],
  ['Comentários', 'texto_longo', [], false],
];

const camposFormulario = (ctx: DemoContext) => {
  const [rotulo, tipo, opcoes, obrigatorio] = CAMPOS[ctx.n % CAMPOS.length];
  return {
    formulario_id: paiDe(ctx, 'formularios', CAMPOS.length),
    rotulo,
    tipo,
    opcoes: [...opcoes],
    obrigatorio,
    ordem: (ctx.n % CAMPOS.length) + 1,
    ajuda: tipo === 'telefone' ? 'Somente números, com DDD.' : null,
  };
};

const NOTAS = ['Ótima', 'Boa', 'Boa', 'Regular', 'Ruim'];

const respostas = (ctx: DemoContext) => {
  const anonima = ctx.n % 4 === 3;
  const status = ctx.pick(['nova', 'nova', 'em_analise', 'concluida', 'concluida', 'descartada'], 1);
  return {
    protocolo: `RESP-${ctx.clientId}-${pad(ctx.n + 1, 5)}`,
    respondente: anonima ? null : membro(ctx),
    email: anonima ? null : `participante${ctx.n + 1}@${dominio(ctx)}`,
    enviada_em: ctx.at(-(ctx.n % 40), 8 + (ctx.n % 13)),
    conteudo: `Como você avalia a experiência?: ${ctx.pick(NOTAS, 2)}\nComentários: ${ctx.pick(['Tudo certo, obrigado!', 'Gostaria de mais horários.', 'O aplicativo travou uma vez.', 'Atendimento excelente.'], 3)}`,
    status,
  };
};

/** Each answer's value in each field of its form: first field of every answer, then the second, and so on. */
const valoresResposta = (ctx: DemoContext) => {
  const answers = ctx.ids('respostas');
  const fields = ctx.ids('campos-formulario');
  const forms = ctx.ids('formularios').length;
  // Answer i is of form i % forms (the seed spreads answers so); fields go CAMPOS.length to a form, in order.
  const fieldsOf = (i: number) =>
    CAMPOS.map((_, j) => (i % forms) * CAMPOS.length + j).filter((k) => k < fields.length);
  const pair = pairAt(answers.length, fieldsOf, ctx.n);
  if (!pair) return { resposta_id: undefined, campo_id: undefined, valor: '' };
  const [i, k] = pair;
  const [rotulo, tipo, opcoes] = CAMPOS[k % CAMPOS.length];
  const valor =
    tipo === 'email'
      ? `participante${i + 1}@${dominio(ctx)}`
      : tipo === 'telefone'
        ? `11 9${String(8000_0000 + ((i * 7919) % 1000_0000)).slice(0, 8)}`
        : opcoes.length
          ? ctx.pick(opcoes, 2)
          : rotulo === 'Nome completo'
            ? `Participante ${i + 1}`
            : ctx.pick(['Tudo certo, obrigado!', 'Gostaria de mais horários.', 'Atendimento excelente.'], 3);
  return { resposta_id: answers[i], campo_id: fields[k], valor };
};

export const CONTEUDO_FORMULARIOS_DEMO: DemoMakers = {
  formularios,
  'campos-formulario': camposFormulario,
  respostas,
  'valores-resposta': valoresResposta,
};
