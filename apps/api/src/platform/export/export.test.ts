import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { keysetBatches } from './batches.ts';
import { brasilia, csvText, sameLabel, type ExportColumn } from './columns.ts';
import { writeExport, type ExportSpec } from './file.ts';

/** The platform's export: typed xlsx cells with the filters sheet, CSV as Brazilian text, keyset batches. */

interface Sale {
  id: number;
  who: string;
  total: number;
  day: string;
}

const COLUMNS: ExportColumn<Sale>[] = [
  { label: sameLabel('ID'), format: 'number', value: (r) => r.id },
  { label: { 'pt-br': 'Cliente', en: 'Customer', es: 'Cliente' }, format: 'text', value: (r) => r.who },
  { label: { 'pt-br': 'Total', en: 'Total', es: 'Total' }, format: 'money', value: (r) => r.total },
  { label: { 'pt-br': 'Dia', en: 'Day', es: 'Día' }, format: 'date', value: (r) => new Date(`${r.day}T00:00:00Z`) },
];
const SALES: Sale[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  who: `Pessoa ${i + 1}; "x"`,
  total: 1000.5 * (i + 1),
  day: `2025-03-0${i + 1}`,
}));
const AT = Date.parse('2025-03-10T15:07:00Z');

async function written(spec: Partial<ExportSpec<Sale>>): Promise<{ buffer: Buffer; rows: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const batches = keysetBatches<Sale>(
    async (last, size) => SALES.filter((s) => s.id > (last?.id ?? 0)).slice(0, size),
    3,
  );
  const rows = await writeExport(out, {
    format: 'xlsx',
    lang: 'pt-br',
    sheet: { 'pt-br': 'Vendas', en: 'Sales', es: 'Ventas' },
    columns: COLUMNS,
    batches,
    ...spec,
  });
  return { buffer: Buffer.concat(chunks), rows };
}

describe('writeExport', () => {
  it('xlsx: the rows in the labels of the language, money and dates typed, then the filters sheet', async () => {
    const about = {
      filters: [['Grupo', 'Norte']] as [string, string][],
      sort: 'Nome (A-Z)',
      search: 'ana',
      by: 'Administradora',
      at: AT,
    };
    const { buffer, rows } = await written({ lang: 'en', about });
    expect(rows).toBe(7);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const [list, filters] = workbook.worksheets;
    expect(list.name).toBe('Sales');
    expect((list.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Customer', 'Total', 'Day']);
    expect(list.rowCount).toBe(8);
    expect(list.getRow(8).getCell(3).value).toBe(7003.5);
    expect(list.getRow(8).getCell(3).numFmt).toContain('R$');
    expect(list.getRow(2).getCell(4).value).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(filters.name).toBe('Filters');
    const lines = Array.from({ length: filters.rowCount }, (_, i) =>
      (filters.getRow(i + 1).values as unknown[]).slice(1),
    );
    expect(lines).toEqual([
      ['Filter', 'Value'],
      ['Grupo', 'Norte'],
      ['Sort', 'Nome (A-Z)'],
      ['Search', 'ana'],
      ['Exported by', 'Administradora'],
      ['Exported at (Brasília time)', '10/03/2025 12:07'],
      ['Rows', '7'],
    ]);
  });

  it('xlsx without filters says so on its filters sheet', async () => {
    const { buffer } = await written({ about: { filters: [], by: 'Ana', at: AT } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(workbook.worksheets[1].name).toBe('Filtros');
    expect((workbook.worksheets[1].getRow(2).values as unknown[]).slice(1)).toEqual(['Nenhum filtro']);
  });

  it('xlsx with a search and no filter lists the search, not “Nenhum filtro” beside it', async () => {
    const { buffer } = await written({ about: { filters: [], search: 'ana', by: 'Ana', at: AT } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const side = workbook.worksheets[1];
    const labels = Array.from({ length: side.rowCount }, (_, i) => side.getRow(i + 1).getCell(1).value);
    expect(labels).toContain('Busca');
    expect(labels).not.toContain('Nenhum filtro');
  });

  it('csv: BOM, semicolons, quoted text, R$ and DD/MM/YYYY', async () => {
    const { buffer, rows } = await written({ format: 'csv' });
    expect(rows).toBe(7);
    const text = buffer.toString('utf8');
    expect(text.startsWith('\ufeffID;Cliente;Total;Dia\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(8);
    expect(lines[1].replace(/\s/g, ' ')).toBe('1;"Pessoa 1; ""x""";R$ 1.000,50;01/03/2025');
  });

  it('csv text of numbers and date-times follows the language', () => {
    expect(csvText(2.5, 'number', 'pt-br')).toBe('2,5');
    expect(csvText(2.5, 'number', 'en')).toBe('2.5');
    expect(csvText(new Date('2025-01-02T03:04:00Z'), 'datetime', 'es')).toBe('02/01/2025 03:04');
    expect(csvText(null, 'text', 'pt-br')).toBe('');
  });

  it('Brasília’s wall-clock time of an instant', () => {
    expect(brasilia(Date.parse('2025-07-01T02:30:00Z')).toISOString()).toBe('2025-06-30T23:30:00.000Z');
  });
});

describe('keysetBatches', () => {
  it('reads after the last row of each batch until a short batch, never twice the same row', async () => {
    const asked: (number | undefined)[] = [];
    const seen: number[] = [];
    for await (const batch of keysetBatches<Sale>(async (last, size) => {
      asked.push(last?.id);
      return SALES.filter((s) => s.id > (last?.id ?? 0)).slice(0, size);
    }, 3))
      seen.push(...batch.map((s) => s.id));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([undefined, 3, 6]);
  });
});
