import { f, opt, t, type FieldDef, type FieldOption } from '../define.ts';

/** Options and fields the learning and content hubs' definitions share. */

export const LEVELS: readonly FieldOption[] = [
  opt('basico', t('Básico', 'Beginner', 'Básico'), 'info'),
  opt('intermediario', t('Intermediário', 'Intermediate', 'Intermedio'), 'primary'),
  opt('avancado', t('Avançado', 'Advanced', 'Avanzado'), 'secondary'),
];

type Extra = Parameters<typeof f.text>[2];

/** The record's title: required, listed, searched and sorted. */
export const titulo = (max = 160, extra: Extra = {}): FieldDef =>
  f.text('titulo', t('Título', 'Title', 'Título'), {
    required: true,
    list: true,
    searchable: true,
    sortable: true,
    max,
    ...extra,
  });

/** A record's name: required, listed, searched and sorted. */
export const nome = (max = 120, extra: Extra = {}): FieldDef =>
  f.text('nome', t('Nome', 'Name', 'Nombre'), {
    required: true,
    list: true,
    searchable: true,
    sortable: true,
    max,
    ...extra,
  });

export const descricao = (extra: Extra = {}): FieldDef =>
  f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), extra);

/** A position in a list (1 first). */
export const ordem = (extra: Extra = {}): FieldDef =>
  f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
    min: 1,
    max: 1000,
    default: 1,
    list: true,
    sortable: true,
    ...extra,
  });

/** A duration in minutes. */
export const duracao = (extra: Extra = {}): FieldDef =>
  f.integer('duracao_min', t('Duração (min)', 'Duration (min)', 'Duración (min)'), {
    min: 1,
    max: 600,
    sortable: true,
    ...extra,
  });

/** A 16:9 cover picture. */
export const capa = (extra: Extra = {}): FieldDef =>
  f.image('capa', t('Capa', 'Cover', 'Portada'), { aspect: 16 / 9, ...extra });

/** A reference to a course (a course in use cannot be removed). */
export const cursoRef = (extra: Extra = {}): FieldDef =>
  f.reference('curso_id', t('Curso', 'Course', 'Curso'), 'cursos', { list: true, filterable: true, ...extra });

/** The participant a record is about. */
export const participante = (extra: Extra = {}): FieldDef =>
  f.user('participante', t('Participante', 'Participant', 'Participante'), {
    required: true,
    list: true,
    filterable: true,
    ...extra,
  });

export const etiquetas = (extra: Extra = {}): FieldDef =>
  f.tags('etiquetas', t('Etiquetas', 'Tags', 'Etiquetas'), extra);

/** A call-to-action button: its text and where it leads. */
export const botao = (): FieldDef[] => [
  f.text('botao_texto', t('Texto do botão', 'Button text', 'Texto del botón'), { max: 40 }),
  f.url('botao_link', t('Link do botão', 'Button link', 'Enlace del botón')),
];

/** The label of status fields. */
export const STATUS = t('Status', 'Status', 'Estado');

/** The publication date of content. */
export const publicadoEm = (): FieldDef =>
  f.date('publicado_em', t('Publicado em', 'Published on', 'Publicado el'), {
    list: true,
    sortable: true,
    filterable: true,
  });
