import { ACTIVITY, f, opt, t, type CollectionDef } from '../define.ts';
import { comStatus, conta } from './figuras.ts';
import { FITNESS_ACOMPANHAMENTO } from './fitness-acompanhamento.ts';
import { FITNESS_OCORRENCIAS } from './fitness-ocorrencias.ts';

/** A booking holds its place until cancelled or missed; attendance is counted apart. */
const RESERVADA = comStatus('reservada', 'presente');
const PRESENTE = comStatus('presente');

const LEVELS = [
  opt('iniciante', t('Iniciante', 'Beginner', 'Principiante'), 'info'),
  opt('intermediario', t('Intermediário', 'Intermediate', 'Intermedio'), 'primary'),
  opt('avancado', t('Avançado', 'Advanced', 'Avanzado'), 'secondary'),
];

const WEEKDAYS = [
  opt('seg', t('Segunda-feira', 'Monday', 'Lunes')),
  opt('ter', t('Terça-feira', 'Tuesday', 'Martes')),
  opt('qua', t('Quarta-feira', 'Wednesday', 'Miércoles')),
  opt('qui', t('Quinta-feira', 'Thursday', 'Jueves')),
  opt('sex', t('Sexta-feira', 'Friday', 'Viernes')),
  opt('sab', t('Sábado', 'Saturday', 'Sábado'), 'info'),
  opt('dom', t('Domingo', 'Sunday', 'Domingo'), 'info'),
];

/** The fitness hub's collections (AREAS.md): the exercise catalogue, members' workouts, classes, visits and assessments. */
export const FITNESS: readonly CollectionDef[] = [
  {
    entity: 'exercicios',
    tag: 'exercicios',
    hub: 'fitness',
    icon: 'FitnessCenter',
    label: t('Exercícios', 'Exercises', 'Ejercicios'),
    item: t('Exercício', 'Exercise', 'Ejercicio'),
    description: t(
      'O catálogo de exercícios com grupo muscular, equipamento e vídeo de execução.',
      'The exercise catalogue with muscle group, equipment and a how-to video.',
      'El catálogo de ejercicios con grupo muscular, equipo y video de ejecución.',
    ),
    title: 'nome',
    sort: { field: 'nome', order: 'asc' },
    demoRows: 40,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.enum(
        'grupo_muscular',
        t('Grupo muscular', 'Muscle group', 'Grupo muscular'),
        [
          opt('peito', t('Peito', 'Chest', 'Pecho')),
          opt('costas', t('Costas', 'Back', 'Espalda')),
          opt('ombros', t('Ombros', 'Shoulders', 'Hombros')),
          opt('bracos', t('Braços', 'Arms', 'Brazos')),
          opt('pernas', t('Pernas', 'Legs', 'Piernas')),
          opt('gluteos', t('Glúteos', 'Glutes', 'Glúteos')),
          opt('abdomen', t('Abdômen', 'Core', 'Abdomen')),
          opt('cardio', t('Cardio', 'Cardio', 'Cardio'), 'error'),
          opt('corpo_inteiro', t('Corpo inteiro', 'Full body', 'Cuerpo entero'), 'primary'),
        ],
        { required: true, list: true, filterable: true },
      ),
      f.text('equipamento', t('Equipamento', 'Equipment', 'Equipo'), {
        list: true,
        searchable: true,
        filterable: true,
        max: 80,
      }),
      f.enum('nivel', t('Nível', 'Level', 'Nivel'), LEVELS, {
        required: true,
        default: 'iniciante',
        list: true,
        filterable: true,
      }),
      f.url('video_url', t('Vídeo de execução', 'How-to video', 'Video de ejecución'), { list: true }),
      f.image('imagem', t('Imagem', 'Image', 'Imagen'), { aspect: 1 }),
      f.longtext('instrucoes', t('Instruções', 'Instructions', 'Instrucciones'), { searchable: true, max: 4000 }),
      f.enum('status', t('Status', 'Status', 'Estado'), ACTIVITY, {
        required: true,
        default: 'ativo',
        list: true,
        filterable: true,
      }),
    ],
  },
  {
    entity: 'treinos',
    tag: 'treinos',
    hub: 'fitness',
    icon: 'SportsGymnastics',
    label: t('Treinos', 'Workouts', 'Entrenamientos'),
    item: t('Treino', 'Workout', 'Entrenamiento'),
    description: t(
      'As fichas de treino dos alunos: objetivo, instrutor, vigência e exercícios.',
      "Members' workout plans: goal, instructor, term and exercises.",
      'Las fichas de entrenamiento de los alumnos: objetivo, instructor, vigencia y ejercicios.',
    ),
    title: 'titulo',
    periods: [{ start: 'inicio', end: 'fim' }],
    sort: { field: 'inicio', order: 'desc' },
    demoRows: 50,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.user('aluno', t('Aluno', 'Member', 'Alumno'), { required: true, list: true, filterable: true }),
      f.user('instrutor', t('Instrutor', 'Instructor', 'Instructor'), { list: true, filterable: true }),
      f.enum(
        'objetivo',
        t('Objetivo', 'Goal', 'Objetivo'),
        [
          opt('hipertrofia', t('Hipertrofia', 'Muscle gain', 'Hipertrofia'), 'primary'),
          opt('emagrecimento', t('Emagrecimento', 'Weight loss', 'Adelgazamiento'), 'success'),
          opt('condicionamento', t('Condicionamento', 'Conditioning', 'Acondicionamiento'), 'info'),
          opt('forca', t('Força', 'Strength', 'Fuerza'), 'secondary'),
          opt('mobilidade', t('Mobilidade', 'Mobility', 'Movilidad'), 'default'),
          opt('reabilitacao', t('Reabilitação', 'Rehabilitation', 'Rehabilitación'), 'warning'),
        ],
        { required: true, list: true, filterable: true },
      ),
      f.enum('nivel', t('Nível', 'Level', 'Nivel'), LEVELS, { default: 'iniciante', filterable: true }),
      f.integer('frequencia_semanal', t('Treinos por semana', 'Sessions per week', 'Sesiones por semana'), {
        min: 1,
        max: 7,
        default: 3,
      }),
      f.date('inicio', t('Início', 'Start', 'Inicio'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.date('fim', t('Fim', 'End', 'Fin'), { list: true, sortable: true, filterable: true }),
      f.enum(
        'status',
        t('Status', 'Status', 'Estado'),
        [
          opt('ativo', t('Ativo', 'Active', 'Activo'), 'success'),
          opt('concluido', t('Concluído', 'Completed', 'Completado'), 'info'),
          opt('cancelado', t('Cancelado', 'Cancelled', 'Cancelado'), 'default'),
        ],
        { required: true, default: 'ativo', list: true, filterable: true },
      ),
      f.longtext('observacoes', t('Observações', 'Notes', 'Observaciones'), { max: 2000 }),
      // Set by the copy action (issue 28): a member who holds an active copy of a workout is not given another.
      f.reference('origem_id', t('Copiado do treino', 'Copied from workout', 'Copiado del entrenamiento'), 'treinos', {
        filterable: true,
        onDelete: 'null',
      }),
    ],
  },
  {
    entity: 'treino-exercicios',
    tag: 'treino-exercicios',
    hub: 'fitness',
    icon: 'FormatListNumbered',
    label: t('Exercícios do treino', 'Workout exercises', 'Ejercicios del entrenamiento'),
    item: t('Exercício do treino', 'Workout exercise', 'Ejercicio del entrenamiento'),
    description: t(
      'Os exercícios de cada treino: divisão, séries, repetições, carga e descanso.',
      'The exercises of each workout: split, sets, reps, load and rest.',
      'Los ejercicios de cada entrenamiento: división, series, repeticiones, carga y descanso.',
    ),
    parent: { entity: 'treinos', param: 'treino_id', onDelete: 'cascade' },
    title: 'nome',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 150,
    fields: [
      f.text('nome', t('Nome', 'Name', 'Nombre'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 120,
      }),
      f.reference('exercicio_id', t('Exercício', 'Exercise', 'Ejercicio'), 'exercicios', {
        filterable: true,
        onDelete: 'null',
      }),
      f.enum(
        'divisao',
        t('Divisão', 'Split', 'División'),
        ['A', 'B', 'C', 'D'].map((v) => opt(v, t(`Treino ${v}`, `Workout ${v}`, `Entrenamiento ${v}`))),
        { required: true, default: 'A', list: true, filterable: true },
      ),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
        required: true,
        min: 1,
        max: 100,
        default: 1,
        list: true,
        sortable: true,
      }),
      f.integer('series', t('Séries', 'Sets', 'Series'), { min: 1, max: 20, list: true }),
      f.text('repeticoes', t('Repetições', 'Reps', 'Repeticiones'), {
        list: true,
        max: 20,
        help: t('Ex.: 12, 10-12 ou 30 s.', 'E.g. 12, 10-12 or 30 s.', 'Ej.: 12, 10-12 o 30 s.'),
      }),
      f.decimal('carga_kg', t('Carga (kg)', 'Load (kg)', 'Carga (kg)'), { min: 0, max: 1000, list: true }),
      f.integer('descanso_seg', t('Descanso (s)', 'Rest (s)', 'Descanso (s)'), { min: 0, max: 900 }),
      f.text('observacao', t('Observação', 'Note', 'Observación'), { max: 200 }),
    ],
  },
  {
    entity: 'aulas-coletivas',
    tag: 'aulas-coletivas',
    hub: 'fitness',
    icon: 'Groups',
    label: t('Aulas coletivas', 'Group classes', 'Clases grupales'),
    item: t('Aula coletiva', 'Group class', 'Clase grupal'),
    description: t(
      'A grade de aulas coletivas por unidade: dia, horário, sala, capacidade e instrutor.',
      'The group-class timetable per unit: day, time, room, capacity and instructor.',
      'El horario de clases grupales por unidad: día, hora, sala, capacidad e instructor.',
    ),
    title: 'modalidade',
    sort: { field: 'horario', order: 'asc' },
    demoRows: 45,
    fields: [
      f.text('modalidade', t('Modalidade', 'Class', 'Modalidad'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 80,
      }),
      // The unit is one of the client's units (issue 28), no longer a free text that could name none.
      f.reference('unidade_id', t('Unidade', 'Unit', 'Unidad'), 'unidades', {
        required: true,
        list: true,
        filterable: true,
      }),
      f.enum('dia_semana', t('Dia da semana', 'Weekday', 'Día de la semana'), WEEKDAYS, {
        required: true,
        list: true,
        filterable: true,
      }),
      f.text('horario', t('Horário', 'Time', 'Horario'), {
        required: true,
        list: true,
        sortable: true,
        min: 5,
        max: 5,
        help: t('HH:MM, 24 horas.', 'HH:MM, 24-hour clock.', 'HH:MM, 24 horas.'),
      }),
      f.integer('duracao_min', t('Duração (min)', 'Duration (min)', 'Duración (min)'), {
        min: 15,
        max: 240,
        default: 60,
      }),
      f.text('sala', t('Sala', 'Room', 'Sala'), { max: 60 }),
      f.integer('capacidade', t('Capacidade', 'Capacity', 'Capacidad'), {
        required: true,
        min: 1,
        max: 500,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.user('instrutor', t('Instrutor', 'Instructor', 'Instructor'), { list: true, filterable: true }),
      conta('reservas', t('Reservas', 'Bookings', 'Reservas'), 'reservas-aula', 'aula_coletiva_id', RESERVADA),
      conta('presencas', t('Presenças', 'Attendances', 'Asistencias'), 'reservas-aula', 'aula_coletiva_id', PRESENTE, {
        list: false,
      }),
      f.enum('nivel', t('Nível', 'Level', 'Nivel'), LEVELS, { filterable: true }),
      f.boolean('exige_reserva', t('Exige reserva', 'Booking required', 'Requiere reserva'), {
        default: true,
        filterable: true,
      }),
      f.enum('status', t('Status', 'Status', 'Estado'), ACTIVITY, {
        required: true,
        default: 'ativo',
        filterable: true,
      }),
    ],
  },
  ...FITNESS_OCORRENCIAS,
  ...FITNESS_ACOMPANHAMENTO,
];
