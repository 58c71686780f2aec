import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientId, setToken } from './session.ts';
import { failure, keysetPageOf, ok } from '../test/api-answers.ts';
import { mockFetch } from '../test/api-stubs.ts';
import { attachmentName, dataProvider } from './data-provider.ts';

const MODULES = { base: '/api/v2/admin', entity: 'modulos' };
const emptyPage = keysetPageOf([]);

describe('data provider', () => {
  beforeEach(() => {
    setToken('tk');
    setClientId(3);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists under the parent path with paging, sort, search and only the filters given', async () => {
    const { calls } = mockFetch({ 'GET /api/v2/admin/curso_id/12/modulos': ok(emptyPage) });
    await dataProvider.getList(MODULES, {
      page: 2,
      per_page: 50,
      sort: '-ordem',
      search: ' abertura ',
      filters: { ordem_min: '2', status: '' },
      parent: { param: 'curso_id', id: 12 },
    });
    expect(calls[0].path).toBe('/api/v2/admin/curso_id/12/modulos');
    expect(Object.fromEntries(calls[0].query)).toEqual({
      client_id: '3',
      page: '2',
      per_page: '50',
      sort: '-ordem',
      search: 'abertura',
      ordem_min: '2',
    });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tk');
  });

  it('creates a child under its parent and reads, updates and deletes a record by id', async () => {
    const row = { id: 4, titulo: 'A', curso_id: 12, labels: {} };
    const { calls } = mockFetch({
      'POST /api/v2/admin/curso_id/12/modulos': ok(row),
      'GET /api/v2/admin/modulos/4': ok(row),
      'PUT /api/v2/admin/modulos/4': ok(row),
      'DELETE /api/v2/admin/modulos/4': ok({ id: 4 }),
    });
    expect(await dataProvider.create(MODULES, { titulo: 'A' }, { param: 'curso_id', id: 12 })).toEqual(row);
    await dataProvider.getOne(MODULES, 4);
    await dataProvider.update(MODULES, 4, { titulo: 'B' });
    expect(await dataProvider.delete(MODULES, 4)).toBe(4);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/v2/admin/curso_id/12/modulos',
      'GET /api/v2/admin/modulos/4',
      'PUT /api/v2/admin/modulos/4',
      'DELETE /api/v2/admin/modulos/4',
    ]);
    expect(calls[2].body).toEqual({ titulo: 'B' });
  });

  it('downloads an export with progress from Content-Length and the file name of Content-Disposition', async () => {
    const bytes = new TextEncoder().encode('titulo;ordem\nA;1\n');
    // The file is not JSON: this one answer is stubbed by hand.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(bytes, {
            status: 200,
            headers: {
              'Content-Length': String(bytes.length),
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="m.csv"; filename*=UTF-8\'\'M%C3%B3dulos.csv',
            },
          }),
      ),
    );
    const progress: (number | null)[][] = [];
    const file = await dataProvider.export(MODULES, {
      format: 'csv',
      page: 3,
      cursor: 'abc',
      sort: 'ordem',
      onProgress: ({ loaded, total }) => progress.push([loaded, total]),
    });
    expect(file.filename).toBe('Módulos.csv');
    expect(file.blob.size).toBe(bytes.length);
    expect(progress.at(0)).toEqual([0, bytes.length]);
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);
  });

  it('sends the export query without paging, and fails with the API message (403 without exportar)', async () => {
    const { calls } = mockFetch({ 'GET /api/v2/admin/modulos': failure(403, 'Sem permissão.') });
    await expect(
      dataProvider.export(MODULES, {
        format: 'xlsx',
        page: 3,
        cursor: 'abc',
        sort: 'ordem',
        filters: { status: 'ativo' },
      }),
    ).rejects.toMatchObject({ status: 403, message: 'Sem permissão.' });
    expect(Object.fromEntries(calls[0].query)).toEqual({
      client_id: '3',
      sort: 'ordem',
      status: 'ativo',
      format: 'xlsx',
    });
  });

  it('names a file from either form of Content-Disposition, else from the entity', () => {
    expect(attachmentName('attachment; filename="produtos.xlsx"', 'x')).toBe('produtos.xlsx');
    expect(attachmentName(null, 'produtos.csv')).toBe('produtos.csv');
  });
});
