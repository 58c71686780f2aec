import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTS, type PublicClient } from '@console/contract';
import { publicClient } from '../features/clients/test-fixtures.ts';
import { failure, ok } from '../test/api-answers.ts';
import { type Call, mockFetch } from '../test/api-stubs.ts';
import { COLORS_ASTA } from '../test/signed-in.ts';
import { renderApp } from '../test/utils.tsx';
import { routes } from './routes.tsx';

/** The path pattern of the deepest route that answers a URL. */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

const lookups = (calls: Call[]) => calls.filter((call) => call.path === '/api/v2/client/lookup');

/** The public lookup answering one client by slug or id (404 for any other), plus the fixed clients' colours. */
function api(client: PublicClient | null, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v2/client/lookup': (call) =>
      client && (call.query.get('slug') === client.slug || call.query.get('id') === String(client.id))
        ? ok(client)
        : { status: 404, body: { success: false, message: 'Cliente não encontrado.' } },
    'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
    ...extra,
  });
}

describe('route ranking of the run-time login pages', () => {
  it('answers /{slug}/login and /{slug}/cadastro without shadowing fixed or signed-in routes', () => {
    expect(routeOf('/escola-nova/login')).toBe(':slug/login');
    expect(routeOf('/escola-nova/cadastro')).toBe(':slug/cadastro');
    // The fixed clients keep their routes; static segments outrank the slug.
    expect(routeOf('/asta/login')).toBe('/asta/login');
    expect(routeOf('/asta/cadastro')).toBe('/asta/cadastro');
    expect(routeOf('/auth/login')).toBe('/auth/login');
    expect(routeOf('/auth/definir-senha')).toBe('/auth/definir-senha');
    // Signed-in pages of two segments stay theirs.
    expect(routeOf('/produtos/42')).toBe(':tag/:id');
    expect(routeOf('/produtos/novo')).toBe(':tag/novo');
    expect(routeOf('/usuarios/12')).toBe(':id');
    expect(routeOf('/clientes/41')).toBe(':id');
    expect(routeOf('/permissoes/login')).toBe(':id');
    expect(routeOf('/relatorios/3')).toBe('relatorios/:clientId');
  });
});

describe('login page of a client created at run time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('looks the client up by its address and signs in for it, in its colours, with its name in the tab', async () => {
    const { calls } = api(publicClient(), {
      'POST /api/oauth/access_token': { status: 401, body: { success: false, message: 'E-mail ou senha inválidos.' } },
    });
    renderApp('/escola-nova/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escola Nova' })).toBeInTheDocument();
    expect(lookups(calls)[0].query.get('slug')).toBe('escola-nova');
    await waitFor(() => expect(document.title).toBe('Entrar · Escola Nova'));
    expect(screen.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/escola-nova/cadastro');
    // The lookup's colours stand in while the colour call fails: no warning.
    expect(screen.queryByText('Não foi possível carregar as cores da organização.')).toBeNull();

    await userEvent.type(screen.getByLabelText('E-mail'), 'rita@escola.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Uma-senha-longa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/oauth/access_token')?.query.get('client_id')).toBe('40');
  });

  it('is the 404 page for an address no client has, and asks nothing for a reserved or malformed one', async () => {
    const { calls } = api(null);
    renderApp('/ninguem-aqui/login');
    expect(await screen.findByRole('heading', { name: 'Erro 404' })).toBeInTheDocument();
    expect(lookups(calls)).toHaveLength(1);
    vi.unstubAllGlobals();

    const again = api(null);
    renderApp('/Maiusculas_/login');
    expect(await screen.findAllByRole('heading', { name: 'Erro 404' })).not.toHaveLength(0);
    expect(lookups(again.calls)).toHaveLength(0);
  });

  it('sends a client whose login route is another to it', async () => {
    api(publicClient({ id: 16, name: 'Admin', slug: 'admin', login_url: '/auth/login' }), {
      'GET /api/v2/admin/color/16': ok({ ...COLORS_ASTA.data, client_id: 16, name: 'Admin' }),
    });
    const { router } = renderApp('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('says the client is suspended and keeps the form disabled', async () => {
    api(publicClient({ status: 'suspended' }));
    renderApp('/escola-nova/login');
    expect(
      await screen.findByText('Este cliente está suspenso. Procure o administrador da plataforma.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Cadastre-se' })).toBeNull();
  });

  it('turns to the suspended page when the sign-in is refused for the client after the page opened', async () => {
    let status: PublicClient['status'] = 'active';
    const message = 'Este cliente está suspenso. Procure o administrador da plataforma.';
    mockFetch({
      'GET /api/v2/client/lookup': () => ok(publicClient({ status })),
      'POST /api/oauth/access_token': () => {
        status = 'suspended';
        return failure(403, message);
      },
    });
    renderApp('/escola-nova/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'rita@escola.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Uma-senha-longa-1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toBeDisabled());
    // Said once, by the page.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it("also says so on a fixed client's page, from the lookup by id", async () => {
    const { calls } = api(
      publicClient({ id: 3, name: 'Asta', slug: 'asta', login_url: '/asta/login', status: 'suspended' }),
    );
    renderApp('/asta/login');
    expect(
      await screen.findByText('Este cliente está suspenso. Procure o administrador da plataforma.'),
    ).toBeInTheDocument();
    expect(lookups(calls)[0].query.get('id')).toBe('3');
  });

  it('opens the sign-up page of an open client, which leads back to its login page', async () => {
    api(publicClient());
    renderApp('/escola-nova/cadastro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escola Nova' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/escola-nova/login');
  });

  it("names and colours the welcome e-mail's page of a run-time client, and leads to its login page", async () => {
    const { calls } = api(publicClient());
    renderApp('/auth/definir-senha?client_id=40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escola Nova' })).toBeInTheDocument();
    expect(lookups(calls)[0].query.get('id')).toBe('40');
    await waitFor(() => expect(document.title).toBe('Definir senha · Escola Nova'));
    // Without a token the page says the link is incomplete, with the way back to the client's login.
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/escola-nova/login');
  });
});

describe('the organisation chooser after signing out of a client created at run time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers that client first, then the fixed ones', async () => {
    // The server's directory lists the run-time client among the others, by name.
    const { id, name, slug, login_url } = publicClient();
    const directory = [
      ...CLIENTS.map((c) => ({ id: c.id, name: c.name, slug: c.loginUrl.split('/')[1], login_url: c.loginUrl })),
      { id, name, slug, login_url },
    ].map((c) => ({ ...c, status: 'active' }));
    api(publicClient(), { 'GET /api/v2/client/directory': ok(directory) });
    renderApp(`/auth?client_id=${publicClient().id}`);
    const links = await screen.findAllByRole('link');
    await waitFor(() => expect(screen.getAllByRole('link')[0]).toHaveTextContent(publicClient().name));
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', publicClient().login_url);
    expect(links.length).toBeGreaterThanOrEqual(7);
    expect(screen.getByRole('link', { name: 'Asta' })).toHaveAttribute('href', '/asta/login');
  });

  it('lists only the fixed clients for an id that names none', async () => {
    api(null);
    renderApp('/auth?client_id=999');
    expect(await screen.findByRole('link', { name: 'Asta' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(7));
  });
});
