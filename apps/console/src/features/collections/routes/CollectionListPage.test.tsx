import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_CHANGES_PATH, COLLECTION_CHANGES_PROTOCOL } from '@console/contract';
import { applyLanguage } from '../../../lib/i18n.ts';
import { FakeWebSocket } from '../../../test/fake-websocket.ts';
import { failure, keysetPage, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { COURSE, PRODUCT, adminWith, collectionsApi } from '../form/form-fixtures.ts';

const SHIRT = { ...PRODUCT, imagem: '/media/3/camiseta.png' };
const CAP = {
  ...PRODUCT,
  id: 6,
  nome: 'Boné',
  sku: 'BON-1',
  preco: 1234.5,
  imagem: null,
  status: 'inativo',
  categoria_id: null,
  labels: { categoria_id: null },
};

const lists = (calls: Call[], path = '/api/v2/admin/produtos') =>
  calls.filter((call) => call.method === 'GET' && call.path === path && !call.query.has('format'));

async function openProducts(subs: string[], handlers = {}, path = '/ecommerce') {
  const user = adminWith(['ecommerce'], subs);
  signIn(user);
  const api = collectionsApi(user, { 'GET /api/v2/admin/produtos': { body: keysetPage([SHIRT, CAP]) }, ...handlers });
  const view = renderApp(path);
  // The first screen of a run loads the lazy route and the translations: give it time on a loaded machine.
  expect(await screen.findByRole('heading', { name: 'Produtos', level: 1 }, { timeout: 20_000 })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Produtos' }, { timeout: 10_000 });
  return { ...api, ...view };
}

describe('generic collection list', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await act(() => applyLanguage('pt-br'));
  });

  it('opens at /:tag instead of a landing, with the columns drawn by kind', async () => {
    await openProducts([]);
    const table = screen.getByRole('table', { name: 'Produtos' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Nome', 'SKU', 'Preço', 'Estoque', 'Imagem', 'Categoria', 'Status', 'Ações']);
    const [, shirt, cap] = within(table).getAllByRole('row');
    expect(within(shirt).getByRole('link', { name: 'Camiseta' })).toHaveAttribute('href', '/ecommerce/5');
    expect(within(shirt).getByText('R$ 129,90')).toBeInTheDocument();
    expect(within(shirt).getByRole('img', { name: 'Miniatura: Imagem' })).toHaveAttribute(
      'src',
      '/media/3/camiseta.png',
    );
    expect(within(shirt).getByText('Roupas')).toBeInTheDocument();
    expect(within(shirt).getByText('Ativo')).toBeInTheDocument();
    expect(within(cap).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(within(cap).getByText('Inativo')).toBeInTheDocument();
    // Without the sub-tags: no selection, no export, no 'Novo', and rows open to be read.
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Novo: Produto' })).toBeNull();
    expect(within(shirt).getByRole('link', { name: 'Ver: Camiseta' })).toBeInTheDocument();
    expect(screen.getByText(/2 registro\(s\)/)).toBeInTheDocument();
  });

  it('keeps sort, search and filters in the URL and sends them to the API', async () => {
    const { calls, router } = await openProducts(['ecommerce.criar']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Preço' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=preco'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('sort')).toBe('preco'));
    await user.click(screen.getByRole('button', { name: 'Preço' }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('sort')).toBe('-preco'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inativo' }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('status')).toBe('inativo'));
    await user.click(screen.getByRole('combobox', { name: 'Destaque na loja' }));
    await user.click(await screen.findByRole('option', { name: 'Sim' }));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('destaque')).toBe('true'));

    await user.type(screen.getByRole('spinbutton', { name: 'Preço de' }), '100{Enter}');
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('preco_min')).toBe('100'));
    // Pasted at once: a debounce that fires between slow keystrokes would apply a part of the word.
    await user.click(screen.getByRole('searchbox', { name: 'Buscar em Produtos' }));
    await user.paste('cami');
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('search')).toBe('cami'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      sort: '-preco',
      status: 'inativo',
      destaque: 'true',
      preco_min: '100',
      search: 'cami',
    });
    expect(screen.getByRole('link', { name: 'Novo: Produto' })).toHaveAttribute('href', '/ecommerce/novo');
  });

  it('filters by a reference through the select dialog of the referenced rows', async () => {
    const { calls } = await openProducts([], {
      'GET /api/v2/admin/categorias-produto': {
        body: keysetPage([
          { id: 2, nome: 'Roupas', labels: {} },
          { id: 3, nome: 'Acessórios', labels: {} },
        ]),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Categoria: Todos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByText('Acessórios'));
    await waitFor(() => expect(lists(calls).at(-1)?.query.get('categoria_id')).toBe('3'));
    expect(await screen.findByRole('button', { name: 'Categoria: Acessórios' })).toBeInTheDocument();
  });

  it('deletes the selected rows after confirmation and names the ones the server refused', async () => {
    const { calls } = await openProducts(['ecommerce.excluir'], {
      'DELETE /api/v2/admin/produtos/5': ok({ id: 5 }),
      'DELETE /api/v2/admin/produtos/6': failure(409, 'Este registro é usado por 2 itens de pedido.'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(screen.getByText('2 selecionado(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir selecionados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 2 registro(s)?' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('1 excluído(s), 1 recusado(s)')).toBeInTheDocument();
    expect(screen.getByText('"Boné": Este registro é usado por 2 itens de pedido.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v2/admin/produtos/5',
      '/api/v2/admin/produtos/6',
    ]);
    // The refused row stays selected; the list is read again.
    expect(await screen.findByText('1 selecionado(s)')).toBeInTheDocument();
  });

  it('exports the filtered list as xlsx (csv from the menu) with the token, and says so nicely on 403', async () => {
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let refuse = false;
    const { calls } = await openProducts(
      ['ecommerce.exportar'],
      {
        'GET /api/v2/admin/produtos': (call: Call) =>
          call.query.has('format')
            ? refuse
              ? failure(403, 'Sem permissão.')
              : { body: 'nome;preco' }
            : { body: keysetPage([SHIRT, CAP]) },
      },
      '/ecommerce?status=ativo&sort=-preco',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(/Arquivo produtos\.xlsx baixado\./)).toBeInTheDocument();
    const exported = calls.find((call) => call.query.get('format') === 'xlsx');
    expect(exported?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(Object.fromEntries(exported!.query)).toEqual({
      client_id: '3',
      format: 'xlsx',
      status: 'ativo',
      sort: '-preco',
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Formatos de exportação' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar CSV' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('format') === 'csv')).toBe(true));
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Você não tem permissão para exportar esta lista.')).toBeInTheDocument();
  });

  it('reads the list again when the changes socket announces a write to it', async () => {
    const { calls } = await openProducts([]);
    const socket = FakeWebSocket.opened.find((s) => s.url.includes(COLLECTION_CHANGES_PATH))!;
    expect(socket.url).toBe(
      `ws://localhost:3000${COLLECTION_CHANGES_PATH}?client_id=3`.replace('localhost:3000', window.location.host),
    );
    expect(socket.protocols).toEqual([COLLECTION_CHANGES_PROTOCOL, 'bearer.token-abc']);
    const before = lists(calls).length;
    socket.serverSend({ type: 'collection.changed', entity: 'cursos', id: 1, action: 'created' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists(calls)).toHaveLength(before);
    socket.serverSend({ type: 'collection.changed', entity: 'produtos', id: 9, action: 'created' });
    await waitFor(() => expect(lists(calls)).toHaveLength(before + 1));
  });

  it("a child's own entry lists all its rows with the parent named; an empty list says so", async () => {
    const user = adminWith(['modulos']);
    signIn(user);
    collectionsApi(user, {
      'GET /api/v2/admin/modulos': {
        body: keysetPage([{ id: 3, titulo: 'Abertura', ordem: 1, curso_id: 12, labels: { curso_id: COURSE.titulo } }]),
      },
    });
    renderApp('/modulos');
    const table = await screen.findByRole('table', { name: 'Módulos' });
    expect(within(table).getByRole('columnheader', { name: 'Curso' })).toBeInTheDocument();
    expect(within(table).getByText('Vendas consultivas')).toBeInTheDocument();
  });

  it("lists a record's children under it with their own URL keys, and 'Novo' presets the parent", async () => {
    const user = adminWith(['cursos', 'modulos'], ['modulos.criar']);
    signIn(user);
    const { calls } = collectionsApi(user, {
      'GET /api/v2/admin/cursos/12': ok(COURSE),
      'GET /api/v2/admin/curso_id/12/modulos': {
        body: keysetPage([{ id: 3, titulo: 'Abertura', ordem: 1, curso_id: 12, labels: { curso_id: COURSE.titulo } }]),
      },
    });
    const { router } = renderApp('/cursos/12');
    const table = await screen.findByRole('table', { name: 'Módulos' }, { timeout: 20_000 });
    // The parent is fixed: no parent column, and the rows open their own form, coming back here.
    expect(within(table).queryByRole('columnheader', { name: 'Curso' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Abertura' })).toHaveAttribute('href', '/modulos/3');
    expect(screen.getByRole('link', { name: 'Novo: Módulo' })).toHaveAttribute('href', '/modulos/novo?curso_id=12');
    await userEvent.click(within(table).getByRole('button', { name: 'Título' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modulos.sort=titulo'));
    await waitFor(() =>
      expect(lists(calls, '/api/v2/admin/curso_id/12/modulos').at(-1)?.query.get('sort')).toBe('titulo'),
    );
  });

  it('shows the empty state, and the error state with a retry', async () => {
    const user = adminWith(['ecommerce']);
    signIn(user);
    let fail = true;
    collectionsApi(user, {
      'GET /api/v2/admin/produtos': () => (fail ? failure(500, 'Falha interna.') : { body: keysetPage([]) }),
    });
    renderApp('/ecommerce');
    expect(await screen.findByText('Falha interna.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum registro em Produtos ainda.')).toBeInTheDocument();
  });
});
