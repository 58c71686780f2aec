import type { Writable } from 'node:stream';
import { ZipWriter } from './zip.ts';

/**
 * A one-sheet xlsx workbook streamed row by row (SPEC.md §9: Excel is the default export type). The sheet's XML is
 * made here as text and deflated into the zip as it goes: a large export holds one batch of rows in memory and costs
 * a fraction of a general spreadsheet library's time (docs/benchmarks.md, Collections). Text is stored inline
 * (no shared-string table to hold), the header row is bold, frozen and carries a filter, and numbers, money and dates
 * keep their types with Brazilian formats.
 */

export type CellFormat = 'text' | 'number' | 'money' | 'date' | 'datetime';
export type Cell = string | number | Date | null | undefined;

export interface SheetColumn {
  header: string;
  format: CellFormat;
  /** Width in characters. */
  width: number;
}

/** Style indexes of styles.xml's cellXfs, in its order. */
const STYLE: Record<CellFormat | 'header', number> = { text: 0, number: 0, header: 1, money: 2, date: 3, datetime: 4 };

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="3"><numFmt numFmtId="164" formatCode="&quot;R$&quot; #,##0.00"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/><numFmt numFmtId="166" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

/** Excel's limits: rows of a sheet, characters of a cell, characters of a sheet's name. */
export const MAX_ROWS = 1_048_576;
const MAX_CELL_TEXT = 32_767;
const MAX_SHEET_NAME = 31;

/** Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates, U+FFFE/F) are dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const xmlText = (text: string): string => text.replace(NOT_XML, '').replace(/[&<>"]/g, (ch) => ESCAPES[ch]);

/** A..Z, AA.. : the letters of column n (0-based). */
export function columnLetters(n: number): string {
  let letters = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) letters = String.fromCharCode(65 + ((i - 1) % 26)) + letters;
  return letters;
}

/** Days since 1899-12-30, Excel's date number (the time of day as the fraction). */
const excelDate = (date: Date): number => date.getTime() / 86_400_000 + 25_569;

/** A cell; empty values make none. Text is stored inline, numbers and dates as numbers in the style's format. */
function cellXml(ref: string, value: Cell, style: number): string {
  if (value === null || value === undefined || value === '') return '';
  const s = style ? ` s="${style}"` : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}"${s}><v>${excelDate(value)}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  const text = xmlText(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** The sheet's XML: its head, the rows as they come (each batch one piece), then its tail once the size is known. */
async function* sheetXml(columns: SheetColumn[], batches: AsyncIterable<Cell[][]>, rowsWritten: { count: number }): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  const styles = columns.map((c) => STYLE[c.format]);
  const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, STYLE.header)).join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
  let r = 1;
  for await (const batch of batches) {
    let piece = '';
    for (const row of batch) {
      if (r >= MAX_ROWS) throw new Error(`an xlsx sheet holds at most ${MAX_ROWS} rows`);
      r += 1;
      piece += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) piece += cellXml(`${letters[i]}${r}`, row[i], styles[i]);
      piece += '</row>';
    }
    yield piece;
  }
  rowsWritten.count = r - 1;
  yield `</sheetData><autoFilter ref="A1:${letters[columns.length - 1]}${r}"/></worksheet>`;
}

/** Writes the workbook into `out` (and ends it); `batches` yields rows as arrays of cells in the columns' order. */
export async function writeWorkbook(out: Writable, sheetName: string, columns: SheetColumn[], batches: AsyncIterable<Cell[][]>): Promise<number> {
  const zip = new ZipWriter(out);
  const name = xmlText(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, MAX_SHEET_NAME));
  const rowsWritten = { count: 0 };
  await zip.add('[Content_Types].xml', [CONTENT_TYPES]);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]);
  await zip.add('xl/styles.xml', [STYLES]);
  await zip.add('xl/worksheets/sheet1.xml', sheetXml(columns, batches, rowsWritten));
  const last = `$${columnLetters(columns.length - 1)}$${rowsWritten.count + 1}`;
  await zip.add('xl/workbook.xml', [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${name.replaceAll("'", "''")}'!$A$1:${last}</definedName></definedNames></workbook>`,
  ]);
  await zip.finish();
  return rowsWritten.count;
}
