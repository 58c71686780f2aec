import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEARCH_DELAY_MS } from '@console/contract';
import {
  useListController,
  useListResult,
  type ListController,
  type ListControllerOptions,
  type ListPage,
  type ListQuery,
} from './list-controller.ts';

const settled = (rows: number, lastPage: number, placeholder = false): ListQuery<ListPage> => ({
  data: { data: Array.from({ length: rows }, (_, index) => index), last_page: lastPage },
  error: null,
  isError: false,
  isFetching: false,
  isPlaceholderData: placeholder,
  refetch: () => undefined,
});

/** Mounts the controller at /list (and its result over `query`, when given); `current` is the latest render's. */
function mount(url: string, options: ListControllerOptions, query?: ListQuery<ListPage>, loads?: { delay: number }) {
  const seen: { current: ListController | null } = { current: null };
  function Probe() {
    const list = useListController(options);
    seen.current = list;
    return query ? <Result list={list} query={query} /> : null;
  }
  function Result({ list, query: answer }: { list: ListController; query: ListQuery<ListPage> }) {
    useListResult(list, answer);
    return null;
  }
  const router = createMemoryRouter(
    [
      // A loader, when given, keeps each navigation to the list pending for `delay` ms (a slow route's data).
      {
        path: '/list',
        element: <Probe />,
        loader: loads ? () => wait(loads.delay).then(() => null) : undefined,
        HydrateFallback: () => null,
      },
      { path: '/other', element: <p>other</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  const list = () => seen.current as ListController;
  return { router, list, search: () => router.state.location.search };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('useListController', () => {
  it('reads page, per_page, cursor, search and filters from the URL, with defaults for what is absent or malformed', () => {
    const keyset = mount('/list?page=3&per_page=50&cursor=c3&search=ana&group=2', {
      paging: 'keyset',
      filters: ['group'],
    }).list();
    expect(keyset.query).toEqual({ page: 3, per_page: 50, search: 'ana', cursor: 'c3' });
    expect(keyset.searchText).toBe('ana');
    expect(keyset.filtered).toBe(true);
    expect(keyset.get('group')).toBe('2');

    const offset = mount('/list?page=x&per_page=5000&cursor=c3', { paging: 'offset', filters: ['group'] }).list();
    expect(offset.query).toEqual({ page: 1, per_page: 100, search: undefined });
    expect(offset.cursor).toBeUndefined();
    expect(offset.filtered).toBe(false);
  });

  it('keeps a prefixed list apart (a record child list) and searches another key when told', () => {
    const child = mount('/list?page=4&modulos.page=2&modulos.search=x', { paging: 'keyset', prefix: 'modulos.' });
    expect(child.list().page).toBe(2);
    expect(child.list().search).toBe('x');
    act(() => child.list().move({ page: 3, cursor: 'n' }));
    expect(child.search()).toBe('?page=4&modulos.page=3&modulos.search=x&modulos.cursor=n');

    const outbox = mount('/list?to=ana%40x&search=ignored', { paging: 'offset', searchKey: 'to', filters: ['client'] });
    expect(outbox.list().query.search).toBe('ana@x');
  });

  it('starts again from the first page on a filter, and clears the search and filters but not the rest', async () => {
    const { list, search } = mount('/list?view=quadro&page=4&cursor=c4&status=a&search=zz', {
      paging: 'keyset',
      filters: ['status', 'mine'],
    });
    act(() => list().setFilter('mine', '1'));
    await waitFor(() => expect(search()).toBe('?view=quadro&status=a&search=zz&mine=1'));
    act(() => list().move({ page: 2, cursor: 'n2' }));
    await waitFor(() => expect(search()).toBe('?view=quadro&status=a&search=zz&mine=1&page=2&cursor=n2'));
    act(() => list().clearFilters());
    await waitFor(() => expect(search()).toBe('?view=quadro'));
    expect(list().filtered).toBe(false);
  });

  it('pages by keyset cursors or by page number alone, and a new page size starts again', async () => {
    const keyset = mount('/list', { paging: 'keyset' });
    act(() => keyset.list().move({ page: 2, cursor: 'n1' }));
    await waitFor(() => expect(keyset.search()).toBe('?page=2&cursor=n1'));
    act(() => keyset.list().move({ page: 1, cursor: null }));
    await waitFor(() => expect(keyset.search()).toBe(''));

    const offset = mount('/list', { paging: 'offset' });
    act(() => offset.list().move({ page: 3, cursor: 'ignored' }));
    await waitFor(() => expect(offset.search()).toBe('?page=3'));
    act(() => offset.list().setPerPage(50));
    await waitFor(() => expect(offset.search()).toBe('?per_page=50'));
  });

  it('applies the search after the pause, merged into a filter chosen meanwhile, from the first page', async () => {
    const { list, search } = mount('/list?page=3', { paging: 'offset', filters: ['status'] });
    act(() => list().setSearchText('  ana '));
    expect(search()).toBe('?page=3');
    act(() => list().setFilter('status', 'active'));
    await waitFor(() => expect(search()).toBe('?status=active&search=ana'));
    expect(list().search).toBe('ana');
    await waitFor(() => expect(list().searchText).toBe('ana'));
  });

  it('merges the search into a filter whose navigation is still under way, instead of overwriting it', async () => {
    const loads = { delay: 0 };
    const { list, search } = mount('/list?page=3', { paging: 'offset', filters: ['status'] }, undefined, loads);
    await waitFor(() => expect(list()).not.toBeNull());
    loads.delay = SEARCH_DELAY_MS * 4;
    act(() => list().setSearchText('ana'));
    act(() => list().setFilter('status', 'active'));
    await waitFor(() => expect(search()).toBe('?status=active&search=ana'), { timeout: 3000 });
    await act(() => wait(SEARCH_DELAY_MS * 5));
    expect(search()).toBe('?status=active&search=ana');
  });

  it('drops a search still pending when the list is left', async () => {
    const { list, router } = mount('/list', { paging: 'offset' });
    act(() => list().setSearchText('ana'));
    await act(() => router.navigate('/other'));
    await act(() => wait(SEARCH_DELAY_MS * 3));
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});

describe('useListResult', () => {
  it('moves a page-numbered list past its end to the last page, or to the first', async () => {
    const past = mount('/list?page=9&status=a', { paging: 'offset' }, settled(0, 4));
    await waitFor(() => expect(past.search()).toBe('?page=4&status=a'));
    const single = mount('/list?page=2', { paging: 'offset' }, settled(0, 1));
    await waitFor(() => expect(single.search()).toBe(''));
    const inside = mount('/list?page=2', { paging: 'offset' }, settled(3, 2));
    await act(() => wait(50));
    expect(inside.search()).toBe('?page=2');
  });

  it('moves an empty keyset page past the first to the first, once the answer is its own', async () => {
    const stale = mount('/list?page=3&cursor=c3', { paging: 'keyset' }, settled(0, 1, true));
    await act(() => wait(50));
    expect(stale.search()).toBe('?page=3&cursor=c3');
    const empty = mount('/list?page=3&cursor=c3&search=x', { paging: 'keyset' }, settled(0, 1));
    await waitFor(() => expect(empty.search()).toBe('?search=x'));
    const first = mount('/list?search=x', { paging: 'keyset' }, settled(0, 1));
    await act(() => wait(50));
    expect(first.search()).toBe('?search=x');
  });
});
