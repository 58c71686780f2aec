import { searchKey } from '../../db/search-keys.ts';
import { cellText, type CellValue } from './read.ts';

/**
 * From spreadsheet cells to the values the API's bodies carry, as people write them in Brazil: numbers with a
 * decimal comma and thousands dots, money with R$, dates DD/MM/YYYY, yes/no in any of the three languages. A cell
 * that does not convert stays text, so the API's own schema answers its message.
 */

/** Headers and labels compare accent-, case- and punctuation-insensitively ('E-mail' = 'email', 'Preço (R$)' = 'preco r'). */
const labelKey = (text: string): string =>
  searchKey(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A candidate field of the automatic mapping, with the names a header may give it. */
export interface Named {
  key: string;
  names: string[];
}

/** Each header's field (or null): the first field one of whose names equals the header; a field is taken once. */
export function autoMap(headers: string[], fields: Named[]): (string | null)[] {
  const taken = new Set<string>();
  const byName = new Map<string, string>();
  for (const field of fields)
    for (const name of field.names) if (!byName.has(labelKey(name))) byName.set(labelKey(name), field.key);
  return headers.map((header) => {
    const key = byName.get(labelKey(header));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

const TRUE = new Set(['sim', 's', 'true', 'verdadeiro', '1', 'x', 'yes', 'y', 'si']);
const FALSE = new Set(['nao', 'n', 'false', 'falso', '0', 'no']);

export function toBoolean(value: CellValue): boolean | CellValue {
  if (typeof value === 'boolean') return value;
  const key = labelKey(cellText(value));
  return TRUE.has(key) ? true : FALSE.has(key) ? false : value;
}

/** '1.234,56', 'R$ 10', '3,5', '-2' -> numbers; anything else stays as it was. */
export function toNumber(value: CellValue): number | CellValue {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  let text = value.replace(/R\$|\s/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : value;
}

const pad = (n: number) => String(n).padStart(2, '0');
const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/;

/** YYYY-MM-DD from a date cell or DD/MM/YYYY text. */
export function toIsoDate(value: CellValue): string | CellValue {
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  const m = typeof value === 'string' ? BR_DATE.exec(value.trim()) : null;
  return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : value;
}

/** A date-time cell or 'DD/MM/YYYY HH:mm' text: the wall clock of Brasília (UTC-3, no daylight saving since 2019). */
export function toIsoDateTime(value: CellValue): string | CellValue {
  if (value instanceof Date)
    return `${toIsoDate(value) as string}T${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:00-03:00`;
  const m = typeof value === 'string' ? BR_DATE.exec(value.trim()) : null;
  return m
    ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}T${pad(Number(m[4] ?? 0))}:${m[5] ?? '00'}:00-03:00`
    : value;
}

/** An option's value from its value or any of its labels; null when none matches. */
export function toOption(value: CellValue, options: { value: string; labels: string[] }[]): string | null {
  const key = labelKey(cellText(value));
  return options.find((o) => labelKey(o.value) === key || o.labels.some((l) => labelKey(l) === key))?.value ?? null;
}

/** Text or null for a blank cell. */
export const textOf = (value: CellValue): string | null => {
  const text = cellText(value);
  return text === '' ? null : text;
};
