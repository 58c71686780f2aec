import type { DemoContext, DemoMakers } from './demo.ts';
import { memberUnder } from './figuras-util.ts';
import { amount, personName, ref, someRows, user } from './painel-util.ts';

/** Polls: the question and its options. */
const POLLS: readonly [string, string[]][] = [
  ['Qual o melhor horário para o próximo evento?', ['Manhã', 'Tarde', 'Noite', 'Tanto faz']],
  ['Que tema você quer no próximo workshop?', ['Saúde', 'Finanças pessoais', 'Tecnologia', 'Comunicação']],
  ['Como você prefere receber comunicados?', ['Aplicativo', 'E-mail', 'WhatsApp', 'Mural']],
  ['Qual brinde devemos oferecer na campanha?', ['Camiseta', 'Garrafa', 'Boné', 'Ecobag']],
  ['Você participaria de um encontro aos sábados?', ['Sim', 'Não', 'Talvez', 'Só online']],
];

/** Surveys: title, type, questions (statement, type, choices). */
export const SURVEYS: readonly [string, string, [string, string, string[]][]][] = [
  [
    'Pesquisa de clima',
    'clima',
    [
      ['Eu recomendaria este lugar para um amigo trabalhar.', 'nps', []],
      ['Tenho as ferramentas de que preciso.', 'escala', []],
      ['Minha liderança me dá retorno sobre o meu trabalho.', 'escala', []],
      ['O que podemos melhorar?', 'texto', []],
    ],
  ],
  [
    'Satisfação com o atendimento',
    'satisfacao',
    [
      ['Como você avalia o atendimento?', 'escala', []],
      ['Seu problema foi resolvido?', 'unica', ['Sim', 'Em parte', 'Não']],
      ['Por quais canais você nos procurou?', 'multipla', ['Aplicativo', 'Telefone', 'E-mail', 'Presencial']],
      ['Deixe um comentário.', 'texto', []],
    ],
  ],
  [
    'NPS do aplicativo',
    'nps',
    [
      ['De 0 a 10, quanto você recomendaria o aplicativo?', 'nps', []],
      ['O que mais você usa?', 'multipla', ['Feed', 'Eventos', 'Cursos', 'Loja']],
      ['O que falta no aplicativo?', 'texto', []],
      ['Você usa o aplicativo todo dia?', 'unica', ['Sim', 'Não']],
    ],
  ],
  [
    'Avaliação do último evento',
    'avaliacao',
    [
      ['Como você avalia o evento?', 'escala', []],
      ['O local era adequado?', 'unica', ['Sim', 'Não']],
      ['Você voltaria no próximo?', 'unica', ['Sim', 'Não', 'Talvez']],
      ['Sugestões para o próximo.', 'texto', []],
    ],
  ],
];

const IDEAS: readonly [string, string][] = [
  ['Bicicletário coberto na entrada', 'sustentabilidade'],
  ['Agendamento de atendimento pelo aplicativo', 'tecnologia'],
  ['Programa de padrinhos para novos membros', 'pessoas'],
  ['Coleta seletiva em todas as unidades', 'sustentabilidade'],
  ['Fila única no atendimento presencial', 'atendimento'],
  ['Checklist digital de abertura e fechamento', 'processos'],
  ['Painel de avisos nas áreas comuns', 'atendimento'],
  ['Trocar copos descartáveis por canecas', 'sustentabilidade'],
  ['Horário flexível às sextas-feiras', 'pessoas'],
  ['Assinatura eletrônica de documentos', 'processos'],
];
const PLACES = ['', 'na sede', 'nas unidades do Sul', 'no atendimento', 'na regional Nordeste'];
const IDEA_STATUS = ['nova', 'em_analise', 'aprovada', 'implementada', 'nova', 'arquivada', 'em_analise'];

const TESTIMONIALS = [
  'Mudou a minha rotina: hoje tenho mais disposição e conheci pessoas incríveis.',
  'O atendimento é atencioso e o aplicativo facilita muito o dia a dia.',
  'Participar dos eventos me fez sentir parte de algo maior.',
  'Os cursos me ajudaram a conquistar uma promoção.',
  'Recomendo para todos os meus amigos e familiares.',
];
const WHO = [
  'Membro desde 2021',
  'Participante do programa de mentoria',
  'Voluntariado da regional Sul',
  'Frequenta a unidade Paulista',
  'Equipe comercial',
];

/** The survey and poll a child row belongs to: row n of the parent's children goes to parent n % parents. */
const parentOf = (ctx: DemoContext, entity: string) => {
  const ids = ctx.ids(entity);
  return ids.length
    ? { id: ids[ctx.n % ids.length], index: ctx.n % ids.length, round: Math.floor(ctx.n / ids.length) }
    : { id: undefined, index: ctx.n, round: 0 };
};

/** Demo rows of the comunidade hub's polls, surveys, ideas and testimonials. */
export const COMUNIDADE_OPINIAO_DEMO: DemoMakers = {
  enquetes: (ctx) => {
    const [pergunta] = POLLS[ctx.n % POLLS.length];
    const open = ctx.n % 4 === 0;
    const publico = ctx.pick(['todos', 'todos', 'grupo']);
    return {
      pergunta,
      descricao: null,
      publico,
      grupo_id: publico === 'grupo' ? ref(ctx, 'grupos') : null,
      regional_id: null,
      inicio: ctx.at(open ? -3 : -40 - ctx.n * 4, 9),
      fim: ctx.at(open ? 10 : -30 - ctx.n * 4, 21),
      multipla_escolha: ctx.n % 5 === 1,
      anonima: ctx.n % 3 === 0,
      status: open ? 'aberta' : ctx.n % 13 === 7 ? 'rascunho' : 'encerrada',
    };
  },
  // Each poll gets its own four options, in order (polls seed in POLLS order).
  'opcoes-enquete': (ctx) => {
    const parent = parentOf(ctx, 'enquetes');
    const options = POLLS[parent.index % POLLS.length][1];
    return {
      enquete_id: parent.id,
      texto: options[parent.round % options.length],
      ordem: parent.round + 1,
      imagem: null,
    };
  },
  pesquisas: (ctx) => {
    const [titulo, tipo] = SURVEYS[ctx.n % SURVEYS.length];
    const open = ctx.n % 5 === 0;
    return {
      titulo: `${titulo} ${2025 - Math.floor(ctx.n / 8)}.${(Math.floor(ctx.n / SURVEYS.length) % 2) + 1}`,
      descricao: `${titulo} da ${ctx.clientName}. Leva menos de cinco minutos.`,
      tipo,
      publico: 'todos',
      grupo_id: null,
      regional_id: null,
      inicio: ctx.day(open ? -5 : -60 - ctx.n * 10),
      fim: ctx.day(open ? 15 : -40 - ctx.n * 10),
      anonima: tipo === 'clima',
      meta_respostas: 100 + (ctx.n % 4) * 50,
      responsavel: user(ctx, 1),
      status: open ? 'aberta' : 'encerrada',
    };
  },
  'perguntas-pesquisa': (ctx) => {
    const parent = parentOf(ctx, 'pesquisas');
    const questions = SURVEYS[parent.index % SURVEYS.length][2];
    const [enunciado, tipo, opcoes] = questions[parent.round % questions.length];
    return { pesquisa_id: parent.id, enunciado, tipo, opcoes, obrigatoria: tipo !== 'texto', ordem: parent.round + 1 };
  },
  'respostas-pesquisa': (ctx) => ({
    protocolo: `PQ-${String(ctx.clientId).padStart(2, '0')}-${String(ctx.n + 1).padStart(5, '0')}`,
    // One answer per member and survey: a survey's respondents go round the users.
    respondente: ctx.n % 3 === 0 ? null : memberUnder(ctx, 'pesquisas', 13).member,
    respondida_em: ctx.at(-1 - ctx.n, 8 + (ctx.n % 13)),
    nota: (ctx.n * 7) % 11,
    respostas: 'Pergunta 1: 4\nPergunta 2: Sim\nPergunta 3: Aplicativo, E-mail',
    comentario: ctx.n % 4 === 0 ? 'Gostei da iniciativa, continuem perguntando.' : null,
  }),
  ideias: (ctx) => {
    const [titulo, categoria] = IDEAS[ctx.n % IDEAS.length];
    const status = ctx.pick(IDEA_STATUS);
    return {
      titulo: ctx.n < IDEAS.length ? titulo : `${titulo} ${PLACES[Math.floor(ctx.n / IDEAS.length) % PLACES.length]}`,
      descricao: `${titulo}. Proposta para melhorar a experiência de todos na ${ctx.clientName}.`,
      autor: user(ctx, 8),
      categoria,
      economia_estimada:
        categoria === 'processos' || categoria === 'sustentabilidade' ? amount(ctx, 1200, 48000) : null,
      avaliador: status === 'nova' ? null : user(ctx, 1),
      parecer:
        status === 'aprovada' || status === 'implementada'
          ? 'Viável e alinhada às prioridades do ano.'
          : status === 'arquivada'
            ? 'Fora do orçamento deste ano.'
            : null,
      status,
    };
  },
  depoimentos: (ctx) => {
    const status = ctx.n % 6 === 5 ? 'pendente' : ctx.n % 11 === 10 ? 'recusado' : 'aprovado';
    return {
      autor_nome: personName(ctx.n, 17),
      autor_descricao: ctx.pick(WHO, 1),
      texto: ctx.pick(TESTIMONIALS),
      foto: someRows(ctx, 5),
      nota: 4 + (ctx.n % 2),
      usuario: user(ctx, 30),
      destaque: ctx.n < 3,
      aprovado_por: status === 'aprovado' ? user(ctx) : null,
      aprovado_em: status === 'aprovado' ? ctx.at(-ctx.n * 4, 15) : null,
      status,
    };
  },
};
