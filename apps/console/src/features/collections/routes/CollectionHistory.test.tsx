import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecordHistoryEntry } from '@console/contract';
import { applyLanguage } from '../../../lib/i18n.ts';
import { failure, keysetPage, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { PRODUCT, adminWith, collectionsApi } from '../form/form-fixtures.ts';

const HISTORY = '/api/v2/admin/produtos/5/history';
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 15_000 });

const UPDATE: RecordHistoryEntry = {
  id: 40,
  action: 'produtos.update',
  at: '2026-03-02T13:30:00.000Z',
  actor: { id: 7, name: 'Ana Souza' },
  changes: [
    { field: 'preco', before: 129.9, after: 99.9, before_label: null, after_label: null },
    { field: 'status', before: 'ativo', after: 'inativo', before_label: null, after_label: null },
    { field: 'destaque', before: false, after: true, before_label: null, after_label: null },
    { field: 'categoria_id', before: 2, after: 3, before_label: 'Roupas', after_label: null },
    { field: 'lancamento', before: '•••', after: '2026-04-01', before_label: null, after_label: null },
    { field: 'campo_antigo', before: 'x', after: null, before_label: null, after_label: null },
  ],
};
const CREATE: RecordHistoryEntry = {
  id: 12,
  action: 'produtos.create',
  at: '2026-03-01T10:00:00.000Z',
  actor: null,
  changes: [{ field: 'nome', before: null, after: 'Camiseta', before_label: null, after_label: null }],
};

async function openProduct(history: (call: Call) => ReturnType<typeof ok> | ReturnType<typeof failure>) {
  const user = adminWith(['ecommerce'], ['ecommerce.editar']);
  signIn(user);
  const api = collectionsApi(user, { 'GET /api/v2/admin/produtos/5': ok(PRODUCT), [`GET ${HISTORY}`]: history });
  renderApp('/ecommerce/5');
  expect(await heading('Produto: Camiseta')).toBeInTheDocument();
  return api;
}

const rowOf = (table: HTMLElement, field: string) =>
  within(table).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement;

describe('a record’s history tab', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => applyLanguage('pt-br'));
  });

  it('opens from the keyboard and shows who, when, what and each field before and after as lists show them', async () => {
    const { calls } = await openProduct(() => ok(keysetPage([UPDATE, CREATE]).data));
    const tabs = screen.getByRole('tablist', { name: 'Seções do registro' });
    const dados = within(tabs).getByRole('tab', { name: 'Dados' });
    expect(dados).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Dados' })).toContainElement(
      screen.getByRole('button', { name: 'Salvar' }),
    );
    expect(calls.some((call) => call.path === HISTORY)).toBe(false);

    const user = userEvent.setup();
    dados.focus();
    await user.keyboard('{ArrowRight}');
    const historico = within(tabs).getByRole('tab', { name: 'Histórico' });
    expect(historico).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(historico).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Histórico' });

    expect(await within(panel).findByRole('heading', { name: 'Alterado', level: 2 })).toBeInTheDocument();
    expect(within(panel).getByText(/^Por Ana Souza em \d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    const [changes, createdChanges] = within(panel).getAllByRole('region');
    expect(changes).toHaveAttribute('tabindex', '0');
    expect(changes).toHaveAccessibleName(/^Alterações de \d{2}\/\d{2}\/2026/);
    const cells = (field: string) =>
      within(rowOf(changes, field))
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells('Preço')).toEqual(['R$ 129,90', 'R$ 99,90']);
    expect(cells('Status')).toEqual(['Ativo', 'Inativo']);
    expect(cells('Destaque na loja')).toEqual(['Não', 'Sim']);
    expect(cells('Categoria')).toEqual(['Roupas', '#3']);
    // A masked value is shown as the server gives it; a field the definition does not know, by its name.
    expect(cells('Lançamento')).toEqual(['•••', '01/04/2026']);
    expect(cells('campo_antigo')).toEqual(['x', '—']);

    expect(within(panel).getByRole('heading', { name: 'Criado', level: 2 })).toBeInTheDocument();
    expect(within(panel).getByText(/^Por Sistema em/)).toBeInTheDocument();
    expect(
      within(createdChanges)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', 'Camiseta']);
    expect(within(panel).queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    await act(() => applyLanguage('en'));
    expect(await within(panel).findByRole('heading', { name: 'Edited', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toContain('Before');
  });

  it('loads the next page by its cursor with “Carregar mais”', async () => {
    const { calls } = await openProduct((call) =>
      call.query.get('cursor') === 'next-1'
        ? ok(keysetPage([CREATE]).data)
        : ok(keysetPage([UPDATE], { next_cursor: 'next-1', last_page: 2, total: 2 }).data),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByRole('heading', { name: 'Alterado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Criado' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('heading', { name: 'Criado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alterado' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === HISTORY).map((call) => call.query.get('cursor'))).toEqual([
      null,
      'next-1',
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says when nothing was recorded, and offers a retry when the history fails', async () => {
    let answers = 0;
    await openProduct(() => (answers++ === 0 ? failure(503, 'Serviço indisponível.') : ok(keysetPage([]).data)));
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma alteração registrada para este registro.')).toBeInTheDocument();
  });
});
