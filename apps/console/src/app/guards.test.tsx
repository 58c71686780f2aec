import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../lib/session.ts';
import { mockFetch } from '../test/api-stubs.ts';
import { USER, signIn, signedInStubs } from '../test/signed-in.ts';
import { renderApp } from '../test/utils.tsx';

const api = (verified = true) => mockFetch(signedInStubs({ me: USER, verified }));

describe('guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the root guard redirects to /auth without a token', async () => {
    api();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Escolha sua organização' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asta' })).toHaveAttribute('href', '/asta/login');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/auth/login');
  });

  it('the client guard sends to the 403 page when the server refuses the client', async () => {
    signIn();
    const { calls } = api(false);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
    expect(await screen.findByRole('heading', { name: 'Erro 403' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/client/verifyclient')?.body).toEqual({ client_id: 3 });
  });

  it('a module the user lacks leads to the 403 page; an unknown one to 404', async () => {
    signIn();
    api();
    const { router } = renderApp('/feed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
    await router.navigate('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Erro 404' })).toBeInTheDocument();
  });

  it('signed in, the home shows the user, the client and the allowed modules by hub', async () => {
    signIn();
    api();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(screen.getByText('E-mail: ana@asta.demo')).toBeInTheDocument();
    expect(await screen.findByText('Organização ativa: Asta')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Pessoas' })).toHaveAttribute('href', '/-pessoas');
    expect(within(main).getByRole('heading', { name: 'Seus módulos' })).toBeInTheDocument();
    expect(within(main).queryByText('Feed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('the reports path names its client: the reports of the active client open', async () => {
    signIn();
    api();
    renderApp('/relatorios/3');
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    expect(screen.getByText(/^Os relatórios de Asta:/)).toBeInTheDocument();
    expect(screen.queryByText('Suas sub-permissões')).toBeNull();
  });

  it('a change of the query string alone (a list paging) does not verify the client again', async () => {
    signIn();
    const { calls } = api();
    const { router } = renderApp('/usuarios');
    const verifications = () => calls.filter((c) => c.path === '/api/v2/client/verifyclient').length;
    expect(await screen.findByRole('heading', { name: 'Usuários', level: 1 })).toBeInTheDocument();
    expect(verifications()).toBe(1);
    await router.navigate('/usuarios?page=2&cursor=abc');
    await router.navigate('/usuarios?search=ana');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ana'));
    expect(verifications()).toBe(1);
  });

  it('the webview shows the home without app bar and menu', async () => {
    signIn();
    api();
    renderApp('/webview');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it("a signed-in address's ?client_id= acts for that client once the server agrees (the platform operator)", async () => {
    signIn({ ...USER, client_id: 16 });
    const { calls } = mockFetch(signedInStubs({ me: { ...USER, client_id: 16 } }));
    renderApp('/?client_id=8');
    await waitFor(() => expect(getSession().clientId).toBe(8));
    expect(calls.find((c) => c.path === '/api/v2/client/verifyclient')?.body).toEqual({ client_id: 8 });
    expect(await screen.findByText('Atuando por Smart Fit')).toBeInTheDocument();
    // Every call of the page carries the client acted for.
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v21/admin/sys/menu')).toBe(true));
    expect(calls.find((c) => c.path === '/api/v21/admin/sys/menu')?.query.get('client_id')).toBe('8');
  });

  it('an address naming a client the server refuses leads to the 403 page and keeps the session client', async () => {
    signIn();
    api(false);
    const { router } = renderApp('/?client_id=8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
    expect(getSession().clientId).toBe(3);
  });
});
