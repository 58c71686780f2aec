import { f, opt, t, type CollectionDef } from '../define.ts';
import { dispositivo, quando, quem } from './figuras.ts';

/**
 * Learners' own rows (issue 28): a lesson completed, a webinar seat taken. The figures of lessons, modules, courses
 * and webinars count these rows.
 */
export const APRENDIZAGEM_PRESENCA: readonly CollectionDef[] = [
  {
    entity: 'conclusoes-aula',
    tag: 'conclusoes-aula',
    hub: 'aprendizagem',
    icon: 'AssignmentTurnedIn',
    label: t('Aulas concluídas', 'Lesson completions', 'Clases completadas'),
    item: t('Aula concluída', 'Lesson completion', 'Clase completada'),
    description: t(
      'Quem concluiu cada aula e quando, uma conclusão por membro.',
      'Who completed each lesson and when, one completion per member.',
      'Quién completó cada clase y cuándo, una por miembro.',
    ),
    parent: { entity: 'aulas', param: 'aula_id', onDelete: 'cascade' },
    uniqueTogether: [['aula_id', 'usuario']],
    title: 'dispositivo',
    sort: { field: 'concluida_em', order: 'desc' },
    demoRows: 150,
    fields: [
      quem(),
      quando('concluida_em', t('Concluída em', 'Completed at', 'Completada el')),
      f.integer('tempo_min', t('Tempo assistido (min)', 'Time watched (min)', 'Tiempo visto (min)'), {
        min: 0,
        max: 1440,
        list: true,
        sortable: true,
      }),
      dispositivo(),
    ],
  },
  {
    entity: 'inscricoes-webinar',
    tag: 'inscricoes-webinar',
    hub: 'aprendizagem',
    icon: 'HowToReg',
    label: t('Inscrições nos webinars', 'Webinar registrations', 'Inscripciones en los webinars'),
    item: t('Inscrição no webinar', 'Webinar registration', 'Inscripción en el webinar'),
    description: t(
      'Quem se inscreveu em cada webinar, com a presença. Uma inscrição por membro.',
      'Who registered for each webinar, with attendance. One registration per member.',
      'Quién se inscribió en cada webinar, con la asistencia. Una inscripción por miembro.',
    ),
    parent: { entity: 'webinars', param: 'webinar_id', onDelete: 'cascade' },
    uniqueTogether: [['webinar_id', 'usuario']],
    title: 'codigo',
    sort: { field: 'inscrito_em', order: 'desc' },
    demoRows: 150,
    fields: [
      quem(),
      quando('inscrito_em', t('Inscrito em', 'Registered at', 'Inscrito el')),
      f.text('codigo', t('Código de acesso', 'Access code', 'Código de acceso'), {
        generated: { code: 8 },
        unique: true,
        list: true,
        searchable: true,
        max: 8,
      }),
      f.enum(
        'status',
        t('Status', 'Status', 'Estado'),
        [
          opt('inscrito', t('Inscrito', 'Registered', 'Inscrito'), 'info'),
          opt('presente', t('Presente', 'Attended', 'Presente'), 'success'),
          opt('ausente', t('Ausente', 'Absent', 'Ausente'), 'warning'),
          opt('cancelado', t('Cancelado', 'Cancelled', 'Cancelado'), 'default'),
        ],
        { required: true, default: 'inscrito', list: true, filterable: true },
      ),
    ],
  },
];
