import { f, opt, t, type CollectionDef } from '../define.ts';
import { quando, quem } from './figuras.ts';

const measure = (name: string, pt: string, en: string, es: string) =>
  f.decimal(name, t(`${pt} (cm)`, `${en} (cm)`, `${es} (cm)`), { min: 10, max: 300 });

/** Where a visit stands: inside the unit until its exit is recorded. */
const CHECKIN_SITUATIONS = [
  opt('dentro', t('Na unidade', 'In the unit', 'En la unidad'), 'success'),
  opt('saiu', t('Saiu', 'Left', 'Salió'), 'default'),
];

/** A member's visits to the units and physical assessments. */
export const FITNESS_ACOMPANHAMENTO: readonly CollectionDef[] = [
  {
    entity: 'checkins',
    tag: 'checkins',
    hub: 'fitness',
    icon: 'HowToReg',
    label: t('Check-ins', 'Check-ins', 'Registros de entrada'),
    item: t('Check-in', 'Check-in', 'Registro de entrada'),
    description: t(
      'As visitas dos alunos às unidades: entrada, saída e por onde entraram.',
      "Members' visits to the units: entry, exit and how they got in.",
      'Las visitas de los alumnos a las unidades: entrada, salida y por dónde entraron.',
    ),
    title: 'codigo',
    periods: [{ start: 'entrada', end: 'saida' }],
    sort: { field: 'entrada', order: 'desc' },
    demoRows: 60,
    fields: [
      // A check-in is named by its number, now that its unit is a reference.
      f.text('codigo', t('Número', 'Number', 'Número'), {
        generated: { sequence: 'CHK' },
        unique: true,
        searchable: true,
        list: true,
      }),
      f.user('aluno', t('Aluno', 'Member', 'Alumno'), { required: true, list: true, filterable: true }),
      // The unit is one of the client's units (issue 28), no longer a free text that could name none.
      f.reference('unidade_id', t('Unidade', 'Unit', 'Unidad'), 'unidades', {
        required: true,
        list: true,
        filterable: true,
      }),
      f.datetime('entrada', t('Entrada', 'Entry', 'Entrada'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.datetime('saida', t('Saída', 'Exit', 'Salida'), { list: true, sortable: true }),
      f.enum(
        'origem',
        t('Origem', 'Source', 'Origen'),
        [
          opt('catraca', t('Catraca', 'Turnstile', 'Torniquete'), 'default'),
          opt('app', t('Aplicativo', 'App', 'Aplicación'), 'primary'),
          opt('qrcode', t('QR code', 'QR code', 'Código QR'), 'info'),
          opt('recepcao', t('Recepção', 'Front desk', 'Recepción'), 'secondary'),
        ],
        { required: true, default: 'catraca', list: true, filterable: true },
      ),
      // Inside while the visit has no exit: the unit's occupancy counts these (unidades.ocupacao).
      f.enum('situacao', t('Situação', 'Status', 'Situación'), CHECKIN_SITUATIONS, {
        computed: { formula: { reads: ['saida'], value: (row) => (row.saida ? 'saiu' : 'dentro') } },
        list: true,
        filterable: true,
      }),
    ],
  },
  {
    entity: 'avaliacoes-fisicas',
    tag: 'avaliacoes-fisicas',
    hub: 'fitness',
    icon: 'MonitorWeight',
    label: t('Avaliações físicas', 'Physical assessments', 'Evaluaciones físicas'),
    item: t('Avaliação física', 'Physical assessment', 'Evaluación física'),
    description: t(
      'As avaliações físicas dos alunos: peso, percentual de gordura, medidas e data.',
      "Members' physical assessments: weight, body fat, measurements and date.",
      'Las evaluaciones físicas de los alumnos: peso, porcentaje de grasa, medidas y fecha.',
    ),
    title: 'titulo',
    periods: [{ start: 'data', end: 'proxima_avaliacao' }],
    sort: { field: 'data', order: 'desc' },
    demoRows: 50,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), { required: true, searchable: true, sortable: true, max: 120 }),
      f.user('aluno', t('Aluno', 'Member', 'Alumno'), { required: true, list: true, filterable: true }),
      f.user('avaliador', t('Avaliador', 'Assessor', 'Evaluador'), { filterable: true }),
      f.date('data', t('Data', 'Date', 'Fecha'), { required: true, list: true, sortable: true, filterable: true }),
      f.decimal('peso_kg', t('Peso (kg)', 'Weight (kg)', 'Peso (kg)'), {
        required: true,
        min: 20,
        max: 400,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.decimal('altura_cm', t('Altura (cm)', 'Height (cm)', 'Altura (cm)'), { min: 80, max: 250 }),
      f.decimal('gordura_pct', t('Gordura corporal (%)', 'Body fat (%)', 'Grasa corporal (%)'), {
        min: 1,
        max: 70,
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.decimal('massa_magra_kg', t('Massa magra (kg)', 'Lean mass (kg)', 'Masa magra (kg)'), {
        min: 10,
        max: 200,
        list: true,
      }),
      measure('cintura_cm', 'Cintura', 'Waist', 'Cintura'),
      measure('quadril_cm', 'Quadril', 'Hips', 'Cadera'),
      measure('torax_cm', 'Tórax', 'Chest', 'Tórax'),
      measure('braco_cm', 'Braço', 'Arm', 'Brazo'),
      measure('coxa_cm', 'Coxa', 'Thigh', 'Muslo'),
      f.text('pressao_arterial', t('Pressão arterial', 'Blood pressure', 'Presión arterial'), {
        max: 10,
        help: t('Ex.: 120/80', 'E.g. 120/80', 'Ej.: 120/80'),
      }),
      f.integer(
        'fc_repouso',
        t('Frequência cardíaca de repouso (bpm)', 'Resting heart rate (bpm)', 'Frecuencia cardíaca en reposo (lpm)'),
        { min: 30, max: 200 },
      ),
      f.date('proxima_avaliacao', t('Próxima avaliação', 'Next assessment', 'Próxima evaluación'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.longtext('observacoes', t('Observações', 'Notes', 'Observaciones'), { max: 2000 }),
    ],
  },
  {
    entity: 'reservas-aula',
    tag: 'reservas-aula',
    hub: 'fitness',
    icon: 'EventAvailable',
    label: t('Reservas de aulas', 'Class bookings', 'Reservas de clases'),
    item: t('Reserva de aula', 'Class booking', 'Reserva de clase'),
    description: t(
      'As reservas de cada aula coletiva por data, com a presença. Uma reserva por aluno e data.',
      'The bookings of each group class by date, with attendance. One booking per member and date.',
      'Las reservas de cada clase grupal por fecha, con la asistencia. Una reserva por alumno y fecha.',
    ),
    parent: { entity: 'aulas-coletivas', param: 'aula_coletiva_id', onDelete: 'cascade' },
    uniqueTogether: [['aula_coletiva_id', 'aluno', 'data']],
    title: 'codigo',
    sort: { field: 'data', order: 'desc' },
    demoRows: 150,
    fields: [
      quem('aluno', t('Aluno', 'Member', 'Alumno')),
      f.date('data', t('Data da aula', 'Class date', 'Fecha de la clase'), {
        required: true,
        list: true,
        sortable: true,
        filterable: true,
      }),
      quando('reservada_em', t('Reservada em', 'Booked at', 'Reservada el')),
      // The dated occurrence of the class booked: set by the platform from the class and date when it exists.
      f.reference('ocorrencia_id', t('Ocorrência', 'Occurrence', 'Sesión'), 'ocorrencias-aula', {
        within: 'aulas-coletivas',
        onDelete: 'null',
        filterable: true,
      }),
      f.text('codigo', t('Código da reserva', 'Booking code', 'Código de la reserva'), {
        generated: { code: 6 },
        unique: true,
        list: true,
        searchable: true,
        max: 6,
      }),
      f.enum(
        'status',
        t('Status', 'Status', 'Estado'),
        [
          opt('reservada', t('Reservada', 'Booked', 'Reservada'), 'info'),
          opt('presente', t('Presente', 'Attended', 'Presente'), 'success'),
          opt('faltou', t('Faltou', 'No-show', 'Ausente'), 'warning'),
          opt('cancelada', t('Cancelada', 'Cancelled', 'Cancelada'), 'default'),
        ],
        { required: true, default: 'reservada', list: true, filterable: true },
      ),
    ],
  },
];
