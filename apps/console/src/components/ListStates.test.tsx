import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Paginated } from '@console/contract';
import { ApiError } from '../lib/http.ts';
import { isPagingRefused, type ListController, type ListQuery, type ListResult } from '../lib/list-controller.ts';
import { pageOf } from '../test/api-answers.ts';
import { ListStates } from './ListStates.tsx';

type Page = Paginated<string>;

function result(query: Partial<ListQuery<Page>>, filtered = false) {
  const list = { filtered, clearFilters: vi.fn(), move: vi.fn() } as unknown as ListController;
  const full: ListQuery<Page> = {
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...query,
  };
  const emptyPage = full.data !== undefined && full.data.data.length === 0;
  const pagingRefused = isPagingRefused(full.error);
  return { list, query: full, data: full.data, emptyPage, pagingRefused } as ListResult<Page>;
}

const texts = { empty: 'Nenhum item.', noMatch: 'Nada encontrado.' };
const rows = (data: Page) => (
  <ul>
    {data.data.map((row) => (
      <li key={row}>{row}</li>
    ))}
  </ul>
);

describe('ListStates', () => {
  it('says it loads, then shows the rows under a named progress bar while a refetch runs', () => {
    const { rerender } = render(
      <ListStates result={result({ isFetching: true })} texts={texts}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const page = pageOf(['a', 'b']);
    rerender(
      <ListStates result={result({ data: page, isFetching: true })} texts={{ ...texts, loading: 'Lendo itens' }}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('progressbar', { name: 'Lendo itens' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an error as an alert whose retry button works by keyboard', async () => {
    const state = result({ isError: true, error: new Error('Serviço indisponível.') });
    render(
      <ListStates result={state} texts={texts}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Serviço indisponível.');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(state.query.refetch).toHaveBeenCalledTimes(1);
  });

  it('offers the first page when the server refuses the page', async () => {
    const error = new ApiError('Dados inválidos.', 422, { cursor: ['Cursor inválido.'] });
    const state = result({ isError: true, error });
    render(
      <ListStates result={state} texts={texts}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Esta página da lista não pode ser aberta');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a primeira página' }));
    expect(state.list.move).toHaveBeenCalledWith({ page: 1, cursor: null });
  });

  it('says the list is empty with its own action, or that nothing matches with a button that clears the filters', async () => {
    const empty = pageOf<string>([]);
    const { unmount } = render(
      <ListStates result={result({ data: empty })} texts={texts} emptyAction={<button>Criar</button>}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum item.');
    expect(screen.getByRole('button', { name: 'Criar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    unmount();

    const filtered = result({ data: empty }, true);
    render(
      <ListStates result={filtered} texts={texts} emptyAction={<button>Criar</button>}>
        {rows}
      </ListStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nada encontrado.');
    expect(screen.queryByRole('button', { name: 'Criar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(filtered.list.clearFilters).toHaveBeenCalledTimes(1);
  });

  it('hands an empty page to the rows when the view shows its own empty state', () => {
    render(
      <ListStates result={result({ data: pageOf<string>([]) })} texts={texts} showEmpty={false}>
        {() => <p>quadro</p>}
      </ListStates>,
    );
    expect(screen.getByText('quadro')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum item.')).toBeNull();
  });
});
