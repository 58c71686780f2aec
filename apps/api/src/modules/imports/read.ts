import { Transform, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { brDate, brDateTime } from '../../platform/export/columns.ts';
import { LimitExceeded, type ReadLimits } from './limits.ts';
import { GuardedWorkbookReader } from './xlsx-read.ts';

/**
 * Reading an uploaded spreadsheet row by row without holding it: xlsx through exceljs's streaming reader (the first
 * sheet), csv as Excel in Portuguese writes it (';' or ',' separated, with or without a UTF-8 BOM, else Windows-1252).
 * Cells keep their type (numbers, dates, booleans) so a decimal is never read as a thousands separator. Both stop at
 * the read's limits (limits.ts): unzipped bytes, a cell's or field's characters, shared strings, columns.
 */

export type FileKind = 'xlsx' | 'csv';
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The sheet's row number (1 is the first row, usually the header). */
  row: number;
  cells: CellValue[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** xlsx when the bytes are a zip, csv when they are text; null for anything else. */
export function sniffKind(head: Buffer): FileKind | null {
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  if (head.length === 0 || head.includes(0)) return null;
  return 'csv';
}

/** A cell as the person sees it: dates DD/MM/YYYY (with HH:mm when they carry a time), numbers as written. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return value.getUTCHours() || value.getUTCMinutes() ? brDateTime(value) : brDate(value);
  }
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value).trim();
}

/** exceljs's cell values (rich text, formulas, hyperlinks, errors) as plain values. */
function plainValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainValue(v.result);
    if (typeof v.text === 'string') return v.text;
    if (v.error) return null;
  }
  return null;
}

const isBlankRow = (cells: CellValue[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** The cells without their trailing blanks, refused past the limits of columns and of a cell's characters. */
function bounded(cells: CellValue[], limits: ReadLimits, kind: 'cell' | 'field'): CellValue[] {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] === null || cells[end - 1] === '')) end--;
  if (end > limits.columns) throw new LimitExceeded('columns', limits.columns);
  for (let i = 0; i < end; i++) {
    const cell = cells[i];
    if (typeof cell === 'string' && cell.length > limits.cellChars) throw new LimitExceeded(kind, limits.cellChars);
  }
  return end === cells.length ? cells : cells.slice(0, end);
}

async function* xlsxRows(source: Readable, limits: ReadLimits): AsyncGenerator<SheetRow> {
  const reader = new GuardedWorkbookReader(source, limits) as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row>>;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      if (values.length - 1 > limits.columns && values.slice(limits.columns + 1).some((v) => v != null))
        throw new LimitExceeded('columns', limits.columns);
      const cells = bounded(values.slice(1, limits.columns + 1).map(plainValue), limits, 'cell');
      if (!isBlankRow(cells)) yield { row: row.number, cells };
    }
    return; // the first sheet only
  }
}

/** Decodes the bytes: UTF-8 (a BOM is dropped), or Windows-1252 when the start is not valid UTF-8. */
function decoder(head: Buffer): TextDecoder {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return new TextDecoder('utf-8');
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** RFC 4180 records (quotes, doubled quotes, line breaks inside quotes), the separator taken from the header line. */
async function* csvRows(source: AsyncIterable<Buffer>, limits: ReadLimits): AsyncGenerator<SheetRow> {
  let text: TextDecoder | undefined;
  let separator: string | undefined;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let record = 0;
  /** Blank cells past the last column are dropped as they come, so a line of separators holds no memory. */
  const push = () => {
    if (cells.length < limits.columns) cells.push(cell);
    else if (cell.trim() !== '') throw new LimitExceeded('columns', limits.columns);
    cell = '';
  };
  const finish = function* (): Generator<SheetRow> {
    push();
    record += 1;
    const out = bounded(cells, limits, 'field');
    cells = [];
    if (!isBlankRow(out)) yield { row: record, cells: out };
  };
  const tooLong = () => new LimitExceeded('field', limits.cellChars);
  for await (const chunk of source) {
    text ??= decoder(chunk);
    let piece = text.decode(chunk, { stream: true });
    if (record === 0 && cells.length === 0 && cell === '' && piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
    if (separator === undefined) {
      const firstLine = piece.split(/\r?\n/, 1)[0];
      separator = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    }
    for (let i = 0; i < piece.length; i++) {
      const ch = piece[i];
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          afterQuote = true;
        } else if ((cell += ch).length > limits.cellChars) throw tooLong();
      } else if (ch === '"') {
        if (afterQuote) cell += '"';
        quoted = true;
        afterQuote = false;
      } else {
        afterQuote = false;
        if (ch === separator) {
          push();
        } else if (ch === '\n') yield* finish();
        else if (ch !== '\r' && (cell += ch).length > limits.cellChars) throw tooLong();
      }
    }
  }
  if (cell !== '' || cells.length) yield* finish();
}

/** Counts the bytes read so far (a pass's progress is the share of the file read). */
export function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

/** The non-blank rows of the file, header first; cells are trimmed text for csv, typed values for xlsx. */
export function readSheet(source: Readable, kind: FileKind, limits: ReadLimits): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(source, limits) : csvRows(source, limits);
}
