import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readSheet, type SheetRow } from './read.ts';
import { sheetXml, xlsxByHand, zipPart } from './test-kit.ts';

/** The streaming xlsx reader takes a zip's parts in whatever order its writer put them. */

const LIMITS = {
  unzippedBytes: 1 << 26,
  cellChars: 32_767,
  sharedStrings: 1000,
  sharedStringsBytes: 1 << 20,
  columns: 50,
};
const STRINGS = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Nome</t></si><si><t>Ana</t></si></sst>`;
const ROWS =
  '<row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>42</v></c></row>';

async function rowsOf(file: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheet(Readable.from([file]), 'xlsx', LIMITS)) rows.push(row);
  return rows;
}

describe('reading an xlsx', () => {
  it('reads a sheet that comes before the workbook part (a writer under load put it there; the read failed once)', async () => {
    const parts = [zipPart('xl/sharedStrings.xml', STRINGS), zipPart('xl/worksheets/sheet1.xml', sheetXml(ROWS))];
    const expected = [
      { row: 1, cells: ['Nome'] },
      { row: 2, cells: ['Ana', 42] },
    ];
    expect(await rowsOf(xlsxByHand(parts))).toEqual(expected);
    expect(await rowsOf(xlsxByHand(parts, { workbookLast: true }))).toEqual(expected);
  });
});
