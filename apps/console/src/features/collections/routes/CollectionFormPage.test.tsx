import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { created, failure, keysetPage, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { COURSE, PRODUCT, adminWith, collectionsApi } from '../form/form-fixtures.ts';

const box = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}[\\s*\\u2009]*$`) });
const writes = (calls: Call[], method: string) =>
  calls.filter(
    (call) => call.method === method && call.path.startsWith('/api/v2/admin/') && !call.path.includes('/sys/'),
  );

/** A page's heading: the first screen of a run waits for its lazy route on a loaded machine. */
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });

/** Until a closing dialog has gone, the page behind it is hidden from the accessibility tree. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

const PRODUCT_SUBS = ['ecommerce.criar', 'ecommerce.editar', 'ecommerce.excluir'];

async function openCreate(handlers = {}) {
  const user = adminWith(['ecommerce'], PRODUCT_SUBS);
  signIn(user);
  const api = collectionsApi(user, {
    'POST /api/v2/admin/produtos': created({ ...PRODUCT, id: 9 }),
    ...handlers,
  });
  const view = renderApp('/ecommerce/novo');
  expect(await heading('Novo registro: Produto')).toBeInTheDocument();
  return { ...api, ...view };
}

async function openProduct(subs: string[], handlers = {}) {
  const user = adminWith(['ecommerce'], subs);
  signIn(user);
  const api = collectionsApi(user, {
    'GET /api/v2/admin/produtos/5': ok(PRODUCT),
    'PUT /api/v2/admin/produtos/5': (call: Call) => ok({ ...PRODUCT, ...(call.body as object) }),
    'DELETE /api/v2/admin/produtos/5': ok({ id: 5 }),
    ...handlers,
  });
  const view = renderApp('/ecommerce/5');
  expect(await heading('Produto: Camiseta')).toBeInTheDocument();
  return { ...api, ...view };
}

describe('generic collection form', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => applyLanguage('pt-br'));
  });

  it('draws one control per field kind with its label, and the required ones marked', async () => {
    await openCreate();
    for (const name of ['Nome', 'SKU', 'Preço', 'Estoque']) expect(box(name)).toBeRequired();
    expect(box('Lançamento')).not.toBeRequired();
    expect(box('Descrição').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Ativo');
    expect(box('Estoque')).toHaveValue('0');
    expect(box('Categoria')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Escolher: Categoria' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Imagem' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar imagem/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('refuses an empty save with the contract messages on the fields, in the interface language', async () => {
    const { calls } = await openCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Campo obrigatório.')).toHaveLength(3);
    expect(box('Nome')).toHaveFocus();
    expect(box('Nome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(box('SKU')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(box('Preço')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(writes(calls, 'POST')).toHaveLength(0);
    await act(() => applyLanguage('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required field.')).toHaveLength(3);
  });

  it('masks money as R$ while typing, reads a typed date and sends the create body the contract accepts', async () => {
    const { calls, router } = await openCreate();
    const user = userEvent.setup();
    await user.type(box('Nome'), '  Boné ');
    await user.type(box('SKU'), 'BON-1');
    await user.type(box('Preço'), '-12990');
    expect(box('Preço')).toHaveValue('R$ 129,90');
    await user.clear(box('Estoque'));
    await user.type(box('Estoque'), '15');
    await user.click(box('Lançamento'));
    await user.keyboard('25122026');
    expect(box('Lançamento')).toHaveValue('25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    // Every field goes, the blank ones as null; texts trimmed, money and numbers as numbers, the date as YYYY-MM-DD.
    expect(writes(calls, 'POST')[0].body).toMatchObject({
      nome: 'Boné',
      sku: 'BON-1',
      preco: 129.9,
      preco_promocional: null,
      estoque: 15,
      imagem: null,
      categoria_id: null,
      status: 'ativo',
      destaque: false,
      lancamento: '2026-12-25',
      descricao: null,
    });
    expect(await screen.findByText('Produto criado(a).')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce'));
  });

  it('shows a 409 on its field and focuses it, and an error without a field above the form', async () => {
    let answer = 0;
    await openCreate({
      'POST /api/v2/admin/produtos': () =>
        answer++ === 0
          ? failure(409, 'Já existe um registro com este valor.', { sku: ['Já existe um produto com este SKU.'] })
          : failure(500, 'Erro inesperado no servidor.'),
    });
    const user = userEvent.setup();
    await user.type(box('Nome'), 'Boné');
    await user.type(box('SKU'), 'CAM-1');
    await user.type(box('Preço'), '100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um produto com este SKU.')).toBeInTheDocument();
    expect(box('SKU')).toHaveFocus();
    expect(box('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Já existe um registro com este valor.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro inesperado no servidor.')).toBeInTheDocument();
  });

  it('edits a record: its values and reference name shown, only the changed fields sent', async () => {
    const { calls, router } = await openProduct(PRODUCT_SUBS);
    expect(box('Nome')).toHaveValue('Camiseta');
    expect(box('Preço')).toHaveValue('R$ 129,90');
    expect(box('Lançamento')).toHaveValue('01/03/2026');
    expect(box('Categoria')).toHaveValue('Roupas');
    const user = userEvent.setup();
    await user.clear(box('Preço'));
    await user.type(box('Preço'), '9990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0].body).toEqual({ preco: 99.9 });
    expect(await screen.findByText('Produto salvo(a).')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce'));
  });

  it('without editar the record is read-only: no Salvar, no delete without excluir', async () => {
    await openProduct([]);
    expect(await screen.findByText('Você pode ver este registro, mas não editá-lo.')).toBeInTheDocument();
    expect(box('Nome')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('deletes after confirmation, and a refusal is told in a toast', async () => {
    let refuse = true;
    const { calls, router } = await openProduct(['ecommerce.excluir'], {
      'DELETE /api/v2/admin/produtos/5': () =>
        refuse
          ? ((refuse = false), failure(409, 'Não é possível excluir: há pedidos ligados a este produto.'))
          : ok({ id: 5 }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir Produto?' });
    expect(dialog).toHaveTextContent('"Camiseta" será excluído.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogGone();
    expect(writes(calls, 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: há pedidos ligados a este produto.')).toBeInTheDocument();
    await dialogGone();
    expect(router.state.location.pathname).toBe('/ecommerce/5');
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído(a).')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce'));
    expect(writes(calls, 'DELETE')).toHaveLength(2);
  });

  it('warns before leaving with unsaved changes', async () => {
    const { router } = await openProduct(PRODUCT_SUBS);
    const user = userEvent.setup();
    await user.type(box('Nome'), ' azul');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await dialogGone();
    expect(router.state.location.pathname).toBe('/ecommerce/5');
    expect(box('Nome')).toHaveValue('Camiseta azul');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecommerce'));
  });

  it('a new child takes its parent from the query string, named and fixed', async () => {
    const user = adminWith(['modulos', 'cursos'], ['modulos.criar']);
    signIn(user);
    const { calls } = collectionsApi(user, {
      'GET /api/v2/admin/cursos/12': ok(COURSE),
      'POST /api/v2/admin/modulos': created({
        id: 40,
        titulo: 'Abertura',
        ordem: 1,
        descricao: null,
        curso_id: 12,
        labels: {},
      }),
    });
    renderApp('/modulos/novo?curso_id=12');
    expect(await heading('Novo registro: Módulo')).toBeInTheDocument();
    // The parent is named and fixed.
    await waitFor(() => expect(box('Curso')).toHaveValue('Vendas consultivas'));
    expect(screen.queryByRole('button', { name: 'Escolher: Curso' })).toBeNull();
    const typing = userEvent.setup();
    await typing.type(box('Título'), 'Abertura');
    await typing.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0].body).toEqual({ titulo: 'Abertura', ordem: 1, descricao: null, curso_id: 12 });
  });

  it('a child without a preset parent asks for it, picked by searching the parent collection', async () => {
    const user = adminWith(['modulos', 'cursos'], ['modulos.criar']);
    signIn(user);
    const { calls } = collectionsApi(user, {
      'GET /api/v2/admin/cursos': { body: keysetPage([COURSE]) },
      'POST /api/v2/admin/modulos': created({
        id: 41,
        titulo: 'X',
        ordem: 1,
        descricao: null,
        curso_id: 12,
        labels: {},
      }),
    });
    renderApp('/modulos/novo');
    const typing = userEvent.setup();
    await typing.type(await screen.findByRole('textbox', { name: /^Título/ }), 'X');
    await typing.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(box('Curso')).toHaveFocus();
    await typing.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Curso' });
    await typing.click(await within(picker).findByText('Vendas consultivas'));
    expect(box('Curso')).toHaveValue('Vendas consultivas');
    await typing.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0].body).toMatchObject({ titulo: 'X', curso_id: 12 });
  });

  it('a user field shows the chosen name, tags show as chips', async () => {
    const user = adminWith(['cursos'], ['cursos.editar']);
    signIn(user);
    collectionsApi(user, { 'GET /api/v2/admin/cursos/12': ok(COURSE) });
    renderApp('/cursos/12');
    expect(await heading('Curso: Vendas consultivas')).toBeInTheDocument();
    expect(box('Responsável')).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'vendas' })).toBeInTheDocument();
  });

  it("below a record, its children's lists as tabs: the record's rows only, and 'Novo' presets the record as parent", async () => {
    const user = adminWith(['cursos', 'modulos', 'aulas'], ['cursos.editar', 'modulos.criar']);
    signIn(user);
    const modules = keysetPage([
      {
        id: 40,
        titulo: 'Abertura',
        ordem: 1,
        descricao: null,
        curso_id: 12,
        labels: { curso_id: 'Vendas consultivas' },
      },
    ]);
    const { calls } = collectionsApi(user, {
      'GET /api/v2/admin/cursos/12': ok(COURSE),
      'GET /api/v2/admin/curso_id/12/modulos': { body: modules },
    });
    const { router } = renderApp('/cursos/12');
    expect(await screen.findByRole('heading', { name: 'Registros ligados a este', level: 2 })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Módulos' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Módulos' });
    expect(await within(panel).findByText('Abertura')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v2/admin/curso_id/12/modulos')).toBe(true);
    await userEvent.click(within(panel).getByRole('link', { name: 'Novo: Módulo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/modulos/novo'));
    expect(router.state.location.search).toBe('?curso_id=12');
    expect(await heading('Novo registro: Módulo')).toBeInTheDocument();
    await waitFor(() => expect(box('Curso')).toHaveValue('Vendas consultivas'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cursos/12'));
  });
});
