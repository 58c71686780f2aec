/** Brazilian document and contact helpers shared by the API validation and the console forms. */

export const onlyDigits = (value: string): string => value.replace(/\D+/g, '');

/** CPF check digits (mod 11); refuses sequences of one repeated digit such as 111.111.111-11. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** '52998224725' -> '529.982.247-25'; anything else is returned as given. */
export const formatCpf = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
};

/** CNPJ check digits (mod 11 with weights 2..9 from the right); refuses one repeated digit. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (((length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** '11222333000181' -> '11.222.333/0001-81'; anything else is returned as given. */
export const formatCnpj = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 14
    ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`
    : value;
};

/**
 * A Brazilian phone with area code, as digits: 10 (landline) or 11 (mobile, starting with 9) digits.
 * Accepts punctuation and a leading +55 / 55 country code. Null when it is not a phone number.
 */
export function normalizePhone(value: string): string | null {
  let d = onlyDigits(value);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (d.length === 11 && d[2] !== '9') return null;
  if (d.length !== 10 && d.length !== 11) return null;
  if (d[0] === '0' || d[1] === '0') return null;
  return d;
}

/** '11987654321' -> '(11) 98765-4321'; '1133334444' -> '(11) 3333-4444'. */
export function formatPhone(value: string): string {
  const d = normalizePhone(value);
  if (!d) return value;
  const split = d.length === 11 ? 7 : 6;
  return `(${d.slice(0, 2)}) ${d.slice(2, split)}-${d.slice(split)}`;
}

/** A CEP as its 8 digits ('01310-100' -> '01310100'); null when it is not 8 digits. */
export function normalizeCep(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed) && !/^\d{2}\.\d{3}-\d{3}$/.test(trimmed)) return null;
  return onlyDigits(trimmed);
}

export const formatCep = (value: string): string => {
  const d = normalizeCep(value);
  return d ? `${d.slice(0, 5)}-${d.slice(5)}` : value;
};

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD' when it names a real calendar day, else null. */
export function parseBrDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== Number(yyyy) ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  )
    return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export const formatBrDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

export const BR_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
