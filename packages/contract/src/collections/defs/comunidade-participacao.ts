import { f, opt, t, type CollectionDef } from '../define.ts';
import { dispositivo, quando, quem } from './figuras.ts';
import { status } from './painel-campos.ts';

/**
 * What members do in the comunidade hub, one row each (issue 28): a vote in a poll, a vote for an idea, a like of a
 * forum reply, an answer to a survey question. The figures of polls, ideas, replies and questions count these rows.
 */
export const COMUNIDADE_PARTICIPACAO: readonly CollectionDef[] = [
  {
    entity: 'votos-enquete',
    tag: 'votos-enquete',
    hub: 'comunidade',
    icon: 'Ballot',
    label: t('Votos da enquete', 'Poll votes', 'Votos del sondeo'),
    item: t('Voto da enquete', 'Poll vote', 'Voto del sondeo'),
    description: t(
      'Cada voto de cada enquete: quem votou, em qual opção e quando. Um voto por opção e membro.',
      'Every vote of every poll: who voted, for which option and when. One vote per option and member.',
      'Cada voto de cada sondeo: quién votó, qué opción y cuándo. Un voto por opción y miembro.',
    ),
    parent: { entity: 'enquetes', param: 'enquete_id', onDelete: 'cascade' },
    uniqueTogether: [['opcao_id', 'usuario']],
    title: 'dispositivo',
    sort: { field: 'votado_em', order: 'desc' },
    demoRows: 120,
    fields: [
      f.reference('opcao_id', t('Opção', 'Option', 'Opción'), 'opcoes-enquete', {
        required: true,
        within: 'enquetes',
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      quem(),
      quando('votado_em', t('Votado em', 'Voted at', 'Votado el')),
      dispositivo(),
    ],
  },
  {
    entity: 'votos-ideia',
    tag: 'votos-ideia',
    hub: 'comunidade',
    icon: 'StarRate',
    label: t('Apoios às ideias', 'Idea votes', 'Apoyos a las ideas'),
    item: t('Apoio à ideia', 'Idea vote', 'Apoyo a la idea'),
    description: t(
      'Os membros que apoiam cada ideia, um apoio por membro.',
      'The members who back each idea, one vote per member.',
      'Los miembros que apoyan cada idea, un apoyo por miembro.',
    ),
    parent: { entity: 'ideias', param: 'ideia_id', onDelete: 'cascade' },
    uniqueTogether: [['ideia_id', 'usuario']],
    title: 'comentario',
    sort: { field: 'votado_em', order: 'desc' },
    demoRows: 120,
    fields: [
      quem(),
      quando('votado_em', t('Votado em', 'Voted at', 'Votado el')),
      f.text('comentario', t('Comentário', 'Comment', 'Comentario'), { list: true, searchable: true, max: 280 }),
    ],
  },
  {
    entity: 'curtidas-forum',
    tag: 'curtidas-forum',
    hub: 'comunidade',
    icon: 'Stars',
    label: t('Curtidas do fórum', 'Forum likes', 'Me gusta del foro'),
    item: t('Curtida', 'Like', 'Me gusta'),
    description: t(
      'Quem curtiu cada resposta do fórum, uma curtida por membro.',
      'Who liked each forum reply, one like per member.',
      'Quién dio me gusta a cada respuesta del foro, uno por miembro.',
    ),
    parent: { entity: 'respostas-forum', param: 'resposta_id', onDelete: 'cascade' },
    uniqueTogether: [['resposta_id', 'usuario']],
    title: 'dispositivo',
    sort: { field: 'curtida_em', order: 'desc' },
    demoRows: 120,
    fields: [quem(), quando('curtida_em', t('Curtida em', 'Liked at', 'Me gusta el')), dispositivo()],
  },
  {
    entity: 'respostas-pergunta',
    tag: 'respostas-pergunta',
    hub: 'comunidade',
    icon: 'FactCheck',
    label: t('Respostas por pergunta', 'Answers per question', 'Respuestas por pregunta'),
    item: t('Resposta à pergunta', 'Answer to a question', 'Respuesta a la pregunta'),
    description: t(
      'O que cada resposta de pesquisa disse a cada pergunta: a nota ou o texto.',
      'What each survey answer said to each question: the score or the text.',
      'Lo que cada respuesta de encuesta dijo a cada pregunta: la nota o el texto.',
    ),
    parent: { entity: 'respostas-pesquisa', param: 'resposta_id', onDelete: 'cascade' },
    uniqueTogether: [['resposta_id', 'pergunta_id']],
    title: 'resposta',
    demoRows: 120,
    fields: [
      f.reference('pergunta_id', t('Pergunta', 'Question', 'Pregunta'), 'perguntas-pesquisa', {
        required: true,
        within: 'pesquisas',
        list: true,
        filterable: true,
        onDelete: 'cascade',
      }),
      f.integer('nota', t('Nota', 'Score', 'Nota'), { min: 0, max: 10, list: true, sortable: true, filterable: true }),
      f.text('resposta', t('Resposta', 'Answer', 'Respuesta'), { list: true, searchable: true, max: 2000 }),
    ],
  },
];

/**
 * What reaches members, one row each (issue 28): an announcement's reads, a push notification's deliveries (the
 * push provider's receipts, written by the sending job), a mission's completions and the badges awarded.
 */
export const COMUNIDADE_ALCANCE: readonly CollectionDef[] = [
  {
    entity: 'conclusoes-missao',
    tag: 'conclusoes-missao',
    hub: 'comunidade',
    icon: 'SportsScore',
    label: t('Conclusões das missões', 'Mission completions', 'Misiones completadas'),
    item: t('Conclusão da missão', 'Mission completion', 'Misión completada'),
    description: t(
      'Quem concluiu cada missão, com a evidência e a validação. Uma conclusão por membro.',
      'Who completed each mission, with the evidence and its validation. One completion per member.',
      'Quién completó cada misión, con la evidencia y la validación. Una por miembro.',
    ),
    parent: { entity: 'missoes', param: 'missao_id', onDelete: 'cascade' },
    uniqueTogether: [['missao_id', 'usuario']],
    title: 'evidencia',
    sort: { field: 'concluida_em', order: 'desc' },
    demoRows: 120,
    fields: [
      quem(),
      quando('concluida_em', t('Concluída em', 'Completed at', 'Completada el')),
      f.text('evidencia', t('Evidência', 'Evidence', 'Evidencia'), { list: true, searchable: true, max: 500 }),
      f.user('validada_por', t('Validada por', 'Validated by', 'Validada por'), { filterable: true }),
      status([
        opt('pendente', t('Aguardando validação', 'Awaiting validation', 'Esperando validación'), 'warning'),
        opt('validada', t('Validada', 'Validated', 'Validada'), 'success'),
        opt('recusada', t('Recusada', 'Rejected', 'Rechazada'), 'error'),
      ]),
    ],
  },
  {
    entity: 'conquistas-usuario',
    tag: 'conquistas-usuario',
    hub: 'comunidade',
    icon: 'MilitaryTech',
    label: t('Conquistas concedidas', 'Badges awarded', 'Logros otorgados'),
    item: t('Conquista concedida', 'Badge awarded', 'Logro otorgado'),
    description: t(
      'Quem recebeu cada conquista, quando e por quê. Cada membro recebe uma conquista uma vez.',
      'Who received each badge, when and why. Each member receives a badge once.',
      'Quién recibió cada logro, cuándo y por qué. Cada miembro lo recibe una vez.',
    ),
    parent: { entity: 'conquistas', param: 'conquista_id', onDelete: 'cascade' },
    uniqueTogether: [['conquista_id', 'usuario']],
    title: 'motivo',
    sort: { field: 'concedida_em', order: 'desc' },
    demoRows: 120,
    fields: [
      quem(),
      quando('concedida_em', t('Concedida em', 'Awarded at', 'Otorgada el')),
      f.text('motivo', t('Motivo', 'Reason', 'Motivo'), { list: true, searchable: true, max: 300 }),
      f.user('concedida_por', t('Concedida por', 'Awarded by', 'Otorgada por'), { filterable: true }),
    ],
  },
];
