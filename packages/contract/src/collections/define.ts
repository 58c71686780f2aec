import type { Language } from '../constants.ts';
import type { Hub } from '../hubs.ts';
import type { ActionDef } from './actions.ts';
import type { Computed, Derived, Generated } from './computed.ts';
import type { Timer } from './timers.ts';
import { workflowSubs, type Workflow } from './workflow.ts';

/**
 * A declarative collection (issue 12): one definition in the contract gives the API its table, routes, validation
 * and export, and the console its list, form and menu entry. Labels carry the three interface languages, so a
 * definition cannot ship with a missing translation (the console's i18n files are generated from them).
 */

export type Text = Readonly<Record<Language, string>>;

/** A label in Portuguese, English and Spanish. */
export const t = (pt: string, en: string, es: string): Text => ({ 'pt-br': pt, en, es });

export const FIELD_KINDS = [
  'text',
  'longtext',
  'richtext',
  'integer',
  'decimal',
  'money',
  'date',
  'datetime',
  'boolean',
  'enum',
  'email',
  'url',
  'image',
  'file',
  'user',
  'reference',
  'tags',
  /** Who a message reaches (audiences.ts): JSON of everyone, groups, regionals, units, members or a rule. */
  'audience',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** MUI chip colours a status option may take in lists. */
export type OptionColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface FieldOption {
  value: string;
  label: Text;
  color?: OptionColor;
}

/** What a referenced row's removal does to a row that references it (reference fields and parents). */
export type OnDelete = 'restrict' | 'cascade' | 'null';

export interface FieldDef {
  /** Column and JSON name: lower snake case. */
  name: string;
  /**
   * The name this field had before (docs/collections.md, "Changing a collection's schema"): `npm run collections:diff`
   * renames the column, keeping its data, instead of dropping the old one and adding an empty one.
   */
  renamedFrom?: string;
  kind: FieldKind;
  label: Text;
  required?: boolean;
  /** Unique within the client (409 on a second row with the same value). */
  unique?: boolean;
  default?: string | number | boolean;
  /** Text kinds: length; numbers and money: value; tags: how many. */
  min?: number;
  max?: number;
  /** A column of the generic list (default: false). */
  list?: boolean;
  /** Part of the list's text search (text kinds only). */
  searchable?: boolean;
  /** May narrow the list in the query string. */
  filterable?: boolean;
  /** May order the list (an index per sortable field). */
  sortable?: boolean;
  /** enum: the values and their labels, in display order. */
  options?: readonly FieldOption[];
  /** image: the crop's width / height (banners 110/33). */
  aspect?: number;
  /** reference: the entity of the referenced collection. */
  target?: string;
  /**
   * reference: the referenced row belongs to the same row of this entity as the row itself (issue 28): a vote's option
   * is one of the vote's poll, a survey answer's question one of the answer's survey. The referenced collection's
   * parent is that entity; the row's parent is it, or a child of it. 422 on the field otherwise.
   */
  within?: string;
  /**
   * reference and user: many rows or members at once (issue 28's many-to-many: an announcement to several groups, an
   * instructor's courses). The value is an array of ids, answered with their names in `labels` joined by ", ".
   */
  multiple?: boolean;
  /** reference and user: what removing the referenced row does (default 'restrict'; users are only deactivated). */
  onDelete?: OnDelete;
  /** A hint under the form control. */
  help?: Text;
  /**
   * Personal data (a phone, a document number; e-mail fields are so without saying): the audit log shows it masked to
   * readers who do not hold the collection's tag (issue 27).
   */
  sensitive?: boolean;
  /** A credential kept in the row: never written to the audit log, never shown from it. */
  secret?: boolean;
  /**
   * A value answered in clear only to readers holding the sub-tag `<tag>.<reveal>` (issue 28: a job role's salaries,
   * `ver_salarios`): others read null, in rows, exports, history and the audit
   * log, without a 403. One of FIELD_SUBS, so the permission screens name it.
   */
  reveal?: string;
  /**
   * Required while another field (an enum) holds one of these values (issue 28): a percent voucher needs its
   * percent, a menu item that opens a page needs the page.
   */
  requiredWhen?: { field: string; equals: readonly string[] };
  /** A figure the platform computes and stores (computed.ts): read-only. */
  computed?: Computed;
  /** A value made on create (a sequence, a code, a slug): read-only. */
  generated?: Generated;
  /** A writable field the platform settles after writes (a derived status). */
  derived?: Derived;
  /**
   * A value only the platform writes (read-only): a timer's overdue mark (timers.ts), a webhook's last delivery. A
   * create or update that carries it answers 422, like a computed field.
   */
  system?: boolean;
}

/** Whether a write may not carry the field: the platform computes or generates it. */
export const isKeptField = (field: Pick<FieldDef, 'computed' | 'generated' | 'system'>): boolean =>
  Boolean(field.computed ?? field.generated ?? field.system);

/** Whether a field holds many ids (a reference or user field with `multiple`), kept in a table of its own. */
export const isMultiple = (field: Pick<FieldDef, 'kind' | 'multiple'>): boolean =>
  Boolean(field.multiple) && (field.kind === 'reference' || field.kind === 'user');

/** Whether a field holds personal data the audit log masks for readers without the collection's tag. */
export const isSensitiveField = (field: Pick<FieldDef, 'kind' | 'sensitive'>): boolean =>
  field.sensitive ?? field.kind === 'email';

export interface ParentDef {
  /** The parent collection's entity. */
  entity: string;
  /** The `*_id` path parameter and column naming the parent (SPEC.md §7: `/api/v2/admin/curso_id/12/modulos`). */
  param: string;
  /** Removing a parent removes its children ('cascade') or is refused while it has any ('restrict', default). */
  onDelete?: Exclude<OnDelete, 'null'>;
}

export interface CollectionDef {
  /** The URL segment (kebab case, unique). */
  entity: string;
  /** The resource tag of SPEC.md §6; sub-tags are `${tag}.criar|editar|excluir|exportar`. */
  tag: string;
  hub: Hub;
  /** Material icon name for the menu. */
  icon: string;
  /** The collection's name (plural) and one record's name. */
  label: Text;
  item: Text;
  description: Text;
  parent?: ParentDef;
  fields: readonly FieldDef[];
  /** The field that names a record (in references, pickers and dialogs). */
  title: string;
  /** Default list order; without it, newest first. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Create and edit in the generic edit modal of SPEC.md §2.2 (title, 110/33 banner, text fields, 'Descrição'). */
  quick?: boolean;
  /** A view of rows written elsewhere (the audit log): list, open and export only. */
  readOnly?: boolean;
  /** Demo rows of the seed for Asta (default 30); other clients get more or fewer by their size (seed's demoRowsOf). */
  demoRows?: number;
  /**
   * Rows may be bulk-loaded from a spreadsheet (issue 15, sub-tag importar); `key` is the required unique field a
   * row is matched by, so importing the same file again updates instead of duplicating.
   */
  import?: { key: string };
  /**
   * Periods (issue 28): pairs of date fields, or of date-time fields, whose end may not come before their start
   * (a campaign's inicio and fim). Checked on create, and on update against the stored row, with 422 on the end.
   */
  periods?: readonly Period[];
  /**
   * Sets of fields (the parent's `*_id` may be one) whose values together are unique within the client (issue 28):
   * one enrolment per cohort and participant. Checked when every field of the set holds a value; 409 on the last.
   */
  uniqueTogether?: readonly (readonly string[])[];
  /** Row and bulk actions (actions.ts), each with a sub-tag `<tag>.<name>` and a server handler of the same name. */
  actions?: readonly ActionDef[];
  /** The status field's life cycle (issue 28; workflow.ts): its moves, their sub-tags, guards and sets. */
  workflow?: Workflow;
  /**
   * Versions (issue 28): every create and update stores the record's values as a numbered version (who, when) that
   * may be restored; a draft is a version saved without changing the live record, published by restoring it.
   */
  versions?: boolean;
  /** What the rows do by themselves when a moment of theirs passes (timers.ts): publish, expire, fall due, mark overdue. */
  timers?: readonly Timer[];
  /**
   * A ledger (issue 29: the points): rows are only ever added. An update or delete through the API answers 409, and
   * the console offers neither; a correction is a new row.
   */
  appendOnly?: boolean;
}

/** Two fields of one kind (date or datetime) that open and close a period. */
export interface Period {
  start: string;
  end: string;
}

/** The sub-tags that reveal fields (FieldDef.reveal), with their labels in the permission screens (i18n `sub.<name>`). */
export const FIELD_SUBS: Readonly<Record<string, Text>> = {
  ver_salarios: t('Ver salários', 'See salaries', 'Ver salarios'),
};

/** The sub-tag a reader needs to see a field in clear, when it is guarded (`<tag>.<reveal>`). */
export const revealTagOf = (def: Pick<CollectionDef, 'tag'>, field: Pick<FieldDef, 'reveal'>): string | null =>
  field.reveal ? `${def.tag}.${field.reveal}` : null;

/** The sub-tags every writable collection has; read-only ones only export; importable ones also import. */
export const COLLECTION_SUBS = ['criar', 'editar', 'excluir', 'exportar'] as const;
export type CollectionSub = (typeof COLLECTION_SUBS)[number] | 'importar';
/**
 * The sub-tags of a collection: the standard ones, those of its workflow's moves, then one per action (permission
 * screens list them all; an action may share a workflow's sub-tag, as approving a testimonial does).
 */
export const collectionSubs = (
  def: Pick<CollectionDef, 'readOnly' | 'import' | 'workflow' | 'actions'> & { fields?: readonly FieldDef[] },
): readonly string[] =>
  def.readOnly
    ? ['exportar']
    : [
        ...new Set([
          ...COLLECTION_SUBS,
          ...(def.import ? ['importar'] : []),
          ...workflowSubs(def.workflow),
          ...(def.actions ?? []).map((action) => action.sub ?? action.name),
          ...(def.fields ?? []).flatMap((field) => (field.reveal ? [field.reveal] : [])),
        ]),
      ];

type Extra = Omit<FieldDef, 'name' | 'kind' | 'label'>;

/** Field builders: `f.text('titulo', t('Título', 'Title', 'Título'), { required: true, list: true })`. */
export const f = {
  text: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'text', label, ...extra }),
  longtext: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'longtext', label, ...extra }),
  /** Formatted text (HTML of the console's editor, sanitised by the API on every write; see rich-text.ts). */
  richtext: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'richtext', label, ...extra }),
  integer: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'integer', label, ...extra }),
  decimal: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'decimal', label, ...extra }),
  money: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'money', label, ...extra }),
  date: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'date', label, ...extra }),
  datetime: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'datetime', label, ...extra }),
  boolean: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'boolean', label, ...extra }),
  enum: (name: string, label: Text, options: readonly FieldOption[], extra: Extra = {}): FieldDef => ({
    name,
    kind: 'enum',
    label,
    options,
    ...extra,
  }),
  email: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'email', label, ...extra }),
  url: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'url', label, ...extra }),
  image: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'image', label, ...extra }),
  file: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'file', label, ...extra }),
  user: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'user', label, ...extra }),
  reference: (name: string, label: Text, target: string, extra: Extra = {}): FieldDef => ({
    name,
    kind: 'reference',
    label,
    target,
    ...extra,
  }),
  tags: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'tags', label, ...extra }),
  audience: (name: string, label: Text, extra: Extra = {}): FieldDef => ({ name, kind: 'audience', label, ...extra }),
};

/** An enum option. */
export const opt = (value: string, label: Text, color?: OptionColor): FieldOption =>
  color ? { value, label, color } : { value, label };

/** The usual publication status of content collections. */
export const PUBLICATION = [
  opt('rascunho', t('Rascunho', 'Draft', 'Borrador'), 'default'),
  opt('publicado', t('Publicado', 'Published', 'Publicado'), 'success'),
  opt('arquivado', t('Arquivado', 'Archived', 'Archivado'), 'warning'),
] as const;

/** PUBLICATION with a scheduled state: a draft waits for its publication moment (timers.ts publishes it then). */
export const SCHEDULED_PUBLICATION = [
  PUBLICATION[0],
  opt('agendado', t('Agendado', 'Scheduled', 'Programado'), 'info'),
  PUBLICATION[1],
  PUBLICATION[2],
] as const;

/** Active / inactive, for catalogues. */
export const ACTIVITY = [
  opt('ativo', t('Ativo', 'Active', 'Activo'), 'success'),
  opt('inativo', t('Inativo', 'Inactive', 'Inactivo'), 'default'),
] as const;

/** Kinds stored as text and searchable. */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'email', 'url']);
/** Kinds that compare by range in filters (`field_min`, `field_max`). */
export const RANGE_KINDS: ReadonlySet<FieldKind> = new Set(['integer', 'decimal', 'money', 'date', 'datetime']);
/** Kinds whose value is another row's id. */
export const REFERENCE_KINDS: ReadonlySet<FieldKind> = new Set(['user', 'reference']);

/** Longest text of each text kind when a definition gives no max. */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = {
  text: 200,
  longtext: 20_000,
  richtext: 100_000,
  email: 254,
  url: 2_000,
  image: 2_000,
  file: 2_000,
};
/** The largest amount a money field takes (R$ 10 million), in reais. */
export const MAX_MONEY = 10_000_000;
/** Tags per row and characters per tag. */
export const MAX_TAGS = 20;
/** Most rows one multiple reference holds (an announcement's groups). */
export const MAX_REFERENCES = 200;
export const MAX_TAG_LENGTH = 40;
