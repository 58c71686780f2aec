import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUBS, MODULES } from '@console/contract';
import { failure, ok } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { BRUNO_MODULES, modulesOf, moduleAnswer, permissionsAdmin, permissionsApi } from '../test-fixtures.ts';

/** The catalogue's community modules: Bruno holds Feed (on) and Fórum (off) among them. */
const COMMUNITY = MODULES.filter((m) => m.hub === 'comunidade').length;

const writes = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/api/v2/admin/'))
    .map((call) => ({ method: call.method, path: call.path, query: call.query.get('modulo'), body: call.body }));
/** Opens a hub (closed at first) and answers its list of modules. */
async function openHub(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.getByRole('list', { name });
}
const switchOf = (name: string) => screen.getByRole('switch', { name });

/** Bruno's feed module as the server answers after a write. */
const feedWith = (enabled: boolean, platform: string | null = '["web"]') =>
  modulesOf({
    records: { feed: [2, enabled, platform] },
    subs: { 'feed.criar': [21, true], 'feed.excluir': [22, false] },
  }).find((m) => m.tag === 'feed')!;

// The catalogue holds about 140 modules and over 500 sub-permissions: jsdom takes seconds to render every hub or the
// whole tag picker, which a browser draws at once (30 s for the 422 case alone on a quiet machine, 66 s in a loaded CI
// run): the ceiling leaves room for the load, not a speed goal.
describe("a user's permission screen: modules", { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the user and every module grouped by hub, with switches, platforms and nested sub-permissions', async () => {
    signIn(permissionsAdmin());
    permissionsApi();
    renderApp('/permissoes/12');
    expect(await screen.findByRole('heading', { name: 'Permissões de Bruno Lima', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('bruno@asta.demo')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Módulos', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Módulos',
      'Pastas',
      'BI',
      'Inspetor',
      'Histórico',
    ]);

    const summary = screen.getByRole('button', { name: new RegExp(`Comunidade\\s*1 de ${COMMUNITY} ativos`) });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch')).toBeNull();
    const community = await openHub('Comunidade');
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(within(community).getByRole('switch', { name: 'Feed' })).toBeChecked();
    expect(within(community).getByRole('switch', { name: 'Fórum' })).not.toBeChecked();
    expect(within(community).getByRole('switch', { name: 'Feed › Criar' })).toBeChecked();
    expect(within(community).getByRole('switch', { name: 'Feed › Excluir' })).not.toBeChecked();
    expect(within(community).getByRole('group', { name: 'Subpermissões de Feed' })).toBeInTheDocument();
    const platforms = within(community).getByRole('group', { name: 'Plataformas de Feed' });
    expect(within(platforms).getByRole('button', { name: 'Web' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(platforms).getByRole('button', { name: 'App' })).toHaveAttribute('aria-pressed', 'false');
    // No record means everywhere.
    const events = within(community).getByRole('switch', { name: 'Eventos' }).closest('li') as HTMLElement;
    expect(within(events).getByText('Sem registro')).toBeInTheDocument();
    expect(within(events).getByRole('button', { name: 'App' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await openHub('Painel')).getByRole('switch', { name: 'Dashboard' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Copiar para outros usuários' })).toBeInTheDocument();
  });

  it('opens and closes hubs, all at once too, and filters the modules by name (accents ignored), opening the hubs that match', async () => {
    signIn(permissionsAdmin());
    permissionsApi();
    renderApp('/permissoes/12');
    await openHub('Comunidade');
    const summary = screen.getByRole('button', { name: /^Comunidade/ });
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Expandir todos' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(HUBS.length);
    await userEvent.click(screen.getByRole('button', { name: 'Recolher todos' }));
    expect(screen.queryByRole('button', { expanded: true })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar módulos' }), 'forum');
    expect(
      within(screen.getByRole('list', { name: 'Comunidade' })).getByRole('switch', { name: 'Fórum' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Feed' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Painel/ })).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filtrar módulos' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar módulos' }), 'zzz');
    expect(screen.getByText('Nenhum módulo encontrado com este filtro.')).toBeInTheDocument();
  });

  it('turns a module off with its switch (also from the keyboard) and shows what the server answered', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      'POST /api/v2/admin/asap-user/permission/module/12': (call) => ({
        body: moduleAnswer(feedWith((call.body as { enabled: boolean }).enabled)),
      }),
    });
    renderApp('/permissoes/12');
    const feed = within(await openHub('Comunidade')).getByRole('switch', { name: 'Feed' });
    feed.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(switchOf('Feed')).not.toBeChecked());
    await waitFor(() => expect(switchOf('Feed')).toBeEnabled());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/v2/admin/asap-user/permission/module/12', query: 'feed', body: { enabled: false } },
    ]);
    expect(
      screen.getByRole('button', { name: new RegExp(`Comunidade\\s*0 de ${COMMUNITY} ativos`) }),
    ).toBeInTheDocument();
  });

  it("rolls the switch back and shows the server's message when the change is refused", async () => {
    signIn(permissionsAdmin());
    permissionsApi({
      'POST /api/v2/admin/asap-user/permission/module/12': failure(
        403,
        'Você não pode conceder uma permissão que não possui.',
      ),
    });
    renderApp('/permissoes/12');
    await userEvent.click(within(await openHub('Comunidade')).getByRole('switch', { name: 'Fórum' }));
    expect(await screen.findByText('Você não pode conceder uma permissão que não possui.')).toBeInTheDocument();
    await waitFor(() => expect(switchOf('Fórum')).toBeEnabled());
    expect(switchOf('Fórum')).not.toBeChecked();
  });

  it('writes the platform choice as JSON text; the last platform cannot be turned off', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      'POST /api/v2/admin/asap-user/permission/module/12': (call) => ({
        body: moduleAnswer(feedWith(true, (call.body as { platform: string }).platform)),
      }),
    });
    renderApp('/permissoes/12');
    const platforms = within(await openHub('Comunidade')).getByRole('group', { name: 'Plataformas de Feed' });
    await userEvent.click(within(platforms).getByRole('button', { name: 'App' }));
    await waitFor(() =>
      expect(within(platforms).getByRole('button', { name: 'App' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(within(platforms).getByRole('button', { name: 'Web' })).toBeEnabled());
    await userEvent.click(within(platforms).getByRole('button', { name: 'Web' }));
    await waitFor(() =>
      expect(within(platforms).getByRole('button', { name: 'Web' })).toHaveAttribute('aria-pressed', 'false'),
    );
    await waitFor(() => expect(within(platforms).getByRole('button', { name: 'App' })).toBeEnabled());
    await userEvent.click(within(platforms).getByRole('button', { name: 'App' }));
    expect(writes(calls).map((write) => write.body)).toEqual([
      { enabled: true, platform: '["web","app"]' },
      { enabled: true, platform: '["app"]' },
    ]);
  });

  it('switches a sub-permission through the module record', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      'PUT /api/v2/admin/permission/2/sub/update': ok({ id: 22, tag: 'feed.excluir', enabled: true }),
    });
    renderApp('/permissoes/12');
    await userEvent.click(within(await openHub('Comunidade')).getByRole('switch', { name: 'Feed › Excluir' }));
    await waitFor(() => expect(switchOf('Feed › Excluir')).toBeEnabled());
    expect(switchOf('Feed › Excluir')).toBeChecked();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin/permission/2/sub/update',
        query: null,
        body: { tag: 'feed.excluir', enabled: true },
      },
    ]);
  });

  it('creates the module record first, disabled, when a sub-permission of a module without one is switched on', async () => {
    signIn(permissionsAdmin());
    const created = modulesOf({ records: { cursos: [40, false, null] } }).find((m) => m.tag === 'cursos')!;
    const { calls } = permissionsApi({
      'POST /api/v2/admin/asap-user/permission/module/12': { body: moduleAnswer(created) },
      'PUT /api/v2/admin/permission/40/sub/update': ok({ id: 41, tag: 'cursos.criar', enabled: true }),
    });
    renderApp('/permissoes/12');
    await userEvent.click(within(await openHub('Aprendizagem')).getByRole('switch', { name: 'Cursos › Criar' }));
    await waitFor(() => expect(switchOf('Cursos › Criar')).toBeEnabled());
    expect(switchOf('Cursos › Criar')).toBeChecked();
    expect(switchOf('Cursos')).not.toBeChecked();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/v2/admin/asap-user/permission/module/12',
        query: 'cursos',
        body: { enabled: false },
      },
      {
        method: 'PUT',
        path: '/api/v2/admin/permission/40/sub/update',
        query: null,
        body: { tag: 'cursos.criar', enabled: true },
      },
    ]);
    const courses = switchOf('Cursos').closest('li') as HTMLElement;
    expect(within(courses).queryByText('Sem registro')).toBeNull();
  });

  it('shows a 422 field message and rolls a sub-permission back', async () => {
    signIn(permissionsAdmin());
    permissionsApi({
      'PUT /api/v2/admin/permission/2/sub/update': failure(422, 'Dados inválidos.', {
        tag: ['Subpermissão desconhecida para este módulo.'],
      }),
    });
    renderApp('/permissoes/12');
    await userEvent.click(within(await openHub('Comunidade')).getByRole('switch', { name: 'Feed › Criar' }));
    expect(await screen.findByText('Subpermissão desconhecida para este módulo.')).toBeInTheDocument();
    await waitFor(() => expect(switchOf('Feed › Criar')).toBeEnabled());
    expect(switchOf('Feed › Criar')).toBeChecked();
  });

  it('without permissoes.editar every control is disabled and says why; without permissoes.inspecionar no inspector nor history', async () => {
    signIn(permissionsAdmin([]));
    permissionsApi();
    renderApp('/permissoes/12?aba=historico');
    expect(
      await screen.findByText(
        'Você pode consultar, mas não alterar, estas permissões: falta a permissão Permissões › Editar.',
      ),
    ).toBeInTheDocument();
    await openHub('Comunidade');
    expect(switchOf('Feed')).toBeDisabled();
    expect(switchOf('Feed › Criar')).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Plataformas de Feed' })).getByRole('button', { name: 'Web' }),
    ).toBeDisabled();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Módulos', 'Pastas', 'BI']);
    expect(screen.queryByRole('button', { name: 'Copiar para outros usuários' })).toBeNull();
  });

  it('says when the user does not exist, and offers a retry on other errors', async () => {
    signIn(permissionsAdmin());
    let fail = true;
    permissionsApi({
      'GET /api/v2/admin/asap-user/list/permission/99': failure(404, 'Não encontrado.'),
      'GET /api/v2/admin/asap-user/list/permission/12': () =>
        fail
          ? failure(503, 'Serviço indisponível.')
          : ok({
              user: { user_id: 12, name: 'Bruno Lima', email: 'b@x', picture: null, client_id: 3 },
              modules: BRUNO_MODULES,
            }),
    });
    const { router } = renderApp('/permissoes/99');
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    await router.navigate('/permissoes/12');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Permissões de Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute('href', '/permissoes');
  });

  it('is refused without the permissoes module', async () => {
    signIn();
    permissionsApi();
    const { router } = renderApp('/permissoes/12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });

  it('keeps the section in the URL and works inside /webview', async () => {
    signIn(permissionsAdmin());
    permissionsApi({ 'GET /api/v2/admin/permission/bi/12': ok([]) });
    const { router } = renderApp('/webview/permissoes/12');
    await userEvent.click(await screen.findByRole('tab', { name: 'BI' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=bi'));
    expect(await screen.findByText('Este cliente não tem painéis de BI.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a busca' })).toHaveAttribute('href', '/webview/permissoes');
  });
});
