import {
  fieldLabels,
  isValidCpf,
  keptLabels,
  normalizeCep,
  normalizePhone,
  parseBrDate,
  USER_MESSAGES,
  type CustomFieldValue,
  type FormField,
  type FormFieldType,
  type StandardFieldKey,
  type UserCreateBody,
  type UserUpdateBody,
} from '@console/contract';
import { z } from 'zod';
import type { FormFieldRow } from './user-form-repo.ts';

interface StandardField {
  key: StandardFieldKey;
  label: string;
  type: FormFieldType;
  /** name and e-mail are always required; the others only when the client says so. */
  core: boolean;
}

/** The fields every client's user form has, in this order. */
const STANDARD_FIELDS: readonly StandardField[] = [
  { key: 'name', label: 'Nome', type: 'text', core: true },
  { key: 'email', label: 'E-mail', type: 'email', core: true },
  { key: 'cpf', label: 'CPF', type: 'cpf', core: false },
  { key: 'phone', label: 'Telefone', type: 'phone', core: false },
  { key: 'birth_date', label: 'Data de nascimento', type: 'date', core: false },
  { key: 'postal_code', label: 'CEP', type: 'cep', core: false },
  { key: 'address', label: 'Endereço', type: 'address', core: false },
  { key: 'group_id', label: 'Grupo', type: 'select', core: false },
  { key: 'regional_id', label: 'Regional', type: 'select', core: false },
];
const STANDARD_KEYS = new Set<string>(STANDARD_FIELDS.map((f) => f.key));

type Option = { value: string; label: string };
const optionList = z.array(z.object({ value: z.string(), label: z.string() }));
const parseOptions = (raw: string | null): Option[] | undefined =>
  raw === null ? undefined : optionList.parse(JSON.parse(raw));
/** The stored labels in other languages (migration 009), as a field's `labels` key when there are any. */
const labelsOf = (row: FormFieldRow | undefined): Pick<FormField, 'labels'> => {
  const kept = row?.labels ? keptLabels(fieldLabels.parse(JSON.parse(row.labels))) : null;
  return kept ? { labels: kept } : {};
};

/**
 * The client's whole form: standard fields (with the client's overrides of label, order, required and,
 * for non-core ones, active) followed by its custom fields, ordered by `order`.
 */
export function buildForm(rows: FormFieldRow[], selects: { group_id: Option[]; regional_id: Option[] }): FormField[] {
  const overrides = new Map(rows.filter((r) => r.custom === 0).map((r) => [r.key, r]));
  const standard = STANDARD_FIELDS.map((field, index): FormField => {
    const o = overrides.get(field.key);
    const options = field.key === 'group_id' || field.key === 'regional_id' ? selects[field.key] : undefined;
    return {
      key: field.key,
      label: o?.label ?? field.label,
      ...labelsOf(o),
      type: field.type,
      required: field.core || o?.required === 1,
      ...(options ? { options } : {}),
      order: o?.position ?? (index + 1) * 10,
      custom: false,
      active: field.core || (o?.active ?? 1) === 1,
    };
  });
  const custom = rows
    .filter((r) => r.custom === 1 && !STANDARD_KEYS.has(r.key))
    .map((r): FormField => {
      const options = parseOptions(r.options);
      return {
        key: r.key,
        label: r.label,
        ...labelsOf(r),
        type: r.type as FormFieldType,
        required: r.required === 1,
        ...(options ? { options } : {}),
        order: r.position,
        custom: true,
        active: r.active === 1,
      };
    });
  return [...standard, ...custom].sort(
    (a, b) => a.order - b.order || Number(a.custom) - Number(b.custom) || a.key.localeCompare(b.key),
  );
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Checks one custom value against its field's type; returns the value to store or an error message. */
function checkCustomValue(field: FormField, value: CustomFieldValue): { value: CustomFieldValue } | { error: string } {
  if (value === null) return { value: null };
  const invalid = { error: 'Valor inválido.' };
  switch (field.type) {
    case 'checkbox':
      return typeof value === 'boolean' ? { value } : invalid;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? { value } : invalid;
    case 'select':
      if (typeof value !== 'string') return invalid;
      return field.options?.some((o) => o.value === value) ? { value } : { error: USER_MESSAGES.option };
    default: {
      if (typeof value !== 'string') return invalid;
      const text = value.trim();
      if (text === '') return { value: null };
      if (field.type === 'cpf')
        return isValidCpf(text) ? { value: text.replace(/\D+/g, '') } : { error: USER_MESSAGES.cpf };
      if (field.type === 'phone')
        return normalizePhone(text) ? { value: normalizePhone(text) } : { error: USER_MESSAGES.phone };
      if (field.type === 'cep')
        return normalizeCep(text) ? { value: normalizeCep(text) } : { error: USER_MESSAGES.postalCode };
      if (field.type === 'date')
        return parseBrDate(text) ? { value: text } : { error: 'Data inválida: use DD/MM/AAAA.' };
      if (field.type === 'email')
        return z.email().safeParse(text).success ? { value: text.toLowerCase() } : { error: USER_MESSAGES.email };
      return { value: text };
    }
  }
}

/**
 * Validates the form-driven rules of a create (all required fields present) or update (a required field
 * that is sent must not be empty). Adds messages to `errors`; returns the custom values to store.
 */
function checkForm(
  form: FormField[],
  body: Record<string, unknown> & { fields?: Record<string, CustomFieldValue> },
  mode: 'create' | 'update',
  errors: Record<string, string[]>,
): Record<string, CustomFieldValue> {
  const add = (key: string, msg: string) => (errors[key] ??= []).push(msg);
  const active = form.filter((f) => f.active);
  for (const field of active.filter((f) => !f.custom && f.required)) {
    const sent = Object.hasOwn(body, field.key);
    if ((mode === 'create' || sent) && isBlank(body[field.key])) add(field.key, USER_MESSAGES.required);
  }
  const custom = new Map(active.filter((f) => f.custom).map((f) => [f.key, f]));
  const values: Record<string, CustomFieldValue> = {};
  for (const [key, value] of Object.entries(body.fields ?? {})) {
    const field = custom.get(key);
    if (!field) {
      add(`fields.${key}`, USER_MESSAGES.notAllowed);
      continue;
    }
    const checked = checkCustomValue(field, value);
    if ('error' in checked) add(`fields.${key}`, checked.error);
    else values[key] = checked.value;
  }
  for (const field of custom.values()) {
    if (!field.required) continue;
    // An update may leave a field out (it keeps its value) but may not empty it.
    if (mode === 'update' && !Object.hasOwn(values, field.key)) continue;
    if (isBlank(values[field.key]) && !errors[`fields.${field.key}`])
      add(`fields.${field.key}`, USER_MESSAGES.required);
  }
  return values;
}

/** What the rules of a user's body ask the database; a single write asks it, an import answers from a batch's lookups. */
export interface UserFacts {
  /** Another live user of the client (not `selfId`) holds this e-mail or CPF. */
  taken(column: 'email' | 'cpf', value: string, selfId?: number): Promise<boolean> | boolean;
  exists(table: 'groups' | 'regionals', id: number): Promise<boolean> | boolean;
  /** A row of the client's units or job roles (users/links.ts). */
  linked(column: 'unidade_id' | 'cargo_id', id: number): Promise<boolean> | boolean;
}

/**
 * Every rule of a user's create or update body beyond its schema: the client's form (required and custom fields),
 * a birth date not in the future, e-mail and CPF free within the client, group, regional, unit and job role of the client.
 * Answers the custom values to store and the messages by field (none: valid).
 */
export async function checkUser(
  form: FormField[],
  body: UserCreateBody | UserUpdateBody,
  mode: 'create' | 'update',
  now: number,
  facts: UserFacts,
  selfId?: number,
): Promise<{ values: Record<string, CustomFieldValue>; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const add = (key: string, msg: string) => (errors[key] ??= []).push(msg);
  const values = checkForm(form, body as Record<string, unknown>, mode, errors);
  if (body.birth_date) {
    const iso = parseBrDate(body.birth_date);
    if (iso && Date.parse(`${iso}T00:00:00Z`) > now) add('birth_date', USER_MESSAGES.birthDateFuture);
  }
  if (body.email && (await facts.taken('email', body.email, selfId))) add('email', USER_MESSAGES.emailTaken);
  if (body.cpf && (await facts.taken('cpf', body.cpf, selfId))) add('cpf', USER_MESSAGES.cpfTaken);
  if (body.group_id && !(await facts.exists('groups', body.group_id))) add('group_id', USER_MESSAGES.group);
  if (body.regional_id && !(await facts.exists('regionals', body.regional_id)))
    add('regional_id', USER_MESSAGES.regional);
  if (body.unidade_id && !(await facts.linked('unidade_id', body.unidade_id))) add('unidade_id', USER_MESSAGES.unidade);
  if (body.cargo_id && !(await facts.linked('cargo_id', body.cargo_id))) add('cargo_id', USER_MESSAGES.cargo);
  return { values, errors };
}
