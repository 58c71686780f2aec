import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, writeWorkbook, xmlText, type Cell, type SheetColumn } from './workbook.ts';

/** The streamed workbook as Excel's readers see it (exceljs's reader), its limits and its backpressure. */

async function* batchesOf(rows: Cell[][], size = 2): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function written(
  columns: SheetColumn[],
  rows: Cell[][],
  name = 'Lista',
): Promise<{ buffer: Buffer; count: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await writeWorkbook(out, name, columns, batchesOf(rows));
  return { buffer: Buffer.concat(chunks), count };
}

async function read(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const COLUMNS: SheetColumn[] = [
  { header: 'Código', format: 'number', width: 10 },
  { header: 'Nome', format: 'text', width: 30 },
  { header: 'Preço', format: 'money', width: 12 },
  { header: 'Lançamento', format: 'date', width: 12 },
  { header: 'Atualizado em', format: 'datetime', width: 18 },
];

describe('writeWorkbook', () => {
  it('writes the header in bold, then each row with its types and Brazilian formats', async () => {
    const rows: Cell[][] = [
      [1, 'Caneca <azul> & "branca"', 1234.5, new Date('2025-01-31T00:00:00Z'), new Date('2025-02-01T13:45:00Z')],
      [2, '  espaços nas pontas  ', 0, null, undefined],
      [3, 'Açaí – ção 😀', 19.9, new Date('2024-02-29T00:00:00Z'), null],
    ];
    const { buffer, count } = await written(COLUMNS, rows, 'Produtos');
    expect(count).toBe(3);
    const sheet = await read(buffer);
    expect(sheet.name).toBe('Produtos');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      1,
      'Caneca <azul> & "branca"',
      1234.5,
      new Date('2025-01-31T00:00:00Z'),
      new Date('2025-02-01T13:45:00Z'),
    ]);
    expect(sheet.getRow(3).getCell(2).value).toBe('  espaços nas pontas  ');
    expect(sheet.getRow(3).getCell(3).value).toBe(0);
    expect(sheet.getRow(3).getCell(4).value).toBeNull();
    expect(sheet.getRow(4).getCell(2).value).toBe('Açaí – ção 😀');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:E4');
    expect(sheet.rowCount).toBe(4);
  });

  it('drops what XML cannot hold, keeps the rest of the text, and cuts a cell at Excel’s 32,767 characters', async () => {
    const { buffer } = await written(COLUMNS.slice(0, 2), [
      [1, 'antes\u0000\u0007\u001b depois\ttab\nlinha'],
      [2, 'x'.repeat(40_000)],
      [3, 'meio \ud800 surrogate'],
    ]);
    const sheet = await read(buffer);
    expect(sheet.getRow(2).getCell(2).value).toBe('antes depois\ttab\nlinha');
    expect(String(sheet.getRow(3).getCell(2).value)).toHaveLength(32_767);
    expect(sheet.getRow(4).getCell(2).value).toBe('meio  surrogate');
  });

  it('names columns past Z as Excel does, and a sheet name without the characters Excel refuses', async () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
    const wide = Array.from({ length: 30 }, (_, i) => ({ header: `C${i}`, format: 'number' as const, width: 8 }));
    const { buffer } = await written(
      wide,
      [Array.from({ length: 30 }, (_, i) => i)],
      'a/b:c*d?[e]f: um nome longo demais para o Excel',
    );
    const sheet = await read(buffer);
    expect(sheet.getRow(2).getCell(30).value).toBe(29);
    expect(sheet.autoFilter).toBe('A1:AD2');
    expect(sheet.name).toBe('a b c d  e f  um nome longo dem');
  });

  it('writes a side sheet after the list, made from the list’s row count, its header bold and frozen too', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const side = {
      name: 'Filtros',
      columns: [
        { header: 'Filtro', format: 'text' as const, width: 20 },
        { header: 'Valor', format: 'text' as const, width: 30 },
      ],
      rows: (n: number): Cell[][] => [
        ['Grupo', 'Norte'],
        ['Linhas', String(n)],
      ],
    };
    await writeWorkbook(
      out,
      'Pessoas',
      COLUMNS.slice(0, 2),
      batchesOf([
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
      ]),
      side,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Pessoas', 'Filtros']);
    const filters = workbook.worksheets[1];
    expect((filters.getRow(1).values as unknown[]).slice(1)).toEqual(['Filtro', 'Valor']);
    expect(filters.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(filters.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((filters.getRow(3).values as unknown[]).slice(1)).toEqual(['Linhas', '3']);
    expect(workbook.worksheets[0].autoFilter).toBe('A1:B4');
  });

  it('escapes text for XML', () => {
    expect(xmlText('<a href="x">&amp;</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('waits for a slow reader instead of holding the workbook in memory', async () => {
    const produced: number[] = [];
    async function* many(): AsyncGenerator<Cell[][]> {
      for (let b = 0; b < 200; b++) {
        produced.push(b);
        yield Array.from({ length: 500 }, (_, i) => [b * 500 + i, `linha ${Math.random().toString(36)} ${i}`]);
      }
    }
    // A reader that accepts one chunk and then stops reading.
    let release: () => void = () => {};
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(_chunk, _encoding, done) {
        release = done;
      },
    });
    const writing = writeWorkbook(out, 'Lista', COLUMNS.slice(0, 2), many());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(produced.length).toBeLessThan(20);
    out.destroy();
    release();
    await expect(writing).rejects.toThrow();
  });

  it('fails the stream when the rows fail, without hanging', async () => {
    async function* failing(): AsyncGenerator<Cell[][]> {
      yield [[1, 'a']];
      throw new Error('leitura interrompida');
    }
    const out = new PassThrough();
    out.resume();
    await expect(writeWorkbook(out, 'Lista', COLUMNS.slice(0, 2), failing())).rejects.toThrow('leitura interrompida');
  });
});
