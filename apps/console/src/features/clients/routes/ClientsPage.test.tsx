import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, page, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { ASTA_RECORD, CLIENT_ADMIN, OPERATOR, listItem, mockClientsApi } from '../test-fixtures.ts';

const DAY = 24 * 3600 * 1000;
const ASTA = listItem(3, 'Asta', {
  last_activity: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
  sign_ins: 1320,
  logo: '/media/3/images/logo.png',
});
const LELE = listItem(15, 'Lele', { status: 'suspended', users: 2, primary: '#00897b' });
const ADMIN = listItem(16, 'Admin', { login_url: '/auth/login' });

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/v2/admin/asap-client');

describe('/clientes for the platform operator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the clients with brand, login address, status, users and last activity, and the actions of each row', async () => {
    signIn(OPERATOR);
    const { calls } = mockClientsApi({ 'GET /api/v2/admin/asap-client': { body: page([ASTA, LELE, ADMIN]) } });
    renderApp('/clientes');
    expect(await screen.findByRole('heading', { name: 'Clientes', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clientes' });
    const asta = within(table).getByText('Asta').closest('tr') as HTMLElement;
    expect(within(asta).getByText('/asta/login')).toBeInTheDocument();
    expect(within(asta).getByText('Ativo')).toBeInTheDocument();
    expect(within(asta).getByText('1.250')).toBeInTheDocument();
    expect(within(asta).getByText('há 3 dias')).toBeInTheDocument();
    expect(within(asta).getByText('1.320 acessos em 30 dias')).toBeInTheDocument();
    expect(within(asta).getByRole('img', { name: 'Cor primária #7b1fa2' })).toBeInTheDocument();
    expect(within(asta).getByRole('link', { name: 'Configurações de Asta' })).toHaveAttribute('href', '/clientes/3');
    const login = within(asta).getByRole('link', { name: 'Abrir a página de login de Asta em nova aba' });
    expect(login).toHaveAttribute('href', `${window.location.origin}/asta/login`);
    expect(login).toHaveAttribute('target', '_blank');
    expect(within(asta).getByRole('button', { name: 'Suspender Asta' })).toBeInTheDocument();

    const lele = within(table).getByText('Lele').closest('tr') as HTMLElement;
    expect(within(lele).getByText('Suspenso')).toBeInTheDocument();
    expect(within(lele).getByText('Nenhum acesso ainda')).toBeInTheDocument();
    expect(within(lele).getByText('Nenhum acesso em 30 dias')).toBeInTheDocument();
    expect(within(lele).getByRole('button', { name: 'Reativar Lele' })).toBeInTheDocument();
    // The platform's own client cannot be suspended.
    const admin = within(table).getByText('Admin').closest('tr') as HTMLElement;
    expect(within(admin).queryByRole('button', { name: /Suspender/ })).toBeNull();

    expect(listCalls(calls)[0].query.get('page')).toBe('1');
    expect(listCalls(calls)[0].query.get('per_page')).toBe('20');
  });

  it('searches and filters by status through the URL, and shows the empty states', async () => {
    signIn(OPERATOR);
    const { calls } = mockClientsApi({
      'GET /api/v2/admin/asap-client': (call) => ({
        body: page(call.query.get('search') || call.query.get('status') ? [] : [ASTA]),
      }),
    });
    const { router } = renderApp('/clientes');
    await screen.findByRole('table', { name: 'Clientes' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome ou endereço' }), 'esc');
    expect(await screen.findByText('Nenhum cliente encontrado com esta busca ou situação.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('search=esc');
    expect(listCalls(calls).at(-1)?.query.get('search')).toBe('esc');

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await screen.findByRole('table', { name: 'Clientes' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suspenso' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('suspended'));
    expect(router.state.location.search).toContain('status=suspended');
  });

  it('says when there is no client yet, with the way to create one', async () => {
    signIn(OPERATOR);
    mockClientsApi({ 'GET /api/v2/admin/asap-client': { body: page([]) } });
    renderApp('/clientes');
    expect(await screen.findByText('Nenhum cliente cadastrado ainda.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Novo cliente' })).toHaveLength(2);
  });

  it('shows a failed load with a retry', async () => {
    signIn(OPERATOR);
    let fail = true;
    mockClientsApi({
      'GET /api/v2/admin/asap-client': () => (fail ? failure(503, 'Serviço indisponível.') : { body: page([ASTA]) }),
    });
    renderApp('/clientes');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Clientes' })).toBeInTheDocument();
  });

  it('suspends a client after a confirmation that names it, and reactivates another', async () => {
    signIn(OPERATOR);
    const { calls } = mockClientsApi({
      'GET /api/v2/admin/asap-client': { body: page([ASTA, LELE]) },
      'POST /api/v2/admin/asap-client/3/suspend': ok({ ...ASTA_RECORD, status: 'suspended' }),
      'POST /api/v2/admin/asap-client/15/reactivate': ok({ ...ASTA_RECORD, id: 15, status: 'active' }),
    });
    renderApp('/clientes');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspender Asta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Asta?' });
    expect(dialog).toHaveTextContent('Os usuários de Asta não poderão mais entrar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path.endsWith('/suspend'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Suspender Asta' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Suspender Asta?' })).getByRole('button', { name: 'Suspender' }),
    );
    expect(await screen.findByText('Cliente Asta suspenso.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v2/admin/asap-client/3/suspend')).toHaveLength(1);
    // The list is read again.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Reativar Lele' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reativar Lele?' })).getByRole('button', { name: 'Reativar' }),
    );
    expect(await screen.findByText('Cliente Lele reativado.')).toBeInTheDocument();
  });
});

describe('/clientes for a client administrator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes straight to their own client's settings, without the list", async () => {
    signIn(CLIENT_ADMIN);
    const { calls } = mockClientsApi({
      'GET /api/v2/admin/asap-client/3': ok(ASTA_RECORD),
    });
    const { router } = renderApp('/clientes');
    expect(await screen.findByRole('heading', { name: 'Configurações de Asta', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clientes/3');
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('is refused the page without the clients module', async () => {
    signIn({ ...CLIENT_ADMIN, resource: CLIENT_ADMIN.resource.filter((grant) => grant.tag !== 'clientes') });
    mockClientsApi();
    const { router } = renderApp('/clientes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });
});
