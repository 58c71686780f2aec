import type { CustomFieldValue, FormField, UserRecord, UserStatus } from '@console/contract';
import { isMaskKind, MASKS } from '../../../lib/masks.ts';
import type { FormDefinition } from './definition.ts';

export const ADDRESS_PARTS = ['street', 'number', 'complement', 'district', 'city', 'state'] as const;
type AddressValues = Record<(typeof ADDRESS_PARTS)[number], string>;

/** The form as the inputs hold it: text as typed (masked), selects as option values, custom values by key. */
export interface UserFormValues {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  birth_date: string;
  postal_code: string;
  address: AddressValues;
  group_id: string;
  regional_id: string;
  /** Rows of the client's units and job roles (links.ts), picked outside the configurable form. */
  unidade_id: number | null;
  cargo_id: number | null;
  /** Picture URL; '' for none. */
  picture: string;
  status: UserStatus;
  /** Initial password, only when no welcome e-mail is sent (create). */
  password: string;
  send_welcome_email: boolean;
  fields: Record<string, string | boolean>;
}

/** The standard text fields a form value maps to one body key. */
const TEXT_KEYS = ['name', 'email', 'cpf', 'phone', 'birth_date', 'postal_code'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
const isTextKey = (key: string): key is TextKey => (TEXT_KEYS as readonly string[]).includes(key);

const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, ''])) as unknown as AddressValues;

const customText = (field: FormField, value: CustomFieldValue | undefined): string | boolean => {
  if (field.type === 'checkbox') return value === true;
  const text = value === null || value === undefined ? '' : String(value);
  return isMaskKind(field.type) ? MASKS[field.type](text) : text;
};

/** The values of a record, masked as the inputs show them; for null those of a new user (active, welcome e-mail on). */
export function valuesOf(definition: FormDefinition, record: UserRecord | null): UserFormValues {
  const custom = definition.fields.filter((field) => field.custom);
  const address = record?.address;
  return {
    name: record?.name ?? '',
    email: record?.email ?? '',
    cpf: MASKS.cpf(record?.cpf ?? ''),
    phone: MASKS.phone(record?.phone ?? ''),
    birth_date: record?.birth_date ?? '',
    postal_code: MASKS.cep(record?.postal_code ?? ''),
    address: address ? { ...EMPTY_ADDRESS, ...address } : EMPTY_ADDRESS,
    group_id: record?.group_id ? String(record.group_id) : '',
    regional_id: record?.regional_id ? String(record.regional_id) : '',
    unidade_id: record?.unidade_id ?? null,
    cargo_id: record?.cargo_id ?? null,
    picture: record?.picture ?? '',
    status: record?.status ?? 'active',
    password: '',
    send_welcome_email: record === null,
    fields: Object.fromEntries(custom.map((field) => [field.key, customText(field, record?.fields[field.key])])),
  };
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** An address with nothing typed is no address; otherwise the parts, leaving out the empty optional ones. */
function addressOf(values: AddressValues): Record<string, string> | null {
  if (Object.values(values).every((part) => part.trim() === '')) return null;
  const { number, complement, ...rest } = values;
  return { ...rest, ...(number.trim() ? { number } : {}), ...(complement.trim() ? { complement } : {}) };
}

/** A custom value as the body carries it; a number that does not parse stays text so that validation refuses it. */
function customValue(field: FormField, value: string | boolean | undefined): CustomFieldValue {
  if (field.type === 'checkbox') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (field.type !== 'number') return text;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

/**
 * The body keys of the fields the form shows, before validation: blanks are null (name and e-mail stay text so
 * that their own messages apply), selects are ids, custom values sit under `fields`.
 */
function bodyOf(definition: FormDefinition, values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    picture: blankToNull(values.picture),
    unidade_id: values.unidade_id,
    cargo_id: values.cargo_id,
  };
  const custom: Record<string, CustomFieldValue> = {};
  for (const field of definition.fields) {
    if (field.custom) custom[field.key] = customValue(field, values.fields[field.key]);
    else if (field.key === 'address') body.address = addressOf(values.address);
    else if (field.key === 'group_id' || field.key === 'regional_id')
      body[field.key] = values[field.key] ? Number(values[field.key]) : null;
    else if (field.key === 'name' || field.key === 'email') body[field.key] = values[field.key];
    else if (isTextKey(field.key)) body[field.key] = blankToNull(values[field.key]);
  }
  if (Object.keys(custom).length) body.fields = custom;
  return body;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The keys (and custom values) that differ from what the record had: PUT sends only these. */
export function changedBody(
  definition: FormDefinition,
  values: UserFormValues,
  initial: UserFormValues,
): Record<string, unknown> {
  const now: Record<string, unknown> = { ...bodyOf(definition, values), status: values.status };
  const before: Record<string, unknown> = { ...bodyOf(definition, initial), status: initial.status };
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (key !== 'fields' && !same(value, before[key])) changed[key] = value;
  }
  const fields = Object.entries((now.fields ?? {}) as Record<string, CustomFieldValue>).filter(
    ([key, value]) => !same(value, (before.fields as Record<string, CustomFieldValue> | undefined)?.[key]),
  );
  if (fields.length) changed.fields = Object.fromEntries(fields);
  return changed;
}

/** The body of a new user: only what was filled in, plus the initial password when no welcome e-mail goes out. */
export function createBody(definition: FormDefinition, values: UserFormValues): Record<string, unknown> {
  const filled = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null));
  const body = filled(bodyOf(definition, values));
  if (body.fields) body.fields = filled(body.fields as Record<string, unknown>);
  if (!values.send_welcome_email && values.password) body.password = values.password;
  return body;
}
