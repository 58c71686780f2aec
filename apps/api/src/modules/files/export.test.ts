import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRecord } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, grantWithoutExport, lastExportAudit, readCsv, readXlsx } from '../../platform/export/test-kit.ts';

/** GET /api/v2/admin/file/all?format=xlsx|csv: the library as the files screen lists it, every page of it. */

let kit: TestKit;
const ROWS = 7;

beforeAll(async () => {
  kit = await testKit();
  // Two files share an upload time, so the keyset's tie on id is exercised.
  const base = Date.parse('2025-04-01T12:00:00Z');
  const values = Array.from({ length: ROWS }, (_, i) => ({
    client_id: 3,
    uploader_user_id: null,
    name: `Planilha ${i}; "arquivo".pdf`,
    description: i % 2 ? `descrição ${i}` : '',
    storage_key: `export-test/${i}`,
    url: `https://cdn.example/export-test/${i}`,
    mime: i < 3 ? 'image/png' : 'application/pdf',
    kind: (i < 3 ? 'image' : 'archive') as 'image' | 'archive',
    size: 1_000_000 * i + 17,
    width: i < 3 ? 640 : null,
    height: i < 3 ? 480 : null,
    created_at: new Date(base + Math.min(i, 5) * 3_600_000).toISOString(),
  }));
  await kit.db.insertInto('files').values(values).execute();
  await kit.db
    .insertInto('files')
    .values({ ...values[0], client_id: 6, name: 'Planilha de outro cliente.pdf', storage_key: 'export-test/6' })
    .execute();
});
afterAll(() => kit.close());

async function listed(query: string, token = kit.admin3): Promise<FileRecord[]> {
  const res = await kit.call('GET', `/api/v2/admin/file/all?per_page=100&${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data.data as FileRecord[];
}

const KINDS = { image: 'Imagem', video: 'Vídeo', archive: 'Arquivo' };
/** Brasília is UTC-3 (no daylight saving since 2019): the wall-clock time a cell holds. */
const wall = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000);

describe('files export', () => {
  it('xlsx: every matching file newest first with the list’s values, sizes as numbers and upload times as dates', async () => {
    const items = await listed('search=planilha');
    expect(items).toHaveLength(ROWS);
    const file = await readXlsx(
      (await download(kit, '/api/v2/admin/file/all?search=planilha&per_page=2', kit.admin3)).rawPayload,
    );
    expect(file.header).toEqual([
      'Código',
      'Nome',
      'Descrição',
      'Tipo',
      'Formato',
      'Tamanho (bytes)',
      'Largura',
      'Altura',
      'Endereço',
      'Enviado em (horário de Brasília)',
    ]);
    expect(file.rows).toEqual(
      items.map((f) => [
        f.id,
        f.name,
        f.description || null,
        KINDS[f.kind],
        f.mime,
        f.size,
        f.width,
        f.height,
        f.url,
        wall(f.created_at),
      ]),
    );
    expect(file.sheet.getRow(2).getCell(10).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(file.about).toMatchObject({
      Busca: 'planilha',
      Linhas: String(ROWS),
      Ordenação: 'Enviado em (horário de Brasília) (decrescente)',
    });
  });

  it('csv with the kind filter: the same rows as text, dates DD/MM/YYYY HH:mm', async () => {
    const items = await listed('search=planilha&kind=image');
    expect(items).toHaveLength(3);
    const [, ...rows] = readCsv(
      (await download(kit, '/api/v2/admin/file/all?search=planilha&kind=image', kit.admin3, 'csv')).body,
    );
    expect(rows.map((r) => [Number(r[0]), r[3], r[5]])).toEqual(items.map((f) => [f.id, 'Imagem', String(f.size)]));
    expect(rows[rows.length - 1][9]).toBe('01/04/2025 09:00');
    expect(await lastExportAudit(kit, 'files.export')).toEqual({
      client_id: 3,
      actor_user_id: await kit.idOf('admin@asta.demo'),
      after: { format: 'csv', filters: { search: 'planilha', kind: 'image' }, rows: 3 },
    });
  });

  it('filters sheet names the kind in the user’s language', async () => {
    const file = await readXlsx(
      (await download(kit, '/api/v2/admin/file/all?kind=archive&search=planilha', kit.admin3)).rawPayload,
    );
    expect(file.about).toMatchObject({ Tipo: 'Arquivo', Linhas: '4' });
  });

  it('never holds another client’s files; 403 without arquivos.exportar', async () => {
    const mine = await readXlsx((await download(kit, '/api/v2/admin/file/all?search=planilha', kit.admin6)).rawPayload);
    expect(mine.rows.map((r) => r[1])).toEqual(['Planilha de outro cliente.pdf']);
    await grantWithoutExport(kit, await kit.idOf('member@asta.demo'), 'arquivos');
    expect((await kit.call('GET', '/api/v2/admin/file/all', kit.member3)).statusCode).toBe(200);
    expect((await kit.call('GET', '/api/v2/admin/file/all?format=xlsx', kit.member3)).statusCode).toBe(403);
  });
});
