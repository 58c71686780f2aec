import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { setClientId } from '../../../lib/session.ts';
import { mockFetch } from '../../../test/api-stubs.ts';
import { mockSignedInApi, signIn } from '../../../test/signed-in.ts';
import { ok, renderApp } from '../../../test/utils.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '*', Component: ForbiddenPage }], { initialEntries: ['/erros/%20'] })}
      />
    </QueryClientProvider>,
  );

describe('403 page', () => {
  it('shows the texts and links back to the stored client login', () => {
    setClientId(9);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Erro 403' })).toBeInTheDocument();
    expect(screen.getByText('Você não tem permissão para acessar este conteúdo!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/action-aid/login');
  });

  it('links to the login page of a client created at run time, as the lookup answers it', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/client/lookup': ok({
        id: 40,
        name: 'Escola Nova',
        slug: 'escola-nova',
        login_url: '/escola-nova/login',
        logout_url: '/auth',
        status: 'active',
        config: {
          primary: '#123456',
          secondary: '#654321',
          background: '#ffffff',
          text: '#000000',
          logo: null,
          registration: false,
          template: { platform_type: 'escola' },
        },
      }),
    });
    setClientId(40);
    renderPage();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth');
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/escola-nova/login'),
    );
    expect(calls.find((call) => call.path === '/api/v2/client/lookup')?.query.get('id')).toBe('40');
    vi.unstubAllGlobals();
  });

  it('links to /auth without a stored client', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth');
  });
});

describe('403 page in the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a signed-in user the page inside the shell, with the menu and a link home', async () => {
    signIn();
    mockSignedInApi();
    renderApp('/erros/%20');
    expect(await screen.findByRole('heading', { name: 'Erro 403' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Voltar para o login' })).toBeNull();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Ana Souza')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('is a page of its own, back to the login, when the stored client is refused', async () => {
    signIn();
    mockSignedInApi({ 'POST /api/v2/client/verifyclient': { body: { success: false } } });
    renderApp('/erros/%20');
    expect(await screen.findByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/asta/login');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('is a page of its own when signed out', async () => {
    mockSignedInApi();
    renderApp('/erros/%20');
    expect(await screen.findByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
