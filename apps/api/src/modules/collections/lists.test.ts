import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionCalls, pathOf, type Query } from './test-kit.ts';

/** A collection's list: pages and cursors, sort with NULLs, accent-insensitive search, filters, parent, totals. */

let kit: TestKit;
let api: ReturnType<typeof collectionCalls>;
let categoria: number;
let outraCategoria: number;
/** Products named 'Vitrine …', created in this order. */
const made: number[] = [];

const rows: [string, number, boolean, string | null, 'a' | 'b', string][] = [
  ['Vitrine João camiseta', 50, true, '2025-03-10', 'a', 'ativo'],
  ['Vitrine caneca', 20.5, false, null, 'a', 'ativo'],
  ['Vitrine boné', 35, true, '2024-12-01', 'b', 'inativo'],
  ['Vitrine agenda', 12, false, '2025-06-30', 'b', 'ativo'],
  ['Vitrine mochila', 99.9, false, null, 'a', 'ativo'],
];

beforeAll(async () => {
  kit = await testKit();
  api = collectionCalls(kit);
  categoria = (await api.create(kit.admin3, 'categorias-produto', { nome: 'Vitrine A' })).id;
  outraCategoria = (await api.create(kit.admin3, 'categorias-produto', { nome: 'Vitrine B' })).id;
  await api.create(kit.admin3, 'cursos', { titulo: 'Curso das listas' });
  for (const [nome, preco, destaque, lancamento, cat, status] of rows) {
    const body = {
      nome,
      sku: `VIT-${made.length}`,
      preco,
      estoque: 5,
      destaque,
      lancamento,
      categoria_id: cat === 'a' ? categoria : outraCategoria,
      status,
    };
    const created = await api.create(kit.admin3, 'produtos', body);
    made.push(created.id);
  }
});
afterAll(() => kit.close());

const vitrine = (query: Query = {}) => api.list(kit.admin3, 'produtos', { search: 'vitrine', ...query });
const names = (data: Record<string, unknown>[]) => data.map((r) => r.nome);
const byName = (...list: string[]) => list.map((n) => `Vitrine ${n}`);

describe('paging', () => {
  it('pages by number and by cursors, and opens the last page', async () => {
    const first = await vitrine({ per_page: 2, sort: 'preco' });
    expect(first).toMatchObject({ current_page: 1, last_page: 3, total: 5, total_estimated: false, prev_cursor: null });
    expect(names(first.data)).toEqual(byName('agenda', 'caneca'));
    const second = await vitrine({ per_page: 2, sort: 'preco', page: 2, cursor: first.next_cursor });
    expect(second.current_page).toBe(2);
    expect(names(second.data)).toEqual(byName('boné', 'João camiseta'));
    expect((await vitrine({ per_page: 2, sort: 'preco', page: 2 })).data).toEqual(second.data);
    const back = await vitrine({ per_page: 2, sort: 'preco', page: 1, cursor: second.prev_cursor });
    expect(back.data).toEqual(first.data);
    const last = await vitrine({ per_page: 2, sort: 'preco', cursor: 'last' });
    expect(last).toMatchObject({ current_page: 3, next_cursor: null });
    expect(names(last.data)).toEqual(byName('mochila'));
    // A collection without a default order lists the newest first.
    const questao = await api.create(kit.admin3, 'questoes', { enunciado: 'Questão mais nova' });
    expect((await api.list(kit.admin3, 'questoes', { per_page: 1 })).data[0].id).toBe(questao.id);
  });

  it('refuses a cursor of another list or a malformed one (422)', async () => {
    const first = await vitrine({ per_page: 2 });
    const other = await kit.call(
      'GET',
      pathOf('produtos', { query: { search: 'caneca', per_page: 2, page: 2, cursor: first.next_cursor } }),
      kit.admin3,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toHaveProperty('cursor');
    expect((await kit.call('GET', pathOf('produtos', { query: { cursor: 'nonsense!' } }), kit.admin3)).statusCode).toBe(
      422,
    );
  });
});

describe('sort', () => {
  it('orders a sortable field ascending with NULLs first, descending with NULLs last, ties by id', async () => {
    expect(names((await vitrine({ sort: 'lancamento' })).data)).toEqual(
      byName('caneca', 'mochila', 'boné', 'João camiseta', 'agenda'),
    );
    expect(names((await vitrine({ sort: '-lancamento' })).data)).toEqual(
      byName('agenda', 'João camiseta', 'boné', 'mochila', 'caneca'),
    );
    expect(names((await vitrine({ sort: 'preco' })).data)).toEqual(
      byName('agenda', 'caneca', 'boné', 'João camiseta', 'mochila'),
    );
  });

  it('keeps the order across pages, through the NULLs', async () => {
    const seen: unknown[] = [];
    let page = await vitrine({ sort: 'lancamento', per_page: 2 });
    seen.push(...names(page.data));
    for (let n = 2; page.next_cursor; n += 1) {
      page = await vitrine({ sort: 'lancamento', per_page: 2, page: n, cursor: page.next_cursor });
      seen.push(...names(page.data));
    }
    expect(seen).toEqual(byName('caneca', 'mochila', 'boné', 'João camiseta', 'agenda'));
    const last = await vitrine({ sort: '-lancamento', per_page: 2, cursor: 'last' });
    expect(names(last.data)).toEqual(byName('caneca'));
    const before = await vitrine({ sort: '-lancamento', per_page: 2, page: 2, cursor: last.prev_cursor });
    expect(names(before.data)).toEqual(byName('boné', 'mochila'));
  });

  it('refuses a field that does not sort (422)', async () => {
    const res = await kit.call('GET', pathOf('produtos', { query: { sort: 'descricao' } }), kit.admin3);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('sort');
  });
});

describe('search', () => {
  it('ignores accents and case', async () => {
    expect(names((await vitrine({ search: 'joao' })).data)).toEqual(byName('João camiseta'));
    expect(names((await vitrine({ search: 'BONE' })).data)).toEqual(byName('boné'));
    expect(names((await vitrine({ search: 'CAMISETA' })).data)).toEqual(byName('João camiseta'));
    expect(names((await vitrine({ search: 'vitrine ca' })).data)).toEqual(byName('caneca'));
  });

  it('finds the rows of the earlier tables, seeded before their collection existed', async () => {
    expect(
      names((await api.list(kit.admin3, 'grupos', { search: 'coordenacao' })).data.map((r) => ({ nome: r.name }))),
    ).toEqual(['Coordenação']);
    expect((await api.list(kit.admin3, 'regional', { search: 'nordeste' })).data.map((r) => r.name)).toEqual([
      'Nordeste',
    ]);
    expect((await api.list(kit.admin3, 'bi', { search: 'engajamento' })).total).toBeGreaterThan(0);
  });

  it('searches short terms too, and answers an empty page for no match', async () => {
    const none = await vitrine({ search: 'zzzzzz-nada' });
    expect(none).toMatchObject({ data: [], total: 0, next_cursor: null, prev_cursor: null });
    const short = await api.list(kit.admin3, 'produtos', { search: 'bo', per_page: 100 });
    expect(names(short.data)).toContain('Vitrine boné');
  });
});

describe('filters', () => {
  it('narrows by enum, boolean, reference and range, counting the total', async () => {
    const inactive = await vitrine({ status: 'inativo' });
    expect(names(inactive.data)).toEqual(byName('boné'));
    expect(inactive.total).toBe(1);
    expect(names((await vitrine({ destaque: 'true', sort: 'preco' })).data)).toEqual(byName('boné', 'João camiseta'));
    expect(names((await vitrine({ destaque: 'false', sort: 'preco' })).data)).toEqual(
      byName('agenda', 'caneca', 'mochila'),
    );
    expect((await vitrine({ categoria_id: outraCategoria })).total).toBe(2);
    const range = await vitrine({ preco_min: '20.5', preco_max: '50', sort: 'preco' });
    expect(names(range.data)).toEqual(byName('caneca', 'boné', 'João camiseta'));
    expect(range.total).toBe(3);
    expect(names((await vitrine({ preco: '35' })).data)).toEqual(byName('boné'));
    const dates = await vitrine({ lancamento_min: '2025-01-01', lancamento_max: '2025-12-31', sort: 'lancamento' });
    expect(names(dates.data)).toEqual(byName('João camiseta', 'agenda'));
  });

  it('combines filters with paging', async () => {
    const first = await vitrine({ categoria_id: categoria, per_page: 2, sort: 'preco' });
    expect(first).toMatchObject({ total: 3, last_page: 2 });
    const second = await vitrine({
      categoria_id: categoria,
      per_page: 2,
      sort: 'preco',
      page: 2,
      cursor: first.next_cursor,
    });
    expect(names([...first.data, ...second.data])).toEqual(byName('caneca', 'João camiseta', 'mochila'));
  });

  it('refuses a filter value that does not fit its kind (422 on the parameter)', async () => {
    for (const [name, value] of [
      ['status', 'quebrado'],
      ['destaque', 'talvez'],
      ['preco_min', 'abc'],
      ['lancamento_max', '2025-13-01'],
      ['categoria_id', '-3'],
    ]) {
      const res = await kit.call('GET', pathOf('produtos', { query: { [name]: value } }), kit.admin3);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toHaveProperty(name);
    }
  });

  it('takes the parent in the query as under the parent path', async () => {
    const curso = (await api.list(kit.admin3, 'cursos', { search: 'Curso das listas' })).data[0] as { id: number };
    for (const titulo of ['Um', 'Dois', 'Três'])
      await api.create(kit.admin3, 'modulos', { titulo, ordem: 1 }, { curso_id: curso.id });
    const byQuery = await api.list(kit.admin3, 'modulos', { curso_id: curso.id, sort: 'titulo' });
    const byPath = await api.list(kit.admin3, 'modulos', { sort: 'titulo' }, { curso_id: curso.id });
    expect(names(byQuery.data)).toEqual(names(byPath.data));
    expect(byQuery.data.map((r) => r.titulo)).toEqual(['Dois', 'Três', 'Um']);
    expect(byQuery.total).toBe(3);
    expect(byPath.total).toBe(3);
  });
});

describe('rows of a list', () => {
  it('are the rows a read answers, labels included, on every kind of page', async () => {
    const pages = [
      await vitrine(),
      await vitrine({ status: 'ativo' }),
      await api.list(kit.admin3, 'produtos', { per_page: 100 }),
      await vitrine({ sort: '-preco', per_page: 2 }),
    ];
    const next = await vitrine({ sort: '-preco', per_page: 2, page: 2, cursor: pages[3].next_cursor });
    for (const row of [...pages, next].flatMap((page) => page.data)) {
      const read = await kit.call('GET', pathOf('produtos', { id: row.id as number }), kit.admin3);
      expect(row).toEqual(read.json().data);
    }
    expect(pages[0].data.find((r) => r.id === made[0])).toMatchObject({ labels: { categoria_id: 'Vitrine A' } });
  });

  it("never name another client's row, even when a stored reference points at one", async () => {
    const elsewhere = await api.create(kit.admin6, 'categorias-produto', { nome: 'Categoria de outro cliente' });
    await kit.db
      .updateTable('c_produtos' as never)
      .set({ categoria_id: elsewhere.id } as never)
      .where('id' as never, '=', made[1] as never)
      .execute();
    try {
      const row = (await vitrine()).data.find((r) => r.id === made[1]);
      expect(row).toMatchObject({ categoria_id: elsewhere.id, labels: { categoria_id: null } });
    } finally {
      await kit.db
        .updateTable('c_produtos' as never)
        .set({ categoria_id: categoria } as never)
        .where('id' as never, '=', made[1] as never)
        .execute();
    }
  });
});
