import type { Writable } from 'node:stream';
import { ZipWriter } from './zip.ts';

/**
 * An xlsx workbook streamed row by row (SPEC.md §9: Excel is the default export type). The sheet's XML is
 * made here as text and deflated into the zip as it goes: a large export holds one batch of rows in memory and costs
 * a fraction of a general spreadsheet library's time (docs/benchmarks.md, Collections). Text is stored inline
 * (no shared-string table to hold), the header row is bold, frozen and carries a filter, and numbers, money and dates
 * keep their types with Brazilian formats. A second, small sheet may follow the list (the export's filters): it is
 * made once the rows are written, so it can say how many there were.
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

const CONTENT_TYPES = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheetNumbers(
  sheets,
)
  .map(
    (n) =>
      `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  )
  .join(
    '',
  )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Sheet n is rId n; the styles come after the sheets. */
const WORKBOOK_RELS = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetNumbers(sheets)
  .map(
    (n) =>
      `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
  )
  .join(
    '',
  )}<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const sheetNumbers = (sheets: number): number[] => Array.from({ length: sheets }, (_, i) => i + 1);

/** Excel's limits: rows of a sheet, characters of a cell, characters of a sheet's name. */
const MAX_ROWS = 1_048_576;
const MAX_CELL_TEXT = 32_767;
const MAX_SHEET_NAME = 31;

/** Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates, U+FFFE/F) are dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- finding controls is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
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
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}"${s}><v>${excelDate(value)}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  const text = xmlText(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** A sheet's head: the frozen header row (bold) and the columns' widths. */
function sheetHead(columns: SheetColumn[], letters: string[]): string {
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => cellXml(`${letters[i]}1`, c.header, STYLE.header)).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
}

/** The sheet's XML: its head, the rows as they come (each batch one piece), then its tail once the size is known. */
async function* sheetXml(
  columns: SheetColumn[],
  batches: AsyncIterable<Cell[][]> | Iterable<Cell[][]>,
  rowsWritten: { count: number },
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnLetters(i));
  const styles = columns.map((c) => STYLE[c.format]);
  yield sheetHead(columns, letters);
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

/** A small sheet after the list (the export's filters): made once the list is written, from how many rows it has. */
export interface SideSheet {
  name: string;
  columns: SheetColumn[];
  rows: (listRows: number) => Cell[][];
}

const sheetName = (name: string): string => xmlText(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, MAX_SHEET_NAME));

/** Writes the workbook into `out` (and ends it); `batches` yields rows as arrays of cells in the columns' order. */
export async function writeWorkbook(
  out: Writable,
  listName: string,
  columns: SheetColumn[],
  batches: AsyncIterable<Cell[][]>,
  side?: SideSheet,
): Promise<number> {
  const zip = new ZipWriter(out);
  const sheets = side ? 2 : 1;
  const names = [sheetName(listName), ...(side ? [sheetName(side.name)] : [])];
  const rowsWritten = { count: 0 };
  await zip.add('[Content_Types].xml', [CONTENT_TYPES(sheets)]);
  await zip.add('_rels/.rels', [ROOT_RELS]);
  await zip.add('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS(sheets)]);
  await zip.add('xl/styles.xml', [STYLES]);
  await zip.add('xl/worksheets/sheet1.xml', sheetXml(columns, batches, rowsWritten));
  if (side)
    await zip.add('xl/worksheets/sheet2.xml', sheetXml(side.columns, [side.rows(rowsWritten.count)], { count: 0 }));
  const last = `$${columnLetters(columns.length - 1)}$${rowsWritten.count + 1}`;
  const sheetList = names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  await zip.add('xl/workbook.xml', [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetList}</sheets><definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${names[0].replaceAll("'", "''")}'!$A$1:${last}</definedName></definedNames></workbook>`,
  ]);
  await zip.finish();
  return rowsWritten.count;
}
