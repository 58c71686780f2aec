import { PassThrough, type Readable } from 'node:stream';
import { formatMoney, type CollectionDef, type CollectionRow, type ExportFormat, type FieldDef, type Language } from '@console/contract';
import { writeWorkbook, type CellFormat } from '../../platform/xlsx/workbook.ts';

/**
 * A list as a spreadsheet (issue 12; SPEC.md §9: Excel is the default export type): the list's columns with their
 * labels in the user's language, rows streamed as they are read (platform/xlsx; one batch of rows in memory at a
 * time), dates as DD/MM/YYYY and money as R$. CSV takes ';' between values and a BOM, as Excel in
 * Portuguese opens it.
 */

const YES_NO: Record<Language, [string, string]> = { 'pt-br': ['Sim', 'Não'], en: ['Yes', 'No'], es: ['Sí', 'No'] };
const ID_LABEL: Record<Language, string> = { 'pt-br': 'Código', en: 'ID', es: 'Código' };

export interface ExportColumn {
  key: string;
  header: string;
  field?: FieldDef;
}

/** The list's columns: the code, the parent, then the fields the list shows (all fields when none is marked). */
export function exportColumns(def: CollectionDef, parentLabel: string | null, lang: Language): ExportColumn[] {
  const shown = def.fields.filter((f) => f.list);
  const fields = shown.length ? shown : def.fields;
  return [
    { key: 'id', header: ID_LABEL[lang] },
    ...(def.parent && parentLabel ? [{ key: def.parent.param, header: parentLabel }] : []),
    ...fields.map((field) => ({ key: field.name, header: field.label[lang], field })),
  ];
}

const ddmmyyyy = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};
const hhmm = (iso: string): string => new Date(iso).toISOString().slice(11, 16);

/** A cell's text as the user reads it; `typed` keeps numbers and dates as such for the spreadsheet. */
function cellOf(column: ExportColumn, row: CollectionRow, lang: Language, typed: boolean): string | number | Date | null {
  const value = row[column.key];
  const { field } = column;
  if (!field) return column.key === 'id' ? Number(value) : (row.labels[column.key] ?? (value as number));
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return typed ? Number(value) : formatMoney(Number(value));
    case 'integer':
    case 'decimal':
      return typed ? Number(value) : String(value).replace('.', lang === 'en' ? '.' : ',');
    case 'date':
      return typed ? new Date(`${String(value)}T00:00:00Z`) : ddmmyyyy(String(value));
    case 'datetime':
      return typed ? new Date(String(value)) : `${ddmmyyyy(String(value))} ${hhmm(String(value))}`;
    case 'boolean':
      return YES_NO[lang][value ? 0 : 1];
    case 'enum':
      return field.options?.find((o) => o.value === value)?.label[lang] ?? String(value);
    case 'user':
    case 'reference':
      return row.labels[field.name] ?? String(value);
    case 'tags':
      return (value as string[]).join(', ');
    default:
      return String(value);
  }
}

const CELL_FORMATS: Partial<Record<FieldDef['kind'], CellFormat>> = { money: 'money', date: 'date', datetime: 'datetime', integer: 'number', decimal: 'number' };

/** Streams the rows into an xlsx or csv file; `rows` yields presented batches. Answers the stream at once. */
export function exportStream(format: ExportFormat, columns: ExportColumn[], rows: AsyncIterable<CollectionRow[]>, lang: Language, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const run = format === 'xlsx' ? writeXlsx(out, columns, rows, lang) : writeCsv(out, columns, rows, lang);
  run.catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

async function writeXlsx(out: PassThrough, columns: ExportColumn[], rows: AsyncIterable<CollectionRow[]>, lang: Language): Promise<void> {
  const sheet = columns.map((c) => ({ header: c.header, format: c.field ? (CELL_FORMATS[c.field.kind] ?? 'text') : 'number', width: Math.min(40, Math.max(10, c.header.length + 4)) }));
  async function* cells() {
    for await (const batch of rows) yield batch.map((row) => columns.map((c) => cellOf(c, row, lang, true)));
  }
  await writeWorkbook(out, 'Lista', sheet, cells());
}

const csvCell = (value: string | number | Date | null): string => {
  const text = value === null ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

async function writeCsv(out: PassThrough, columns: ExportColumn[], rows: AsyncIterable<CollectionRow[]>, lang: Language): Promise<void> {
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve())));
  await write(`\ufeff${columns.map((c) => csvCell(c.header)).join(';')}\r\n`);
  for await (const batch of rows) {
    await write(batch.map((row) => `${columns.map((c) => csvCell(cellOf(c, row, lang, false))).join(';')}\r\n`).join(''));
  }
  out.end();
}

/** The attachment's name: the collection and the day. */
export const exportFileName = (def: CollectionDef, format: ExportFormat, day: string): string => `${def.entity}-${day}.${format}`;
