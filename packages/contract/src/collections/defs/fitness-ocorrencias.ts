import { f, opt, t, type CollectionDef } from '../define.ts';
import { comStatus, conta, restantes } from './figuras.ts';

/**
 * The dated occurrences of a group class (issue 29): the platform's daily job `fitness.occurrences` makes the next 14
 * days of each active class from its weekly timetable (weekday, time, duration, capacity), once per class and start;
 * an administrator may add one by hand (an extra session) or cancel one. A booking of the class on that date counts in
 * it (`reservas-aula.ocorrencia_id`).
 */
const OCCURRENCE_STATUS = [
  opt('agendada', t('Agendada', 'Scheduled', 'Programada'), 'info'),
  opt('cancelada', t('Cancelada', 'Cancelled', 'Cancelada'), 'default'),
];

export const FITNESS_OCORRENCIAS: readonly CollectionDef[] = [
  {
    entity: 'ocorrencias-aula',
    tag: 'ocorrencias-aula',
    hub: 'fitness',
    icon: 'EventAvailable',
    label: t('Ocorrências das aulas', 'Class occurrences', 'Sesiones de las clases'),
    item: t('Ocorrência da aula', 'Class occurrence', 'Sesión de la clase'),
    description: t(
      'As datas de cada aula coletiva, feitas da grade semanal para os próximos 14 dias, com vagas e reservas.',
      "Each group class's dates, made from the weekly timetable for the next 14 days, with places and bookings.",
      'Las fechas de cada clase grupal, hechas del horario semanal para los próximos 14 días, con plazas y reservas.',
    ),
    parent: { entity: 'aulas-coletivas', param: 'aula_coletiva_id', onDelete: 'cascade' },
    uniqueTogether: [['aula_coletiva_id', 'inicio']],
    title: 'titulo',
    sort: { field: 'inicio', order: 'asc' },
    demoRows: 90,
    fields: [
      f.text('titulo', t('Aula', 'Class', 'Clase'), { required: true, list: true, searchable: true, max: 120 }),
      f.date('data', t('Data', 'Date', 'Fecha'), { required: true, list: true, sortable: true, filterable: true }),
      f.text('horario', t('Horário', 'Time', 'Horario'), {
        required: true,
        list: true,
        min: 5,
        max: 5,
        help: t('HH:MM, 24 horas.', 'HH:MM, 24-hour clock.', 'HH:MM, 24 horas.'),
      }),
      f.datetime('inicio', t('Início', 'Start', 'Inicio'), { required: true, sortable: true, filterable: true }),
      f.integer('duracao_min', t('Duração (min)', 'Duration (min)', 'Duración (min)'), {
        min: 15,
        max: 240,
        default: 60,
      }),
      f.integer('capacidade', t('Capacidade', 'Capacity', 'Capacidad'), {
        required: true,
        min: 1,
        max: 500,
        list: true,
      }),
      conta(
        'reservas',
        t('Reservas', 'Bookings', 'Reservas'),
        'reservas-aula',
        'ocorrencia_id',
        comStatus('reservada', 'presente'),
      ),
      f.integer('vagas', t('Vagas restantes', 'Places left', 'Plazas restantes'), {
        computed: { formula: { reads: ['capacidade', 'reservas'], value: restantes('capacidade', 'reservas') } },
        list: true,
      }),
      // Made by the daily job from the weekly timetable (a session added by hand is not, and the job leaves it be).
      f.boolean('da_grade', t('Da grade semanal', 'From the weekly timetable', 'Del horario semanal'), {
        system: true,
        filterable: true,
      }),
      f.enum('status', t('Status', 'Status', 'Estado'), OCCURRENCE_STATUS, {
        required: true,
        default: 'agendada',
        list: true,
        filterable: true,
      }),
    ],
  },
];
