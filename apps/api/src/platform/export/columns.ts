import { DEFAULT_TIME_ZONE, formatMoney, type Language } from '@console/contract';
import type { Cell, CellFormat, SheetColumn } from '../xlsx/workbook.ts';

/**
 * The columns of an exported list: a label per language, a cell format and how a row gives its value. Values are
 * typed (numbers, Dates) so the xlsx keeps them as numbers and dates; CSV writes them as a Brazilian spreadsheet
 * reads them (DD/MM/YYYY, R$, decimal comma).
 */

export type Labels = Record<Language, string>;

export interface ExportColumn<R> {
  label: Labels;
  format: CellFormat;
  /** Width in characters; from the label when left out. */
  width?: number;
  value: (row: R) => Cell;
}

/** The same label in every language (a name the user typed, a code). */
export const sameLabel = (text: string): Labels => ({ 'pt-br': text, en: text, es: text });

export const sheetColumns = <R>(columns: ExportColumn<R>[], lang: Language): SheetColumn[] =>
  columns.map((c) => ({
    header: c.label[lang],
    format: c.format,
    width: c.width ?? Math.min(40, Math.max(10, c.label[lang].length + 4)),
  }));

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY (and HH:mm) of a Date's UTC fields: cells hold wall-clock times as UTC, as the sheet shows them. */
export const brDate = (value: Date): string =>
  `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
export const brDateTime = (value: Date): string =>
  `${brDate(value)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;

/** A cell as CSV text. */
export function csvText(value: Cell, format: CellFormat, lang: Language): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : format === 'datetime' ? brDateTime(value) : brDate(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    if (format === 'money') return formatMoney(value);
    return lang === 'en' ? String(value) : String(value).replace('.', ',');
  }
  return neutralised(value);
}

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula. Such text is written with a leading single quote, so the cell shows what was stored and runs nothing.
 * Numbers the export typed as numbers (and money) are ours and never neutralised; text that is only a plain number
 * (`-5`, `+3,5`) is left as it is too: digits with one sign and one decimal mark cannot hold a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
export const neutralised = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
export const csvField = (text: string): string => (/[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Wall-clock formats by time zone (each made once). */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
const wallFormat = (zone: string): Intl.DateTimeFormat => {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(zone, format);
  }
  return format;
};

/**
 * The wall-clock time of an instant in a time zone (the client's: issue 27), as a Date whose UTC fields hold it
 * (what a spreadsheet cell shows): 26/11/2026 11:00 UTC is 08:00 in São Paulo, as the screen shows it.
 */
export function wallClock(ms: number, zone: string = DEFAULT_TIME_ZONE): Date {
  const parts = Object.fromEntries(
    wallFormat(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

const ZONE_NAME: Labels = { 'pt-br': 'horário de Brasília', en: 'Brasília time', es: 'hora de Brasilia' };

/**
 * A date-time column's label naming the zone its times are in: `Criado em (horário de Brasília)` in São Paulo's (the
 * default), `Criado em (America/Manaus)` in another client's zone.
 */
export const zonedLabel = (label: Labels, zone: string): Labels => {
  const named = (lang: Language) => `${label[lang]} (${zone === DEFAULT_TIME_ZONE ? ZONE_NAME[lang] : zone})`;
  return { 'pt-br': named('pt-br'), en: named('en'), es: named('es') };
};

/** The wall-clock time of a stored instant (a date or ISO text) in a zone; null stays null. */
export const wallClockOf = (value: Date | string | number | null, zone: string): Date | null =>
  value === null ? null : wallClock(typeof value === 'number' ? value : new Date(value).getTime(), zone);

/** Brasília's wall-clock time of an instant (the default zone). */
export const brasilia = (ms: number): Date => wallClock(ms, DEFAULT_TIME_ZONE);
