import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, keysetPage, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { ALL_SUBS, BRUNO, CARLA, adminWith, row, usersApi } from '../test-fixtures.ts';

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v2/admin/asap-user');
const lastList = (calls: Call[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

describe('users list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows avatar, name, e-mail, group, regional and status, with every action the user holds', async () => {
    signIn(adminWith(ALL_SUBS, ['permissoes']));
    const { calls } = usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA, BRUNO]) } });
    renderApp('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Usuários', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const carla = within(table).getByText('Carla Dias').closest('tr') as HTMLElement;
    expect(within(carla).getByText('carla@asta.demo')).toBeInTheDocument();
    expect(within(carla).getByText('Vendas')).toBeInTheDocument();
    expect(within(carla).getByText('Sul')).toBeInTheDocument();
    expect(within(carla).getByText('Ativo')).toBeInTheDocument();
    expect(carla.querySelector('img')).toHaveAttribute('src', '/media/3/images/carla.png');
    const bruno = within(table).getByText('Bruno Lima').closest('tr') as HTMLElement;
    expect(within(bruno).getByText('Inativo')).toBeInTheDocument();
    expect(bruno.querySelector('img')).toHaveAttribute('src', '/assets/img/default-avatar.svg');
    expect(within(bruno).getByRole('link', { name: 'Editar Bruno Lima' })).toHaveAttribute('href', '/usuarios/12');
    expect(within(bruno).getByRole('link', { name: 'Permissões de Bruno Lima' })).toHaveAttribute(
      'href',
      '/permissoes/12',
    );
    expect(within(bruno).getByRole('button', { name: 'Excluir Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo usuário' })).toHaveAttribute('href', '/usuarios/novo');
    expect(screen.getByRole('button', { name: 'Localizar' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 2 usuário(s)')).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ client_id: '3', page: '1', per_page: '20' });
  });

  it('hides the actions the signed-in user lacks', async () => {
    signIn(adminWith([]));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA]) } });
    renderApp('/usuarios');
    const carla = (await screen.findByText('Carla Dias')).closest('tr') as HTMLElement;
    expect(within(carla).queryByRole('link')).toBeNull();
    expect(within(carla).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Novo usuário' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Localizar' })).toBeNull();
  });

  it('shows only the delete action with usuarios.excluir alone', async () => {
    signIn(adminWith(['usuarios.excluir']));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA]) } });
    renderApp('/usuarios');
    const carla = (await screen.findByText('Carla Dias')).closest('tr') as HTMLElement;
    expect(within(carla).getByRole('button', { name: 'Excluir Carla Dias' })).toBeInTheDocument();
    expect(within(carla).queryByRole('link', { name: 'Editar Carla Dias' })).toBeNull();
    expect(within(carla).queryByRole('link', { name: 'Permissões de Carla Dias' })).toBeNull();
  });

  it('says when there are no users at all', async () => {
    signIn(adminWith(ALL_SUBS));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([]) } });
    renderApp('/usuarios');
    expect(await screen.findByText('Nenhum usuário cadastrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('says when nothing matches, and clears search and filters', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({ body: keysetPage(call.query.get('search') ? [] : [CARLA]) }),
    });
    const { router } = renderApp('/usuarios?search=zzz&group=2');
    expect(await screen.findByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ client_id: '3', page: '1', per_page: '20' });
  });

  it('shows the error with a retry', async () => {
    signIn(adminWith(ALL_SUBS));
    let fail = true;
    usersApi({
      'GET /api/v2/admin/asap-user': () =>
        fail ? failure(503, 'Serviço indisponível.') : { body: keysetPage([CARLA]) },
    });
    renderApp('/usuarios');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
  });

  it('offers the first page when the server refuses a page (deep page number or a stale cursor)', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) =>
        call.query.get('cursor')
          ? failure(422, 'Dados inválidos.', {
              cursor: ['Cursor de paginação inválido ou de outra lista. Recarregue a lista.'],
            })
          : { body: keysetPage([CARLA]) },
    });
    const { router } = renderApp('/usuarios?page=7&cursor=stale');
    expect(
      await screen.findByText(
        'Esta página da lista não pode ser aberta (link antigo ou página distante demais para abrir pelo número).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para a primeira página' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(lastList(calls)).toEqual({ client_id: '3', page: '1', per_page: '20' });
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    signIn(adminWith(ALL_SUBS));
    let release: () => void = () => undefined;
    usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({
        body: keysetPage(call.query.get('cursor') ? [BRUNO] : [CARLA], { last_page: 2, total: 2, next_cursor: 'n1' }),
      }),
    });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('cursor=n1')) await new Promise<void>((resolve) => (release = resolve));
      return answer!(input, init);
    });
    renderApp('/usuarios');
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('progressbar', { name: 'Carregando usuários...' })).toBeInTheDocument();
    expect(screen.getByText('Carla Dias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    release();
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(screen.queryByText('Carla Dias')).toBeNull();
  });

  it('reads page, per page, search, filters and cursor from the URL', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA], { current_page: 3, per_page: 50 }) },
    });
    renderApp('/usuarios?page=3&per_page=50&search=car&group=2&regional=5&cursor=abc');
    await screen.findByText('Carla Dias');
    expect(lastList(calls)).toEqual({
      client_id: '3',
      page: '3',
      per_page: '50',
      search: 'car',
      group: '2',
      regional: '5',
      cursor: 'abc',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('car');
    expect(screen.getByRole('button', { name: 'Grupo: Vendas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regional: Sul' })).toBeInTheDocument();
  });

  it('commits the typed search to the URL after the delay, back on the first page', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({ body: keysetPage(call.query.get('search') ? [BRUNO] : [CARLA]) }),
    });
    const { router } = renderApp('/usuarios?page=4&cursor=abc&per_page=50');
    await screen.findByText('Carla Dias');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bru');
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=50&search=bru'));
    expect(await screen.findByText('Bruno Lima')).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ client_id: '3', page: '1', per_page: '50', search: 'bru' });
    // Debounced: the partial terms never reached the server.
    expect(
      listCalls(calls)
        .map((call) => call.query.get('search'))
        .filter(Boolean),
    ).toEqual(['bru']);
  });

  it('pages with the keyset cursors and shows an estimated total as approximate', async () => {
    signIn(adminWith(ALL_SUBS));
    const pages: Record<string, ReturnType<typeof keysetPage>> = {
      first: keysetPage([row(1, 'Ana Um')], {
        last_page: 50000,
        total: 1000000,
        total_estimated: true,
        next_cursor: 'n1',
      }),
      n1: keysetPage([row(2, 'Beto Dois')], {
        current_page: 2,
        last_page: 50000,
        total: 1000000,
        total_estimated: true,
        next_cursor: 'n2',
        prev_cursor: 'p2',
      }),
      p2: keysetPage([row(1, 'Ana Um')], {
        last_page: 50000,
        total: 1000000,
        total_estimated: true,
        next_cursor: 'n1',
      }),
      last: keysetPage([row(9, 'Zeca Fim')], {
        current_page: 50000,
        last_page: 50000,
        total: 1000000,
        total_estimated: true,
        prev_cursor: 'pz',
      }),
    };
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({ body: pages[call.query.get('cursor') ?? 'first'] }),
    });
    const { router } = renderApp('/usuarios');
    await screen.findByText('Ana Um');
    expect(screen.getByText('Página 1 de cerca de 50.000 · cerca de 1.000.000 usuários')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await screen.findByText('Beto Dois');
    expect(router.state.location.search).toBe('?page=2&cursor=n1');
    expect(lastList(calls)).toMatchObject({ page: '2', cursor: 'n1' });

    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await screen.findByText('Ana Um');
    expect(router.state.location.search).toBe('?cursor=p2');
    expect(lastList(calls)).toMatchObject({ page: '1', cursor: 'p2' });

    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await screen.findByText('Zeca Fim');
    expect(router.state.location.search).toBe('?cursor=last&page=50000');
    expect(lastList(calls)).toMatchObject({ page: '50000', cursor: 'last' });
    expect(screen.getByText('Página 50.000 de cerca de 50.000 · cerca de 1.000.000 usuários')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Primeira página' }));
    await screen.findByText('Ana Um');
    expect(router.state.location.search).toBe('');
    expect(lastList(calls).cursor).toBeUndefined();
  });

  it('changes the rows per page (20/50/100), back on the first page', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA], { current_page: 2, last_page: 3, next_cursor: 'n' }) },
    });
    const { router } = renderApp('/usuarios?page=2&cursor=n0');
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('combobox', { name: 'Por página' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(router.state.location.search).toBe('?per_page=100'));
    await waitFor(() => expect(lastList(calls)).toEqual({ client_id: '3', page: '1', per_page: '100' }));
  });

  it('filters by group and regional through the list picker, and clears a filter', async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({
        body: keysetPage(call.query.get('group') === '3' ? [BRUNO] : [CARLA, BRUNO]),
      }),
    });
    const { router } = renderApp('/usuarios?page=2&cursor=c');
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: 'Grupo: Todos' }));
    const picker = screen.getByRole('dialog', { name: 'Filtrar por Grupo' });
    await userEvent.type(within(picker).getByRole('searchbox'), 'sup');
    expect(within(picker).queryByRole('button', { name: 'Vendas' })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: 'Suporte' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=3'));
    await waitFor(() => expect(screen.queryByText('Carla Dias')).toBeNull());
    expect(lastList(calls)).toMatchObject({ group: '3', page: '1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Regional: Todos' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Filtrar por Regional' })).getByRole('button', { name: 'Norte' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?group=3&regional=6'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro de Grupo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regional=6'));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
  });

  it('deletes after a confirmation naming the user, then tells', async () => {
    signIn(adminWith(ALL_SUBS));
    let rows = [CARLA, BRUNO];
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': () => ({ body: keysetPage(rows) }),
      'DELETE /api/v2/admin/user/delete/12': () => {
        rows = [CARLA];
        return ok({ id: 12 });
      },
    });
    renderApp('/usuarios');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir usuário?' });
    expect(dialog).toHaveTextContent('O usuário Bruno Lima (bruno@asta.demo) será excluído e não poderá mais entrar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Bruno Lima' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir usuário?' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Usuário Bruno Lima excluído.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v2/admin/user/delete/12',
    ]);
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).toBeNull());
  });

  // The tooltip on keyboard focus is checked in Chromium (e2e users-own-row): jsdom's :focus-visible guess depends on
  // the focus events of earlier tests in the file, so here the keyboard only has to reach the button.
  it("does not offer deleting one's own user, stays reachable by keyboard and says why on hover", async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([row(7, 'Ana Souza'), CARLA]) } });
    renderApp('/usuarios');
    // Generous: run alone, this test also pays for loading the lazy page and the translations.
    const own = await screen.findByRole('button', { name: 'Excluir Ana Souza' }, { timeout: 15_000 });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Excluir Carla Dias' })).not.toHaveAttribute('aria-disabled');
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Editar Ana Souza' }).focus();
    await user.tab();
    expect(own).toHaveFocus();
    act(() => own.blur());
    await user.hover(own);
    expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
      'Você não pode excluir o próprio usuário.',
    );
    await user.click(own);
    expect(screen.queryByRole('dialog', { name: 'Excluir usuário?' })).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the reason when the server refuses the delete', async () => {
    signIn(adminWith(ALL_SUBS));
    usersApi({
      'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA]) },
      'DELETE /api/v2/admin/user/delete/11': failure(422, 'Dados inválidos.', {
        id: ['Você não pode excluir o próprio usuário.'],
      }),
    });
    renderApp('/usuarios');
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Carla Dias' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir usuário?' })).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Você não pode excluir o próprio usuário.')).toBeInTheDocument();
    expect(screen.getByText('Carla Dias')).toBeInTheDocument();
  });

  it("'Localizar' finds a user through the select dialog and opens their edit page", async () => {
    signIn(adminWith(ALL_SUBS));
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA]) },
      'GET /api/v2/admin/asap-user/list/users': (call) => ({
        body: keysetPage(
          call.query.get('search') === 'bru'
            ? [{ user_id: 12, name: 'Bruno Lima', email: 'bruno@asta.demo', picture: null }]
            : [],
        ),
      }),
      'GET /api/v2/admin/asap-user/dados/12': failure(404, 'Não encontrado.'),
    });
    const { router } = renderApp('/usuarios?search=car');
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: 'Localizar' }));
    const dialog = screen.getByRole('dialog', { name: 'Localizar usuário' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'bru');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Bruno Lima' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/12'));
    expect(
      calls
        .filter((call) => call.path === '/api/v2/admin/asap-user/list/users')
        .at(-1)
        ?.query.get('search'),
    ).toBe('bru');
  });

  it('works inside /webview with links that stay there', async () => {
    signIn(adminWith(ALL_SUBS, ['permissoes']));
    usersApi({ 'GET /api/v2/admin/asap-user': { body: keysetPage([BRUNO]) } });
    renderApp('/webview/usuarios');
    const bruno = (await screen.findByText('Bruno Lima')).closest('tr') as HTMLElement;
    expect(within(bruno).getByRole('link', { name: 'Editar Bruno Lima' })).toHaveAttribute(
      'href',
      '/webview/usuarios/12',
    );
    expect(within(bruno).getByRole('link', { name: 'Permissões de Bruno Lima' })).toHaveAttribute(
      'href',
      '/webview/permissoes/12',
    );
    expect(screen.getByRole('link', { name: 'Novo usuário' })).toHaveAttribute('href', '/webview/usuarios/novo');
  });

  it('refuses the list without the usuarios permission, and the new-user page without usuarios.criar', async () => {
    signIn({ ...adminWith([]), resource: [] });
    usersApi();
    const { router } = renderApp('/usuarios');
    expect(await screen.findByText('Você não tem permissão para acessar este conteúdo!')).toBeInTheDocument();
    signIn(adminWith(['usuarios.editar']));
    await router.navigate('/usuarios/novo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });
});
