import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  onlyDigits,
  proponentDataBody,
  type ProponentData,
  type ProponentDataBody,
} from '@console/contract';
import { MASKS } from '../../../../lib/masks.ts';
import { fieldIssues } from './messages.ts';

/** The proponent data form: the body of PUT /api/v2/projetos/dados as typed (masked document, phone and CEP). */
export interface ProponentValues {
  organization: string;
  document: string;
  email: string;
  phone: string;
  postal_code: string;
  address: { street: string; number: string; complement: string; district: string; city: string; state: string };
}

export const ADDRESS_PARTS = ['street', 'number', 'complement', 'district', 'city', 'state'] as const;
const FIELDS = [
  'organization',
  'document',
  'email',
  'phone',
  'postal_code',
  ...ADDRESS_PARTS.map((part) => `address.${part}`),
];

const CNPJ = '00.000.000/0000-00';

/** CPF while eleven digits or fewer, CNPJ from the twelfth (a separator never trails). */
export function maskDocument(value: string): string {
  const digits = onlyDigits(value).slice(0, 14);
  if (digits.length <= 11) return MASKS.cpf(digits);
  let out = '';
  let next = 0;
  for (const char of CNPJ) {
    if (next >= digits.length) break;
    out += char === '0' ? digits[next++] : char;
  }
  return out;
}

export const proponentValues = (data: ProponentData | null | undefined): ProponentValues => ({
  organization: data?.organization ?? '',
  document: data ? (data.document_kind === 'cnpj' ? formatCnpj(data.document) : formatCpf(data.document)) : '',
  email: data?.email ?? '',
  phone: data ? formatPhone(data.phone) : '',
  postal_code: data ? formatCep(data.postal_code) : '',
  address: {
    street: data?.address.street ?? '',
    number: data?.address.number ?? '',
    complement: data?.address.complement ?? '',
    district: data?.address.district ?? '',
    city: data?.address.city ?? '',
    state: data?.address.state ?? '',
  },
});

/** The form field a server message names ('address.city'), or null when the form has no such field. */
export const proponentFieldOf = (key: string): string | null => (FIELDS.includes(key) ? key : null);

/** The contract's proponentDataBody (check digits of CPF or CNPJ included), its messages in the interface language. */
export const proponentResolver =
  (t: TFunction): Resolver<ProponentValues, unknown, ProponentDataBody> =>
  async (values) => {
    const result = proponentDataBody.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<ProponentValues> = {};
    for (const [path, message] of fieldIssues(t, result.error.issues)) {
      const [top, part] = path.split('.');
      if (top === 'address' && part) {
        errors.address ??= {};
        (errors.address as Record<string, unknown>)[part] ??= { type: 'validate', message };
      } else if (FIELDS.includes(top)) {
        (errors as Record<string, unknown>)[top] ??= { type: 'validate', message };
      }
    }
    return { values: {}, errors };
  };
