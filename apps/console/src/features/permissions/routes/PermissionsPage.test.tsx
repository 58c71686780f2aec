import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { permissionsAdmin, permissionsApi, who, whoPage } from '../test-fixtures.ts';

const WHO = '/api/v2/admin/asap-user/list/permission';
const lastWho = (calls: Call[]) => Object.fromEntries(calls.filter((call) => call.path === WHO).at(-1)?.query ?? []);

const CARLA = who(11, 'Carla Dias', { group: { id: 2, name: 'Vendas' }, modules_enabled: 5 });
const DANI = who(13, 'Dani Rocha', { modules_enabled: 1 });

// The catalogue holds 136 modules and over 500 sub-permissions: jsdom takes seconds to render every hub or the
// whole tag picker, which a browser draws at once.
describe('permissions: find a user, who can open X', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the users with their enabled modules, each linking to their permission screen', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({ [`GET ${WHO}`]: { body: whoPage([CARLA, DANI]) } });
    const { router } = renderApp('/permissoes');
    expect(await screen.findByRole('heading', { name: 'Permissões', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const carla = within(table).getByRole('link', { name: 'Abrir as permissões de Carla Dias' });
    expect(carla).toHaveAttribute('href', '/permissoes/11');
    const row = carla.closest('tr') as HTMLElement;
    expect(within(row).getByText('carla@asta.demo')).toBeInTheDocument();
    expect(within(row).getByText('Vendas')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Módulos ativos' })).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 2 usuário(s)')).toBeInTheDocument();
    expect(lastWho(calls)).toEqual({ client_id: '3', page: '1', per_page: '20' });
    await userEvent.click(carla);
    await waitFor(() => expect(router.state.location.pathname).toBe('/permissoes/11'));
  });

  it('answers "who can open X?" for a module or sub-permission picked by its translated name, naming the grant', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      [`GET ${WHO}`]: (call) => ({
        body: whoPage(
          call.query.get('tag') === 'feed.criar'
            ? [who(11, 'Carla Dias', { via: 'resource' }), who(13, 'Dani Rocha', { via: 'sub_resource' })]
            : [CARLA],
        ),
      }),
    });
    const { router } = renderApp('/permissoes?page=3&cursor=c');
    await screen.findByText('Carla Dias');
    await userEvent.click(screen.getByRole('button', { name: 'Quem pode abrir: Qualquer permissão' }));
    const picker = screen.getByRole('dialog', { name: 'Filtrar por Quem pode abrir' });
    await userEvent.type(within(picker).getByRole('searchbox'), 'feed › cri');
    await userEvent.click(within(picker).getByRole('button', { name: /Feed › Criar/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=feed.criar'));
    expect(await screen.findByRole('heading', { name: 'Usuários que podem abrir Feed › Criar' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuários que podem abrir Feed › Criar' });
    expect(within(table).getByRole('columnheader', { name: 'Concessão' })).toBeInTheDocument();
    const dani = within(table).getByText('Dani Rocha').closest('tr') as HTMLElement;
    expect(within(dani).getByText('Subpermissão (sub-recurso) Feed › Criar')).toBeInTheDocument();
    const carla = within(table).getByText('Carla Dias').closest('tr') as HTMLElement;
    expect(within(carla).getByText('Módulo (recurso) Feed › Criar')).toBeInTheDocument();
    expect(lastWho(calls)).toEqual({ client_id: '3', page: '1', per_page: '20', tag: 'feed.criar' });
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtro de Quem pode abrir' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches and filters by group through the URL, and pages by cursor', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      [`GET ${WHO}`]: (call) => ({
        body: whoPage(
          call.query.get('cursor') ? [DANI] : [CARLA],
          call.query.get('cursor')
            ? { current_page: 2, last_page: 2, total: 2, prev_cursor: 'p' }
            : { last_page: 2, total: 2, next_cursor: 'n1' },
        ),
      }),
    });
    const { router } = renderApp('/permissoes?group=2&tag=feed');
    await screen.findByText('Carla Dias');
    expect(screen.getByRole('button', { name: 'Grupo: Vendas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quem pode abrir: Feed' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuário' }), 'car');
    await waitFor(() => expect(router.state.location.search).toBe('?group=2&tag=feed&search=car'));
    await waitFor(() =>
      expect(lastWho(calls)).toEqual({
        client_id: '3',
        page: '1',
        per_page: '20',
        tag: 'feed',
        group: '2',
        search: 'car',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Dani Rocha')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?group=2&tag=feed&search=car&page=2&cursor=n1');
    expect(lastWho(calls)).toMatchObject({ page: '2', cursor: 'n1' });
  });

  it('says when nobody can open it, when nothing matches, and shows errors with a retry', async () => {
    signIn(permissionsAdmin());
    let fail = false;
    permissionsApi({
      [`GET ${WHO}`]: (call) =>
        fail
          ? failure(503, 'Serviço indisponível.')
          : { body: whoPage(call.query.get('search') || call.query.get('tag') ? [] : [CARLA]) },
    });
    const { router } = renderApp('/permissoes?tag=bi.exportar');
    expect(await screen.findByText('Nenhum usuário pode abrir Painéis de BI › Exportar.')).toBeInTheDocument();
    await router.navigate('/permissoes?search=zzz');
    expect(await screen.findByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    fail = true;
    await router.navigate('/permissoes?search=x');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeInTheDocument();
  });

  it('ignores an unknown tag in the URL, and links stay inside /webview', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({ [`GET ${WHO}`]: { body: whoPage([CARLA]) } });
    renderApp('/webview/permissoes?tag=nao-existe');
    expect(await screen.findByRole('link', { name: 'Abrir as permissões de Carla Dias' })).toHaveAttribute(
      'href',
      '/webview/permissoes/11',
    );
    expect(lastWho(calls).tag).toBeUndefined();
  });
});
