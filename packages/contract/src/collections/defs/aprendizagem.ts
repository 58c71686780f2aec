import { f, opt, PUBLICATION, t, type CollectionDef } from '../define.ts';
import { APRENDIZAGEM_ACERVO } from './aprendizagem-acervo.ts';
import { APRENDIZAGEM_AVALIACAO } from './aprendizagem-avaliacao.ts';
import { LEVELS } from './aprendizagem-campos.ts';
import { APRENDIZAGEM_PRESENCA } from './aprendizagem-presenca.ts';
import { APRENDIZAGEM_TURMAS } from './aprendizagem-turmas.ts';
import { conta } from './figuras.ts';

/** The aprendizagem hub's collections (AREAS.md): courses with their modules and lessons, and the rest of learning. */
export const APRENDIZAGEM: readonly CollectionDef[] = [
  {
    entity: 'cursos',
    tag: 'cursos',
    import: { key: 'titulo' },
    hub: 'aprendizagem',
    icon: 'School',
    label: t('Cursos', 'Courses', 'Cursos'),
    item: t('Curso', 'Course', 'Curso'),
    description: t(
      'Cursos com módulos e aulas, carga horária e nível.',
      'Courses with modules and lessons, workload and level.',
      'Cursos con módulos y clases, carga horaria y nivel.',
    ),
    title: 'titulo',
    sort: { field: 'titulo', order: 'asc' },
    demoRows: 40,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        unique: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 160,
      }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { searchable: true }),
      f.image('capa', t('Capa', 'Cover', 'Portada'), { list: true, aspect: 16 / 9 }),
      f.integer('carga_horaria', t('Carga horária (h)', 'Workload (h)', 'Carga horaria (h)'), {
        list: true,
        min: 1,
        max: 2000,
        sortable: true,
        filterable: true,
      }),
      f.enum('nivel', t('Nível', 'Level', 'Nivel'), LEVELS, {
        required: true,
        default: 'basico',
        list: true,
        filterable: true,
      }),
      f.text('categoria', t('Categoria', 'Category', 'Categoría'), {
        list: true,
        filterable: true,
        searchable: true,
        max: 80,
      }),
      f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { list: true, filterable: true }),
      conta('modulos', t('Módulos', 'Modules', 'Módulos'), 'modulos', 'curso_id', undefined, { list: false }),
      f.integer('aulas', t('Aulas', 'Lessons', 'Clases'), {
        computed: { aggregate: { op: 'sum', from: 'modulos', via: 'curso_id', of: 'aulas' } },
        list: true,
        sortable: true,
      }),
      f.enum('status', t('Status', 'Status', 'Estado'), PUBLICATION, {
        required: true,
        default: 'rascunho',
        list: true,
        filterable: true,
      }),
      f.date('publicado_em', t('Publicado em', 'Published on', 'Publicado el'), {
        list: true,
        sortable: true,
        filterable: true,
      }),
      f.tags('etiquetas', t('Etiquetas', 'Tags', 'Etiquetas')),
    ],
  },
  {
    entity: 'modulos',
    tag: 'modulos',
    hub: 'aprendizagem',
    icon: 'ViewModule',
    label: t('Módulos', 'Modules', 'Módulos'),
    item: t('Módulo', 'Module', 'Módulo'),
    description: t(
      'Os módulos de cada curso, em ordem.',
      'The modules of each course, in order.',
      'Los módulos de cada curso, en orden.',
    ),
    parent: { entity: 'cursos', param: 'curso_id', onDelete: 'cascade' },
    title: 'titulo',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 80,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 160,
      }),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
        required: true,
        min: 1,
        max: 1000,
        default: 1,
        list: true,
        sortable: true,
      }),
      f.longtext('descricao', t('Descrição', 'Description', 'Descripción')),
      conta('aulas', t('Aulas', 'Lessons', 'Clases'), 'aulas', 'modulo_id'),
    ],
  },
  {
    entity: 'aulas',
    tag: 'aulas',
    hub: 'aprendizagem',
    icon: 'PlayLesson',
    label: t('Aulas', 'Lessons', 'Clases'),
    item: t('Aula', 'Lesson', 'Clase'),
    description: t(
      'As aulas de cada módulo: vídeo, texto ou arquivo, com duração.',
      'The lessons of each module: video, text or file, with duration.',
      'Las clases de cada módulo: video, texto o archivo, con duración.',
    ),
    parent: { entity: 'modulos', param: 'modulo_id', onDelete: 'cascade' },
    title: 'titulo',
    sort: { field: 'ordem', order: 'asc' },
    demoRows: 120,
    fields: [
      f.text('titulo', t('Título', 'Title', 'Título'), {
        required: true,
        list: true,
        searchable: true,
        sortable: true,
        max: 160,
      }),
      f.enum(
        'tipo',
        t('Tipo', 'Type', 'Tipo'),
        [
          opt('video', t('Vídeo', 'Video', 'Video'), 'primary'),
          opt('texto', t('Texto', 'Text', 'Texto'), 'default'),
          opt('arquivo', t('Arquivo', 'File', 'Archivo'), 'info'),
        ],
        { required: true, default: 'video', list: true, filterable: true },
      ),
      f.url('video_url', t('Endereço do vídeo', 'Video address', 'Dirección del video'), {
        requiredWhen: { field: 'tipo', equals: ['video'] },
      }),
      f.longtext('conteudo', t('Conteúdo', 'Content', 'Contenido')),
      f.file('arquivo', t('Arquivo', 'File', 'Archivo')),
      f.integer('duracao_min', t('Duração (min)', 'Duration (min)', 'Duración (min)'), {
        min: 1,
        max: 600,
        list: true,
        sortable: true,
      }),
      f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
        required: true,
        min: 1,
        max: 1000,
        default: 1,
        list: true,
        sortable: true,
      }),
      conta('conclusoes', t('Conclusões', 'Completions', 'Completadas'), 'conclusoes-aula', 'aula_id'),
    ],
  },
  ...APRENDIZAGEM_TURMAS,
  ...APRENDIZAGEM_AVALIACAO,
  ...APRENDIZAGEM_ACERVO,
  ...APRENDIZAGEM_PRESENCA,
];
