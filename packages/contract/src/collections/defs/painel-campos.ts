import { f, opt, t, type CollectionDef, type FieldDef, type FieldOption, type Text } from '../define.ts';

/**
 * Fields and option lists the painel, pessoas and comunidade definitions share, so a title, a status or an audience
 * reads the same (and is labelled the same in the three languages) in every collection of those hubs.
 */

type Extra = Partial<Omit<FieldDef, 'name' | 'kind' | 'label'>>;

export const titulo = (extra: Extra = {}): FieldDef =>
  f.text('titulo', t('Título', 'Title', 'Título'), {
    required: true,
    list: true,
    searchable: true,
    sortable: true,
    max: 160,
    ...extra,
  });

export const nome = (extra: Extra = {}): FieldDef =>
  f.text('nome', t('Nome', 'Name', 'Nombre'), {
    required: true,
    list: true,
    searchable: true,
    sortable: true,
    max: 120,
    ...extra,
  });

export const descricao = (extra: Extra = {}): FieldDef =>
  f.longtext('descricao', t('Descrição', 'Description', 'Descripción'), { max: 4000, ...extra });

/** A status enum: required, listed and filterable, the first option by default. */
export const status = (options: readonly FieldOption[], extra: Extra = {}): FieldDef =>
  f.enum('status', t('Status', 'Status', 'Estado'), options, {
    required: true,
    default: options[0].value,
    list: true,
    filterable: true,
    ...extra,
  });

export const ativo = (extra: Extra = {}): FieldDef =>
  f.boolean('ativo', t('Ativo', 'Active', 'Activo'), { default: true, list: true, filterable: true, ...extra });

export const responsavel = (extra: Extra = {}): FieldDef =>
  f.user('responsavel', t('Responsável', 'Owner', 'Responsable'), { list: true, filterable: true, ...extra });

export const ordem = (extra: Extra = {}): FieldDef =>
  f.integer('ordem', t('Ordem', 'Order', 'Orden'), {
    min: 1,
    max: 1000,
    default: 1,
    list: true,
    sortable: true,
    ...extra,
  });

/** A count kept by the platform (reads, votes, views): zero or more, listed and sortable. */
export const contagem = (name: string, label: Text, extra: Extra = {}): FieldDef =>
  f.integer(name, label, { min: 0, max: 10_000_000, default: 0, list: true, sortable: true, ...extra });

export const etiquetas = (): FieldDef => f.tags('etiquetas', t('Etiquetas', 'Tags', 'Etiquetas'), { max: 10 });

/** The start and end of a period (dates or date-times); the end is listed. */
export const periodo = (kind: 'date' | 'datetime', extra: Extra = {}): FieldDef[] => [
  f[kind]('inicio', t('Início', 'Start', 'Inicio'), { sortable: true, filterable: true, ...extra }),
  f[kind]('fim', t('Fim', 'End', 'Fin'), { list: true, sortable: true, filterable: true }),
];

export const grupo = (extra: Extra = {}): FieldDef =>
  f.reference('grupo_id', t('Grupo', 'Group', 'Grupo'), 'grupos', { filterable: true, onDelete: 'null', ...extra });

export const regional = (extra: Extra = {}): FieldDef =>
  f.reference('regional_id', t('Regional', 'Region', 'Regional'), 'regional', {
    filterable: true,
    onDelete: 'null',
    ...extra,
  });

/** Who a poll or survey is for: everyone, a group or a regional (with the group or regional it names). */
const AUDIENCE = [
  opt('todos', t('Todos', 'Everyone', 'Todos'), 'primary'),
  opt('grupo', t('Grupo', 'Group', 'Grupo'), 'info'),
  opt('regional', t('Regional', 'Region', 'Regional'), 'secondary'),
] as const;

export const publico = (options: readonly FieldOption[] = AUDIENCE): FieldDef[] => [
  f.enum('publico', t('Público', 'Audience', 'Público'), options, {
    required: true,
    default: 'todos',
    list: true,
    filterable: true,
  }),
  grupo({ help: t('Quando o público é um grupo.', 'When the audience is a group.', 'Cuando el público es un grupo.') }),
  regional({
    help: t('Quando o público é uma regional.', 'When the audience is a region.', 'Cuando el público es una regional.'),
  }),
];

const MODALITY = [
  opt('presencial', t('Presencial', 'In person', 'Presencial'), 'primary'),
  opt('online', t('Online', 'Online', 'En línea'), 'info'),
  opt('hibrido', t('Híbrido', 'Hybrid', 'Híbrido'), 'secondary'),
] as const;

export const modalidade = (extra: Extra = {}): FieldDef =>
  f.enum('modalidade', t('Modalidade', 'Format', 'Modalidad'), MODALITY, {
    required: true,
    default: 'presencial',
    list: true,
    filterable: true,
    ...extra,
  });

/** Draft, open, closed: polls, surveys and missions. */
export const OPEN_CLOSED = [
  opt('rascunho', t('Rascunho', 'Draft', 'Borrador'), 'default'),
  opt('aberta', t('Aberta', 'Open', 'Abierta'), 'success'),
  opt('encerrada', t('Encerrada', 'Closed', 'Cerrada'), 'warning'),
] as const;

/** Moderation of what members write (forum topics and replies). */
export const MODERATION = [
  opt('publicado', t('Publicado', 'Published', 'Publicado'), 'success'),
  opt('em_moderacao', t('Em moderação', 'Under review', 'En moderación'), 'warning'),
  opt('oculto', t('Oculto', 'Hidden', 'Oculto'), 'default'),
  opt('removido', t('Removido', 'Removed', 'Eliminado'), 'error'),
] as const;

/** A member's role inside a team or a community. */
export const membro = (roles: readonly FieldOption[]): FieldDef[] => [
  f.user('usuario', t('Usuário', 'User', 'Usuario'), { required: true, list: true, filterable: true }),
  f.enum('papel', t('Papel', 'Role', 'Rol'), roles, {
    required: true,
    default: roles[0].value,
    list: true,
    filterable: true,
  }),
  f.date('entrada', t('Entrada', 'Joined on', 'Ingreso'), { list: true, sortable: true, filterable: true }),
  f.date('saida', t('Saída', 'Left on', 'Salida'), { sortable: true, filterable: true }),
];

/**
 * A small catalogue for the quick edit modal of SPEC.md §2.2: the naming field first (the title and the order), then
 * the given fields and 'Descrição'. Tag = entity.
 */
export const quickCatalogue = (
  base: Pick<CollectionDef, 'entity' | 'hub' | 'icon' | 'label' | 'item' | 'description'>,
  fields: readonly FieldDef[],
): CollectionDef => ({
  ...base,
  tag: base.entity,
  title: fields[0].name,
  quick: true,
  sort: { field: fields[0].name, order: 'asc' },
  demoRows: 8,
  fields: [...fields, descricao({ max: 1000 })],
});
