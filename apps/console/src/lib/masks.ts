import { formatMoney, onlyDigits } from '@console/contract';

/**
 * Lays typed digits over a pattern where '0' takes a digit; stops at the last digit so that a separator never
 * trails (backspace over '123.' then removes a digit rather than fighting the dot).
 */
function fill(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    out += char === '0' ? digits[next++] : char;
  }
  return out;
}

const CPF = '000.000.000-00';
const LANDLINE = '(00) 0000-0000';
const MOBILE = '(00) 00000-0000';
const DATE = '00/00/0000';
const CEP = '00000-000';

/** Input masks of Brazilian values, applied while typing; the contract's schemas read the masked text. */
export const MASKS = {
  cpf: (value: string) => fill(onlyDigits(value).slice(0, 11), CPF),
  /** Ten digits read as a landline; the eleventh turns it into a mobile number. */
  phone: (value: string) => {
    const digits = onlyDigits(value).slice(0, 11);
    return fill(digits, digits.length > 10 ? MOBILE : LANDLINE);
  },
  date: (value: string) => fill(onlyDigits(value).slice(0, 8), DATE),
  cep: (value: string) => fill(onlyDigits(value).slice(0, 8), CEP),
} as const;

export type MaskKind = keyof typeof MASKS;

export const isMaskKind = (type: string): type is MaskKind => Object.hasOwn(MASKS, type);

/** Digits of cents a money input keeps: up to R$ 999.999.999,99 (the contract's maximum is checked on save). */
const MONEY_DIGITS = 11;

/**
 * SPEC.md §3 money while typing: the digits are cents, shown as 'R$ 1.234,56' (decimal comma, thousands dot, two
 * decimals, zero allowed, no negatives: a minus sign is not a digit). Nothing typed stays empty.
 */
export function maskMoney(value: string): string {
  const digits = onlyDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MONEY_DIGITS);
  return digits ? formatMoney(Number(digits) / 100) : '';
}
