import type { DemoContext, DemoMakers } from './demo.ts';
import { memberUnder } from './figuras-util.ts';
import { byKind, ref, slug, someRows, user, type ClientKind } from './painel-util.ts';

/** An exercise: name, muscle group, equipment. */
type Exercise = [nome: string, grupo: string, equipamento: string];

const EXERCISES: readonly Exercise[] = [
  ['Supino reto com barra', 'peito', 'Barra e banco'],
  ['Supino inclinado com halteres', 'peito', 'Halteres'],
  ['Crucifixo no peck deck', 'peito', 'Peck deck'],
  ['Crossover na polia', 'peito', 'Polia'],
  ['Flexão de braços', 'peito', 'Peso corporal'],
  ['Puxada frontal', 'costas', 'Polia alta'],
  ['Remada curvada', 'costas', 'Barra'],
  ['Remada baixa', 'costas', 'Polia baixa'],
  ['Barra fixa', 'costas', 'Barra fixa'],
  ['Pulldown com corda', 'costas', 'Polia'],
  ['Desenvolvimento com halteres', 'ombros', 'Halteres'],
  ['Elevação lateral', 'ombros', 'Halteres'],
  ['Elevação frontal', 'ombros', 'Anilha'],
  ['Remada alta', 'ombros', 'Barra'],
  ['Crucifixo invertido', 'ombros', 'Máquina'],
  ['Rosca direta', 'bracos', 'Barra W'],
  ['Rosca martelo', 'bracos', 'Halteres'],
  ['Tríceps na polia', 'bracos', 'Polia'],
  ['Tríceps francês', 'bracos', 'Halter'],
  ['Mergulho no banco', 'bracos', 'Banco'],
  ['Agachamento livre', 'pernas', 'Barra'],
  ['Leg press 45°', 'pernas', 'Leg press'],
  ['Cadeira extensora', 'pernas', 'Máquina'],
  ['Mesa flexora', 'pernas', 'Máquina'],
  ['Afundo com halteres', 'pernas', 'Halteres'],
  ['Panturrilha em pé', 'pernas', 'Máquina'],
  ['Elevação pélvica', 'gluteos', 'Barra'],
  ['Abdução de quadril', 'gluteos', 'Máquina'],
  ['Coice na polia', 'gluteos', 'Polia'],
  ['Stiff com halteres', 'gluteos', 'Halteres'],
  ['Prancha', 'abdomen', 'Peso corporal'],
  ['Abdominal supra', 'abdomen', 'Colchonete'],
  ['Abdominal infra', 'abdomen', 'Banco'],
  ['Abdominal com roda', 'abdomen', 'Roda abdominal'],
  ['Giro russo', 'abdomen', 'Medicine ball'],
  ['Esteira intervalada', 'cardio', 'Esteira'],
  ['Bicicleta ergométrica', 'cardio', 'Bicicleta'],
  ['Elíptico', 'cardio', 'Elíptico'],
  ['Remo ergômetro', 'cardio', 'Remo'],
  ['Burpee', 'corpo_inteiro', 'Peso corporal'],
];

const CLASSES: Record<ClientKind, readonly string[]> = {
  academia: [
    'Spinning',
    'Zumba',
    'Pilates de solo',
    'Yoga',
    'Cross training',
    'Jump',
    'Body pump',
    'Funcional',
    'Abdominal',
    'Alongamento',
    'Muay thai',
    'Step',
  ],
  ong: ['Capoeira', 'Futsal', 'Dança de rua', 'Yoga', 'Ginástica para idosos', 'Vôlei', 'Judô', 'Caminhada orientada'],
  empresa: ['Ginástica laboral', 'Yoga', 'Pilates', 'Corrida em grupo', 'Alongamento', 'Funcional', 'Meditação'],
  plataforma: ['Ginástica laboral', 'Yoga', 'Funcional', 'Alongamento', 'Meditação'],
};

const GOALS = [
  'hipertrofia',
  'emagrecimento',
  'condicionamento',
  'forca',
  'hipertrofia',
  'mobilidade',
  'emagrecimento',
  'reabilitacao',
] as const;
const GOAL_NAMES: Record<(typeof GOALS)[number], string> = {
  hipertrofia: 'Hipertrofia',
  emagrecimento: 'Emagrecimento',
  condicionamento: 'Condicionamento',
  forca: 'Força',
  mobilidade: 'Mobilidade',
  reabilitacao: 'Reabilitação',
};
const LEVELS = ['iniciante', 'intermediario', 'avancado'] as const;
const HOURS = ['06:30', '07:00', '08:00', '09:00', '12:00', '12:30', '18:00', '19:00', '19:30', '20:00'];
const REPS = ['12', '10-12', '8-10', '15', '30 s', '4x até a falha'];

const exerciseAt = (k: number): Exercise => EXERCISES[k % EXERCISES.length];
const tenth = (value: number): number => Math.round(value * 10) / 10;
const CLASS_DAYS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'seg', 'qua'];
const WEEKDAY_NUMBER: Record<string, number> = { dom: 0, seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6 };

/**
 * A booking of class k (its weekday as the classes' maker gives it) by a member who has no other booking of it: on
 * the class's last weekday before the seed's day, or one week earlier per round; past classes were attended or missed.
 */
const booking = (ctx: DemoContext) => {
  const { parent, member, index, round } = memberUnder(ctx, 'aulas-coletivas', 31);
  const weekday = WEEKDAY_NUMBER[CLASS_DAYS[(index + 2) % CLASS_DAYS.length]];
  const today = new Date(`${ctx.day(0)}T12:00:00Z`).getUTCDay();
  const days = -((today - weekday + 7) % 7) - 7 * (round % 6);
  const status = days === 0 ? 'reservada' : ctx.n % 7 === 3 ? 'faltou' : ctx.n % 11 === 5 ? 'cancelada' : 'presente';
  // Today's class is the first of its occurrences the demo seeds (the occurrences' maker: row k is class k's, week 0).
  const occurrences = ctx.ids('ocorrencias-aula');
  return {
    ocorrencia_id: days === 0 && index < occurrences.length ? occurrences[index] : null,
    aula_coletiva_id: parent,
    aluno: member,
    data: ctx.day(days),
    reservada_em: ctx.at(days - 1, 8 + (ctx.n % 12)),
    status,
  };
};

/**
 * The coming dated occurrences of class k (its slot as the classes' maker gives it), one a week from the seed's day, as
 * the daily job `fitness.occurrences` makes them (São Paulo's time); an inactive class's are cancelled.
 */
const occurrence = (ctx: DemoContext) => {
  const classes = ctx.ids('aulas-coletivas');
  const index = ctx.n % Math.max(classes.length, 1);
  const week = Math.floor(ctx.n / Math.max(classes.length, 1));
  const weekday = WEEKDAY_NUMBER[CLASS_DAYS[(index + 2) % CLASS_DAYS.length]];
  const time = HOURS[(index + 3) % HOURS.length];
  const today = new Date(`${ctx.day(0)}T12:00:00Z`).getUTCDay();
  const day = ctx.day(((weekday - today + 7) % 7) + 7 * week);
  const names = byKind(ctx, CLASSES);
  return {
    aula_coletiva_id: classes[index],
    titulo: `${names[index % names.length]} ${day.slice(8, 10)}/${day.slice(5, 7)} ${time}`,
    data: day,
    horario: time,
    inicio: new Date(`${day}T${time}:00-03:00`).toISOString(),
    duracao_min: index % 3 === 0 ? 45 : 60,
    capacidade: 15 + 5 * (index % 6),
    da_grade: true,
    status: index % 15 === 14 ? 'cancelada' : 'agendada',
  };
};

/** A deterministic spread in [0, 1) for row n. */
const spread = (ctx: DemoContext, salt: number): number => ((ctx.n * 7_919 + salt * 104_729) % 1_000) / 1_000;

/** Demo rows of the fitness hub's collections. */
export const FITNESS_DEMO: DemoMakers = {
  exercicios: (ctx) => {
    const [nome, grupo, equipamento] = exerciseAt(ctx.n);
    return {
      nome,
      grupo_muscular: grupo,
      equipamento,
      nivel: ctx.pick(LEVELS),
      video_url: `https://videos.${slug(ctx.clientName).replace(/-/g, '')}.com.br/exercicios/${slug(nome)}`,
      imagem: someRows(ctx, 6),
      instrucoes: `${nome}: mantenha a coluna neutra e o abdômen contraído, controle a descida e expire na fase de esforço. Ajuste a carga com o professor.`,
      status: ctx.n === 39 ? 'inativo' : 'ativo',
    };
  },
  treinos: (ctx) => {
    const objetivo = ctx.pick(GOALS);
    const split = ['AB', 'ABC', 'ABCD', 'Full body'][ctx.n % 4];
    const start = -7 * ctx.n - 1;
    const status = ctx.n % 12 === 11 ? 'cancelado' : start + 90 < 0 ? 'concluido' : 'ativo';
    return {
      titulo: `${GOAL_NAMES[objetivo]} – ${split}`,
      aluno: user(ctx, 11),
      instrutor: user(ctx, 2),
      objetivo,
      nivel: ctx.pick(LEVELS, 1),
      frequencia_semanal: split === 'Full body' ? 3 : split.length + 1,
      inicio: ctx.day(start),
      fim: ctx.day(start + 90),
      status,
      observacoes: objetivo === 'reabilitacao' ? 'Liberado pelo fisioterapeuta; evitar carga axial na coluna.' : null,
    };
  },
  'treino-exercicios': (ctx) => {
    const ids = ctx.ids('exercicios');
    const k = (ctx.n * 3) % Math.max(ids.length, 1);
    const [nome, grupo] = exerciseAt(k);
    const cardio = grupo === 'cardio';
    return {
      nome,
      exercicio_id: ids.length ? ids[k] : null,
      divisao: ctx.pick(['A', 'B', 'C']),
      ordem: 1 + (ctx.n % 8),
      series: cardio ? 1 : 3 + (ctx.n % 2),
      repeticoes: cardio ? '20 min' : ctx.pick(REPS, 2),
      carga_kg: cardio || grupo === 'abdomen' ? null : tenth(5 + spread(ctx, 1) * 60),
      descanso_seg: cardio ? 0 : 45 + 15 * (ctx.n % 4),
      observacao: ctx.n % 9 === 0 ? 'Cadência 2-0-2' : null,
    };
  },
  'aulas-coletivas': (ctx) => ({
    modalidade: ctx.pick(byKind(ctx, CLASSES)),
    unidade_id: ref(ctx, 'unidades', 1),
    dia_semana: ctx.pick(CLASS_DAYS, 2),
    horario: ctx.pick(HOURS, 3),
    duracao_min: ctx.n % 3 === 0 ? 45 : 60,
    sala: ctx.pick(['Sala 1', 'Sala 2', 'Estúdio de bike', 'Estúdio de yoga', 'Área externa'], 4),
    capacidade: 15 + 5 * (ctx.n % 6),
    instrutor: user(ctx, 2),
    nivel: ctx.pick(LEVELS, 5),
    exige_reserva: ctx.n % 4 !== 3,
    status: ctx.n % 15 === 14 ? 'inativo' : 'ativo',
  }),
  checkins: (ctx) => {
    const day = -Math.floor(ctx.n / 3);
    const hour = 9 + ((ctx.n * 5) % 14);
    return {
      aluno: user(ctx, 11),
      unidade_id: ref(ctx, 'unidades', 2),
      entrada: ctx.at(day, hour),
      saida: ctx.n % 10 === 0 ? null : ctx.at(day, hour + 1),
      origem: ctx.pick(['catraca', 'catraca', 'app', 'qrcode', 'recepcao'], 1),
    };
  },
  'avaliacoes-fisicas': (ctx) => {
    const altura = tenth(155 + spread(ctx, 1) * 35);
    const peso = tenth(52 + spread(ctx, 2) * 55);
    const gordura = tenth(12 + spread(ctx, 3) * 22);
    const date = -6 * ctx.n - 1;
    return {
      titulo: ctx.pick([
        'Avaliação inicial',
        'Reavaliação trimestral',
        'Reavaliação semestral',
        'Avaliação de acompanhamento',
      ]),
      aluno: user(ctx, 11),
      avaliador: user(ctx, 2),
      data: ctx.day(date),
      peso_kg: peso,
      altura_cm: altura,
      gordura_pct: gordura,
      massa_magra_kg: tenth(peso * (1 - gordura / 100)),
      cintura_cm: tenth(66 + spread(ctx, 4) * 34),
      quadril_cm: tenth(88 + spread(ctx, 5) * 28),
      torax_cm: tenth(84 + spread(ctx, 6) * 30),
      braco_cm: tenth(26 + spread(ctx, 7) * 14),
      coxa_cm: tenth(48 + spread(ctx, 8) * 18),
      pressao_arterial: ctx.pick(['110/70', '120/80', '130/85', '115/75', '125/80'], 3),
      fc_repouso: 55 + ((ctx.n * 7) % 30),
      proxima_avaliacao: ctx.day(date + 90),
      observacoes: ctx.n % 6 === 0 ? 'Boa evolução; manter a frequência e reforçar a hidratação.' : null,
    };
  },
  'ocorrencias-aula': occurrence,
  'reservas-aula': booking,
};
