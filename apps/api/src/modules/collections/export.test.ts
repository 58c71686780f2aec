import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionCalls, pathOf, type Query } from './test-kit.ts';

/** format=xlsx|csv: the list's rows in its order, labels in the user's language, dates DD/MM/YYYY, money R$. */

let kit: TestKit;
let api: ReturnType<typeof collectionCalls>;
let memberId: number;

beforeAll(async () => {
  kit = await testKit();
  api = collectionCalls(kit);
  memberId = await kit.idOf('member@asta.demo');
  const categoria = (await api.create(kit.admin3, 'categorias-produto', { nome: 'Planilha; "aspas"' })).id;
  for (const [nome, preco, status] of [
    ['Planilha caneca', 1234.5, 'ativo'],
    ['Planilha boné', 35, 'inativo'],
    ['Planilha agenda', 12, 'ativo'],
  ] as const) {
    await api.create(kit.admin3, 'produtos', {
      nome,
      sku: `PLAN-${nome.length}-${preco}`,
      preco,
      estoque: 3,
      status,
      categoria_id: categoria,
    });
  }
  for (const [titulo, publicado_em] of [
    ['Planilha curso 1', '2025-01-31'],
    ['Planilha curso 2', null],
  ] as const) {
    // A course published without a date is stamped today (its workflow): the dateless one is a draft.
    await api.create(kit.admin3, 'cursos', { titulo, publicado_em, status: publicado_em ? 'publicado' : 'rascunho' });
  }
});
afterAll(() => kit.close());

async function exported(format: 'xlsx' | 'csv', entity: string, query: Query, token = kit.admin3) {
  const res = await kit.call('GET', pathOf(entity, { query: { ...query, format } }), token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res;
}

async function sheetOf(buffer: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const csvRows = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/));

describe('xlsx', () => {
  it('holds the list’s rows in its order with the list’s columns in Portuguese, money as R$', async () => {
    const query = { search: 'planilha', sort: '-preco' };
    const list = await api.list(kit.admin3, 'produtos', query);
    const res = await exported('xlsx', 'produtos', query);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="produtos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Código', 'Nome', 'SKU', 'Preço', 'Estoque', 'Imagem', 'Categoria', 'Status']);
    const ids = [];
    for (let n = 2; n <= sheet.rowCount; n += 1) ids.push(sheet.getRow(n).getCell(1).value);
    expect(ids).toEqual(list.data.map((r) => r.id));
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('Planilha caneca');
    expect(first.getCell(4).value).toBe(1234.5);
    expect(first.getCell(4).numFmt).toContain('R$');
    expect(first.getCell(7).value).toBe('Planilha; "aspas"');
    expect(sheet.getRow(3).getCell(8).value).toBe('Inativo');
  });

  it('writes the filter, sort and search on the Filtros sheet', async () => {
    const res = await exported('xlsx', 'produtos', { search: 'planilha', sort: '-preco', status: 'ativo' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const about = workbook.getWorksheet('Filtros')!;
    const lines = Object.fromEntries(
      Array.from({ length: about.rowCount - 1 }, (_, i) => (about.getRow(i + 2).values as string[]).slice(1)),
    );
    expect(lines).toMatchObject({
      Status: 'Ativo',
      Ordenação: 'Preço (decrescente)',
      Busca: 'planilha',
      'Exportado por': expect.any(String),
      Linhas: '2',
    });
    expect(lines['Exportado em (horário de Brasília)']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('writes dates as dates shown DD/MM/YYYY, and an empty cell for no date', async () => {
    const res = await exported('xlsx', 'cursos', { search: 'planilha curso', sort: 'titulo' });
    const sheet = await sheetOf(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Publicado em') + 1;
    expect(column).toBeGreaterThan(0);
    const cell = sheet.getRow(2).getCell(column);
    expect(cell.value).toEqual(new Date('2025-01-31T00:00:00Z'));
    expect(cell.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(3).getCell(column).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('labels in the user’s language', async () => {
    const lang = await kit.call('PUT', '/api/v2/client/user/language', kit.member3, { language: 'en' });
    expect(lang.statusCode, lang.body).toBe(200);
    await api.grant(memberId, 'ecommerce', ['exportar']);
    const res = await exported('xlsx', 'produtos', { search: 'planilha', sort: 'preco' }, kit.member3);
    const sheet = await sheetOf(res.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
      'Name',
      'SKU',
      'Price',
      'Stock',
      'Image',
      'Category',
      'Status',
    ]);
    expect(sheet.getRow(2).getCell(8).value).toBe('Active');
    expect(sheet.getRow(3).getCell(8).value).toBe('Inactive');
  });
});

describe('csv', () => {
  it('holds the same rows as text: BOM, semicolons, quoted values, money R$, dates DD/MM/YYYY', async () => {
    const query = { search: 'planilha', sort: '-preco' };
    const list = await api.list(kit.admin3, 'produtos', query);
    const res = await exported('csv', 'produtos', query);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/filename="produtos-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(['Código', 'Nome', 'SKU', 'Preço', 'Estoque', 'Imagem', 'Categoria', 'Status']);
    expect(rows.map((r) => Number(r[0]))).toEqual(list.data.map((r) => r.id));
    expect(rows[0][3].replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(rows[0][6]).toBe('"Planilha; ""aspas"""');
    expect(rows[1][7]).toBe('Inativo');
    const cursos = csvRows((await exported('csv', 'cursos', { search: 'planilha curso', sort: 'titulo' })).body);
    const column = cursos[0].indexOf('Publicado em');
    expect(cursos.slice(1).map((r) => r[column])).toEqual(['31/01/2025', '']);
  });

  it('exports the whole filtered list past one page, and nothing of another client', async () => {
    const all = await api.list(kit.admin3, 'produtos', { per_page: 1 });
    const rows = csvRows((await exported('csv', 'produtos', { per_page: 1 })).body).slice(1);
    expect(rows).toHaveLength(all.total);
    const foreign = csvRows((await exported('csv', 'produtos', { search: 'planilha' }, kit.admin6)).body).slice(1);
    expect(foreign).toEqual([]);
  });

  it('answers 403 without exportar and 422 for an unknown format', async () => {
    await api.grant(memberId, 'ecommerce', []);
    expect((await kit.call('GET', pathOf('produtos', { query: { format: 'csv' } }), kit.member3)).statusCode).toBe(403);
    expect((await kit.call('GET', pathOf('produtos', { query: { format: 'pdf' } }), kit.admin3)).statusCode).toBe(422);
  });
});
