import { z } from 'zod';
import { keysetPageQuery } from '../envelope.ts';
import { isMediaAddress } from '../feed.ts';
import { parseAudience } from '../audiences.ts';
import { searchTerm } from '../search.ts';
import {
  isKeptField,
  DEFAULT_MAX_LENGTH,
  MAX_MONEY,
  MAX_TAG_LENGTH,
  MAX_REFERENCES,
  MAX_TAGS,
  RANGE_KINDS,
  REFERENCE_KINDS,
  type CollectionDef,
  type FieldDef,
} from './define.ts';
import { isBlankRichText } from './rich-text.ts';
import { hasRowRules, ruleFaults } from './rules.ts';

/**
 * From a definition to its zod schemas: the create and update bodies (API validation and the console's form), the
 * answered row, and the list's query string. Messages are Portuguese, the product's default language.
 */

export const COLLECTION_MESSAGES = {
  required: 'Campo obrigatório.',
  text: 'Informe um texto.',
  date: 'Data inválida: use AAAA-MM-DD.',
  datetime: 'Data e hora inválidas.',
  money: 'Valor em reais inválido: até 2 casas decimais, sem negativos.',
  media: 'Envie o arquivo pelo diálogo de upload ou informe um endereço https.',
  url: 'Endereço inválido: use http:// ou https://.',
  email: 'E-mail inválido.',
  integer: 'Informe um número inteiro.',
  number: 'Informe um número.',
  option: 'Opção inválida.',
  reference: 'Informe o código de um registro.',
  tag: `Cada etiqueta tem de 1 a ${MAX_TAG_LENGTH} caracteres.`,
  tooShort: (min: number) => `Mínimo de ${min} caractere(s).`,
  tooLong: (max: number) => `Máximo de ${max} caracteres.`,
  below: (min: number) => `O menor valor aceito é ${min}.`,
  above: (max: number) => `O maior valor aceito é ${max}.`,
  tooMany: (max: number) => `No máximo ${max} etiquetas.`,
  tooManyRefs: (max: number) => `No máximo ${max} registros.`,
  periodEnd: 'O fim não pode ser anterior ao início.',
  kept: 'Campo calculado pela plataforma: não pode ser enviado.',
  together: 'Já existe um registro com esta combinação.',
  audience: 'Público inválido: escolha quem recebe (todos, grupos, regionais, unidades, membros ou uma regra).',
} as const;

/** A field's error message: 'Campo obrigatório.' when the value is missing, else the kind's own. */
const message = (kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? COLLECTION_MESSAGES.required : kind;

const isCalendarDate = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const isCents = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function textSchema(field: FieldDef, kindMessage: string) {
  const max = field.max ?? DEFAULT_MAX_LENGTH[field.kind] ?? 200;
  const min = Math.max(field.min ?? 0, field.required ? 1 : 0);
  return z
    .string({ error: message(kindMessage) })
    .trim()
    .min(min, min <= 1 ? COLLECTION_MESSAGES.required : COLLECTION_MESSAGES.tooShort(min))
    .max(max, COLLECTION_MESSAGES.tooLong(max));
}

function numberSchema(field: FieldDef, integer: boolean) {
  let schema = z.number({ error: message(integer ? COLLECTION_MESSAGES.integer : COLLECTION_MESSAGES.number) });
  if (integer) schema = schema.int(COLLECTION_MESSAGES.integer);
  if (field.min !== undefined) schema = schema.min(field.min, COLLECTION_MESSAGES.below(field.min));
  if (field.max !== undefined) schema = schema.max(field.max, COLLECTION_MESSAGES.above(field.max));
  return schema.refine(Number.isFinite, COLLECTION_MESSAGES.number);
}

/** The schema of a present, non-empty value of a field. */
export function valueSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longtext':
    case 'richtext':
      return textSchema(field, COLLECTION_MESSAGES.text);
    case 'email':
      return textSchema(field, COLLECTION_MESSAGES.email).toLowerCase().pipe(z.email(COLLECTION_MESSAGES.email));
    case 'url':
      return textSchema(field, COLLECTION_MESSAGES.url).refine(
        (v) => /^https?:\/\/[^\s/]+\.[^\s]*$|^https?:\/\/[^\s/]+(:\d+)?(\/\S*)?$/i.test(v),
        COLLECTION_MESSAGES.url,
      );
    case 'image':
    case 'file':
      return textSchema(field, COLLECTION_MESSAGES.media).refine(isMediaAddress, COLLECTION_MESSAGES.media);
    case 'integer':
      return numberSchema(field, true);
    case 'decimal':
      return numberSchema(field, false);
    case 'money':
      return z
        .number({ error: message(COLLECTION_MESSAGES.money) })
        .min(field.min ?? 0, field.min ? COLLECTION_MESSAGES.below(field.min) : COLLECTION_MESSAGES.money)
        .max(field.max ?? MAX_MONEY, COLLECTION_MESSAGES.above(field.max ?? MAX_MONEY))
        .refine(isCents, COLLECTION_MESSAGES.money);
    case 'date':
      return z
        .string({ error: message(COLLECTION_MESSAGES.date) })
        .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), COLLECTION_MESSAGES.date);
    case 'datetime':
      return z
        .string({ error: message(COLLECTION_MESSAGES.datetime) })
        .refine(
          (v) =>
            /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
            isCalendarDate(v.slice(0, 10)) &&
            !Number.isNaN(Date.parse(v)),
          COLLECTION_MESSAGES.datetime,
        )
        .transform((v) => new Date(v).toISOString());
    case 'boolean':
      return z.boolean({ error: message(COLLECTION_MESSAGES.option) });
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value);
      return z
        .string({ error: message(COLLECTION_MESSAGES.option) })
        .refine((v) => values.includes(v), COLLECTION_MESSAGES.option);
    }
    case 'user':
    case 'reference': {
      const id = z
        .number({ error: message(COLLECTION_MESSAGES.reference) })
        .int(COLLECTION_MESSAGES.reference)
        .positive(COLLECTION_MESSAGES.reference);
      const max = field.max ?? MAX_REFERENCES;
      return field.multiple
        ? z
            .array(id, { error: message(COLLECTION_MESSAGES.reference) })
            .max(max, COLLECTION_MESSAGES.tooManyRefs(max))
            .min(field.required ? 1 : 0, COLLECTION_MESSAGES.required)
            .transform((ids) => [...new Set(ids)])
        : id;
    }
    case 'tags': {
      const max = field.max ?? MAX_TAGS;
      return z
        .array(
          z
            .string({ error: COLLECTION_MESSAGES.tag })
            .trim()
            .min(1, COLLECTION_MESSAGES.tag)
            .max(MAX_TAG_LENGTH, COLLECTION_MESSAGES.tag)
            // Tags with options (an API key's scopes) take only those values.
            .refine(
              (tag) => !field.options || field.options.some((option) => option.value === tag),
              COLLECTION_MESSAGES.option,
            ),
          { error: message(COLLECTION_MESSAGES.tag) },
        )
        .max(max, COLLECTION_MESSAGES.tooMany(max))
        .min(field.required ? 1 : 0, COLLECTION_MESSAGES.required)
        .transform((tags) => [...new Set(tags)]);
    }
    case 'audience':
      // An object, or its JSON (a form's text, the field's default).
      return z.unknown().transform((value, ctx) => {
        const parsed = parseAudience(value);
        if (parsed) return parsed;
        ctx.addIssue({ code: 'custom', message: COLLECTION_MESSAGES.audience });
        return z.NEVER;
      });
  }
}

/** Empty strings from forms and query strings mean "no value"; so does a rich text without text or image (`<p></p>`). */
const isBlank = (field: FieldDef, value: unknown): boolean =>
  value === '' || (field.kind === 'richtext' && typeof value === 'string' && isBlankRichText(value));
const blankToNull = (field: FieldDef) => (value: unknown) => (isBlank(field, value) ? null : value);
const blankToMissing = (field: FieldDef) => (value: unknown) =>
  isBlank(field, value) || value === null ? undefined : value;

/** A field the platform computes or generates: a body that carries it (even as null) is refused. */
const keptField = z
  .unknown()
  .refine((value) => value === undefined, COLLECTION_MESSAGES.kept)
  .optional();

/** A field in a create body: required ones must hold a value, the others may be null or absent. */
const createField = (field: FieldDef) =>
  isKeptField(field)
    ? keptField
    : field.required
      ? z.preprocess(blankToMissing(field), valueSchema(field))
      : z.preprocess(blankToNull(field), valueSchema(field).nullable()).optional();

/** A field in an update body: absent keeps the stored value; required ones cannot be emptied. */
const updateField = (field: FieldDef) =>
  isKeptField(field)
    ? keptField
    : field.required
      ? z.preprocess(blankToMissing(field), valueSchema(field)).optional()
      : z.preprocess(blankToNull(field), valueSchema(field).nullable()).optional();

const parentId = z.coerce.number().int().positive();

/** The body of POST: every field, and the parent's `*_id` when the path does not carry it. */
export function createSchema(def: CollectionDef) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    def.fields.map((field) => [field.name, createField(field)]),
  );
  if (def.parent) shape[def.parent.param] = parentId.optional();
  return withRules(def, z.object(shape), false);
}

/**
 * The body of PUT: any subset of the fields (a record moves to another parent with the `*_id`). A rule across fields
 * is checked here when the body carries every field it reads; the API checks the rest on the stored row merged with
 * the body (ruleFaults).
 */
export function updateSchema(def: CollectionDef) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    def.fields.map((field) => [field.name, updateField(field)]),
  );
  if (def.parent) shape[def.parent.param] = parentId.optional();
  return withRules(def, z.object(shape), true);
}

/** Adds the definition's rules across fields (rules.ts) to a body's schema, on the field each fault names. */
function withRules<T extends z.ZodObject>(def: CollectionDef, schema: T, partial: boolean): T {
  if (!hasRowRules(def)) return schema;
  return schema.superRefine(
    (body, ctx) => {
      // Beside other fields' faults, so a form shows them all at once; not over a field refused for its own value.
      const skip = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
      for (const fault of ruleFaults(def, body, { partial, skip }))
        ctx.addIssue({ code: 'custom', path: [fault.field], message: COLLECTION_MESSAGES[fault.message] });
    },
    { when: () => true },
  );
}

/** How a stored value is answered. */
export function answerSchema(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
    case 'money':
    case 'user':
    case 'reference':
      return field.multiple ? z.array(z.number()) : z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'tags':
      return z.array(z.string());
    case 'audience':
      return z.record(z.string(), z.unknown()).nullable();
    default:
      return z.string().nullable();
  }
}

/**
 * Values a create answers once, beside its row, and that are kept nowhere (a new API key, issue 29): the console
 * shows them with a copy button and a warning that they cannot be read again.
 */
export const onceValues = z.record(z.string(), z.string());

/** A row as the API answers it: id, fields, parent, stamps, and the names of referenced rows by field. */
export function rowSchema(def: CollectionDef) {
  const shape: Record<string, z.ZodType> = {
    id: z.number().int(),
    ...Object.fromEntries(def.fields.map((field) => [field.name, answerSchema(field)])),
  };
  if (def.parent) shape[def.parent.param] = z.number().int();
  if (!def.readOnly) {
    shape.created_at = z.string().nullable();
    shape.updated_at = z.string().nullable();
  }
  shape.labels = z.record(z.string(), z.string().nullable());
  return z.object(shape);
}

export type CollectionRow = { id: number; labels: Record<string, string | null> } & Record<string, unknown>;

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `sort=field` (ascending) or `sort=-field`, on sortable fields. */
export const sortValues = (def: CollectionDef): string[] =>
  def.fields.filter((f) => f.sortable).flatMap((f) => [f.name, `-${f.name}`]);

/** Query string filter names of a field: the value itself, and `_min`/`_max` for ranges. */
export function filterParams(field: FieldDef): string[] {
  if (!field.filterable) return [];
  return RANGE_KINDS.has(field.kind) ? [field.name, `${field.name}_min`, `${field.name}_max`] : [field.name];
}

const queryValue = z.string().trim().max(200);

/** The list's query string: page, cursor, sort, search, filters (and the parent), export format. */
export function listQuerySchema(def: CollectionDef) {
  const sorts = sortValues(def);
  const shape: Record<string, z.ZodType> = {
    client_id: z.coerce.number().int().positive().optional(),
    sort: z
      .string()
      .refine((v) => sorts.includes(v), { message: `Ordenação inválida: use ${sorts.join(', ') || 'a ordem padrão'}.` })
      .optional(),
    search: searchTerm(200).optional(),
    format: z.enum(EXPORT_FORMATS).optional(),
  };
  for (const field of def.fields) for (const name of filterParams(field)) shape[name] = queryValue.optional();
  if (def.parent) shape[def.parent.param] = parentId.optional();
  return keysetPageQuery.extend(shape);
}

export const isReference = (field: FieldDef): boolean => REFERENCE_KINDS.has(field.kind);
