import {
  formatMoney,
  isKeptField,
  parseMoney,
  type CollectionDef,
  type CollectionRow,
  type FieldKind,
} from '@console/contract';
import type { ParentRef } from '../../../lib/data-provider.ts';

/**
 * The generic form's values: what each control holds while editing (typed text for numbers and money, 'YYYY-MM-DD'
 * or an ISO moment for dates, ids for references), and the body the API takes from them.
 */

type FormValue = string | number | boolean | string[] | number[] | null;
export type CollectionFormValues = Record<string, FormValue>;

/** What the conversions read of a field (a definition's field or the metadata's). */
interface FieldShape {
  name: string;
  kind: FieldKind;
  default?: string | number | boolean | null;
  /** reference and user: many ids (an array). */
  multiple?: boolean;
}

const TEXT_HELD: ReadonlySet<FieldKind> = new Set([
  'text',
  'longtext',
  'richtext',
  'email',
  'url',
  'image',
  'file',
  'enum',
  'date',
  'datetime',
]);

/** A stored (or default) value as its control holds it. */
function controlValue(field: FieldShape, stored: unknown): FormValue {
  const value = stored === undefined || stored === null ? (field.default ?? null) : stored;
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'tags':
      return Array.isArray(value) ? value.map(String) : [];
    case 'audience':
      // Held as its JSON (the default is text; a record's value is the object).
      return typeof value === 'string' ? value : value ? JSON.stringify(value) : '';
    case 'user':
    case 'reference':
      if (field.multiple) return Array.isArray(value) ? value.map(Number) : [];
      return typeof value === 'number' ? value : null;
    case 'money':
      return typeof value === 'number' && value >= 0 ? formatMoney(value) : '';
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? String(value) : '';
    default:
      return TEXT_HELD.has(field.kind) && value !== null ? String(value) : '';
  }
}

/** The form's starting values: the record's, or the defaults and the preset parent of a new one. */
export function initialValues(
  def: CollectionDef,
  row: CollectionRow | null,
  parent: ParentRef | null = null,
): CollectionFormValues {
  const values: CollectionFormValues = Object.fromEntries(
    def.fields.map((field) => [field.name, controlValue(row ? { ...field, default: null } : field, row?.[field.name])]),
  );
  if (def.parent) {
    const stored = row?.[def.parent.param];
    values[def.parent.param] =
      typeof stored === 'number' ? stored : parent?.param === def.parent.param ? parent.id : null;
  }
  return values;
}

/** A typed number: '12', '1,5' or '1.5'; what does not read as one is passed on for the schema to refuse. */
function typedNumber(text: string): number | string {
  const number = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}

/** A control's value as the body carries it: blank is null; numbers and money are read from their text. */
function bodyValue(field: FieldShape, value: FormValue): unknown {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return value;
  if (field.kind === 'integer' || field.kind === 'decimal') return typedNumber(value);
  if (field.kind === 'money') return parseMoney(value) ?? value;
  return value;
}

const same = (a: FormValue, b: FormValue): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b;

/**
 * The body of a save: every field on create (blank ones null) with the parent, only the changed ones on update (a
 * PUT takes any subset).
 */
export function formBody(
  def: CollectionDef,
  values: CollectionFormValues,
  initial: CollectionFormValues | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (isKeptField(field)) continue;
    if (initial && same(values[field.name] ?? null, initial[field.name] ?? null)) continue;
    body[field.name] = bodyValue(field, values[field.name] ?? null);
  }
  const param = def.parent?.param;
  if (param && values[param] !== null && values[param] !== undefined && (!initial || values[param] !== initial[param]))
    body[param] = values[param];
  return body;
}
