import { f, opt, t, type CollectionDef, type FieldOption } from '../define.ts';
import { comStatus, conta } from './figuras.ts';
import { ativo, descricao, nome, OPEN_CLOSED, ordem, periodo, status, titulo } from './painel-campos.ts';

const VALIDADA = comStatus('validada');

/** What a member does that a points rule or a badge's criterion counts (issue 29: the API's domain events). */
const POINTS_ACTIONS: readonly FieldOption[] = [
  opt('acesso', t('Acessar o aplicativo', 'Open the app', 'Abrir la aplicación'), 'default'),
  opt('publicar', t('Publicar no feed', 'Post in the feed', 'Publicar en el feed'), 'primary'),
  opt('comentar', t('Comentar', 'Comment', 'Comentar'), 'primary'),
  opt('curtir', t('Curtir', 'Like', 'Dar me gusta'), 'default'),
  opt('concluir_aula', t('Concluir aula', 'Finish a lesson', 'Completar clase'), 'info'),
  opt('concluir_curso', t('Concluir curso', 'Finish a course', 'Completar curso'), 'info'),
  opt('checkin', t('Fazer check-in', 'Check in', 'Hacer check-in'), 'success'),
  opt('participar_evento', t('Participar de evento', 'Attend an event', 'Participar en un evento'), 'secondary'),
  opt('responder_pesquisa', t('Responder pesquisa', 'Answer a survey', 'Responder encuesta'), 'secondary'),
  opt('indicar_amigo', t('Indicar um amigo', 'Refer a friend', 'Recomendar a un amigo'), 'warning'),
];

const pontos = (extra: Parameters<typeof f.integer>[2] = {}) =>
  f.integer('pontos', t('Pontos', 'Points', 'Puntos'), {
    required: true,
    min: 0,
    max: 100_000,
    default: 10,
    list: true,
    sortable: true,
    filterable: true,
    ...extra,
  });

/** Gamification in the comunidade hub (AREAS.md): levels, badges, missions, points rules and the points ledger. */
export const COMUNIDADE_GAMIFICACAO: readonly CollectionDef[] = [
  {
    entity: 'niveis',
    tag: 'niveis',
    hub: 'comunidade',
    icon: 'MilitaryTech',
    label: t('Níveis', 'Levels', 'Niveles'),
    item: t('Nível', 'Level', 'Nivel'),
    description: t(
      'Os níveis que os membros alcançam ao acumular pontos.',
      'The levels members reach by earning points.',
      'Los niveles que los miembros alcanzan al acumular puntos.',
    ),
    title: 'nome',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 8,
    fields: [
      nome({ unique: true, max: 60 }),
      ordem({ required: true, unique: true }),
      f.integer('pontos_minimos', t('Pontos mínimos', 'Minimum points', 'Puntos mínimos'), {
        required: true,
        unique: true,
        min: 0,
        max: 10_000_000,
        default: 0,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.image('icone', t('Ícone', 'Icon', 'Icono'), { list: true, aspect: 1 }),
      f.text('cor', t('Cor', 'Colour', 'Color'), {
        max: 7,
        help: t(
          'Hexadecimal, por exemplo #F5A623.',
          'Hexadecimal, for example #F5A623.',
          'Hexadecimal, por ejemplo #F5A623.',
        ),
      }),
      f.longtext('beneficios', t('Benefícios', 'Perks', 'Beneficios'), { max: 2000 }),
    ],
  },
  {
    entity: 'conquistas',
    tag: 'conquistas',
    hub: 'comunidade',
    icon: 'EmojiEvents',
    label: t('Conquistas', 'Badges', 'Logros'),
    item: t('Conquista', 'Badge', 'Logro'),
    description: t(
      'As medalhas que os membros ganham, com critério, raridade e pontos.',
      'The badges members earn, with criterion, rarity and points.',
      'Las medallas que ganan los miembros, con criterio, rareza y puntos.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 15,
    fields: [
      nome({ unique: true, max: 80 }),
      f.image('icone', t('Ícone', 'Icon', 'Icono'), { list: true, aspect: 1 }),
      descricao({ max: 1000 }),
      f.enum(
        'tipo_criterio',
        t('Concedida quando', 'Awarded when', 'Otorgado cuando'),
        [
          opt('manual', t('Concedida manualmente', 'Awarded by hand', 'Otorgado manualmente'), 'default'),
          opt(
            'pontos',
            t('Atingir um saldo de pontos', 'Reaching a points balance', 'Alcanzar un saldo de puntos'),
            'primary',
          ),
          opt(
            'acao',
            t('Pontuar numa ação N vezes', 'Scoring an action N times', 'Puntuar en una acción N veces'),
            'info',
          ),
          opt('nivel', t('Alcançar um nível', 'Reaching a level', 'Alcanzar un nivel'), 'secondary'),
        ],
        { required: true, default: 'manual', list: true, filterable: true },
      ),
      f.enum('acao', t('Ação contada', 'Action counted', 'Acción contada'), POINTS_ACTIONS, {
        requiredWhen: { field: 'tipo_criterio', equals: ['acao'] },
        filterable: true,
      }),
      f.integer('minimo', t('Quantidade mínima', 'Minimum amount', 'Cantidad mínima'), {
        min: 1,
        max: 10_000_000,
        requiredWhen: { field: 'tipo_criterio', equals: ['pontos', 'acao'] },
        help: t(
          'Pontos do saldo, ou vezes que a ação pontuou.',
          'Points of the balance, or times the action scored.',
          'Puntos del saldo, o veces que la acción puntuó.',
        ),
      }),
      f.longtext(
        'criterio',
        t('Critério (texto aos membros)', 'Criterion (text for members)', 'Criterio (texto para los miembros)'),
        {
          max: 1000,
        },
      ),
      pontos({ required: false }),
      f.enum(
        'raridade',
        t('Raridade', 'Rarity', 'Rareza'),
        [
          opt('comum', t('Comum', 'Common', 'Común'), 'default'),
          opt('rara', t('Rara', 'Rare', 'Rara'), 'info'),
          opt('epica', t('Épica', 'Epic', 'Épica'), 'secondary'),
          opt('lendaria', t('Lendária', 'Legendary', 'Legendaria'), 'warning'),
        ],
        { required: true, default: 'comum', list: true, filterable: true },
      ),
      f.reference('nivel_id', t('Nível mínimo', 'Minimum level', 'Nivel mínimo'), 'niveis', {
        requiredWhen: { field: 'tipo_criterio', equals: ['nivel'] },
        filterable: true,
        onDelete: 'null',
      }),
      conta(
        'titulares',
        t('Membros com a conquista', 'Members holding it', 'Miembros con el logro'),
        'conquistas-usuario',
        'conquista_id',
      ),
      ativo(),
    ],
  },
  {
    entity: 'missoes',
    tag: 'missoes',
    hub: 'comunidade',
    icon: 'SportsScore',
    label: t('Missões', 'Missions', 'Misiones'),
    item: t('Missão', 'Mission', 'Misión'),
    description: t(
      'Missões e desafios com regras, pontos, período e quantos membros as concluíram.',
      'Missions and challenges with rules, points, period and how many members completed them.',
      'Misiones y desafíos con reglas, puntos, período y cuántos miembros las completaron.',
    ),
    title: 'titulo',
    periods: [{ start: 'inicio', end: 'fim' }],
    sort: { field: 'fim', order: 'desc' },
    demoRows: 40,
    fields: [
      titulo(),
      descricao({ searchable: true }),
      f.longtext('regras', t('Regras', 'Rules', 'Reglas'), { required: true, max: 4000 }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 110 / 33 }),
      pontos(),
      f.reference(
        'conquista_id',
        t('Conquista ao concluir', 'Badge on completion', 'Logro al completar'),
        'conquistas',
        { filterable: true, onDelete: 'null' },
      ),
      f.enum(
        'tipo',
        t('Tipo', 'Type', 'Tipo'),
        [
          opt('individual', t('Individual', 'Individual', 'Individual'), 'primary'),
          opt('equipe', t('Em equipe', 'Team', 'En equipo'), 'secondary'),
        ],
        { required: true, default: 'individual', filterable: true },
      ),
      f.enum(
        'dificuldade',
        t('Dificuldade', 'Difficulty', 'Dificultad'),
        [
          opt('facil', t('Fácil', 'Easy', 'Fácil'), 'success'),
          opt('media', t('Média', 'Medium', 'Media'), 'warning'),
          opt('dificil', t('Difícil', 'Hard', 'Difícil'), 'error'),
        ],
        { required: true, default: 'media', list: true, filterable: true },
      ),
      ...periodo('date'),
      conta('conclusoes', t('Conclusões', 'Completions', 'Completadas'), 'conclusoes-missao', 'missao_id', VALIDADA),
      status(OPEN_CLOSED),
    ],
  },
  {
    entity: 'regras-pontos',
    // The area's tag 'gamificacao' names the whole gamification; its collection is the points rules.
    tag: 'gamificacao',
    hub: 'comunidade',
    icon: 'Stars',
    label: t('Regras de pontos', 'Points rules', 'Reglas de puntos'),
    item: t('Regra de pontos', 'Points rule', 'Regla de puntos'),
    description: t(
      'Quantos pontos cada ação vale na gamificação, com limite diário e vigência.',
      'How many points each action is worth, with a daily limit and validity.',
      'Cuántos puntos vale cada acción en la gamificación, con límite diario y vigencia.',
    ),
    title: 'nome',
    periods: [{ start: 'inicio', end: 'fim' }],
    sort: { field: 'nome', order: 'asc' },
    demoRows: 12,
    fields: [
      nome({ unique: true }),
      f.enum('acao', t('Ação', 'Action', 'Acción'), POINTS_ACTIONS, { required: true, list: true, filterable: true }),
      pontos({ min: -10_000, max: 10_000 }),
      f.integer('limite_diario', t('Limite por dia', 'Daily limit', 'Límite diario'), {
        min: 0,
        max: 1000,
        list: true,
        help: t(
          'Vezes por dia que a ação pontua; 0 = sem limite.',
          'Times a day the action scores; 0 = no limit.',
          'Veces al día que la acción puntúa; 0 = sin límite.',
        ),
      }),
      descricao({ max: 1000 }),
      ...periodo('date'),
      ativo(),
    ],
  },
  {
    entity: 'pontos',
    tag: 'pontos',
    hub: 'comunidade',
    icon: 'Loyalty',
    label: t('Pontos', 'Points', 'Puntos'),
    item: t('Lançamento de pontos', 'Points entry', 'Movimiento de puntos'),
    description: t(
      'O extrato de pontos de cada membro: créditos por ações e missões, débitos por resgates e ajustes.',
      "Each member's points ledger: credits for actions and missions, debits for redemptions and adjustments.",
      'El extracto de puntos de cada miembro: créditos por acciones y misiones, débitos por canjes y ajustes.',
    ),
    title: 'motivo',
    sort: { field: 'data', order: 'desc' },
    // The ledger: entries are never edited nor removed; a correction is an adjustment entry (origem 'ajuste').
    appendOnly: true,
    demoRows: 150,
    fields: [
      f.user('usuario', t('Membro', 'Member', 'Miembro'), { required: true, list: true, filterable: true }),
      pontos({
        min: -100_000,
        default: undefined,
        help: t('Negativo para débitos.', 'Negative for debits.', 'Negativo para débitos.'),
      }),
      f.text('motivo', t('Motivo', 'Reason', 'Motivo'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 200,
      }),
      f.enum(
        'origem',
        t('Origem', 'Source', 'Origen'),
        [
          opt('regra', t('Regra automática', 'Automatic rule', 'Regla automática'), 'primary'),
          opt('missao', t('Missão', 'Mission', 'Misión'), 'secondary'),
          opt('resgate', t('Resgate', 'Redemption', 'Canje'), 'warning'),
          opt('ajuste', t('Ajuste manual', 'Manual adjustment', 'Ajuste manual'), 'default'),
        ],
        { required: true, default: 'ajuste', list: true, filterable: true },
      ),
      // A rule that scored stays (deactivate it instead): its entries name it, and badges count by its action.
      f.reference('regra_id', t('Regra', 'Rule', 'Regla'), 'regras-pontos', {
        requiredWhen: { field: 'origem', equals: ['regra'] },
        filterable: true,
        onDelete: 'restrict',
      }),
      f.reference('missao_id', t('Missão', 'Mission', 'Misión'), 'missoes', {
        requiredWhen: { field: 'origem', equals: ['missao'] },
        filterable: true,
        onDelete: 'null',
      }),
      f.date('data', t('Data', 'Date', 'Fecha'), { required: true, list: true, sortable: true, filterable: true }),
      f.user('lancado_por', t('Lançado por', 'Entered by', 'Registrado por'), { filterable: true }),
    ],
  },
];
