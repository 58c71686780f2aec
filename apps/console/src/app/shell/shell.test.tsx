import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLoading, stopLoading } from '../../lib/loading.ts';
import { getSession } from '../../lib/session.ts';
import { mockFetch } from '../../test/api-stubs.ts';
import { USER, signIn, signedInStubs } from '../../test/signed-in.ts';
import { renderApp } from '../../test/utils.tsx';
import { GlobalLoader, LOADER_DELAY_MS } from './GlobalLoader.tsx';

const api = () => mockFetch({ ...signedInStubs(), 'POST /api/oauth/revoke': { body: { success: true } } });

describe('global loader', () => {
  it('shows the wait and spinner texts while work is in flight, nothing otherwise', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: GlobalLoader }])} />);
    expect(screen.queryByText('Aguarde...')).toBeNull();
    act(() => startLoading());
    expect(screen.queryByText('Aguarde...')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'));
    expect(screen.getByText('Aguarde...')).toBeInTheDocument();
    act(() => stopLoading());
    await waitFor(() => expect(screen.queryByText('Aguarde...')).toBeNull());
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('never shows for work shorter than the delay', async () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: GlobalLoader }])} />);
    act(() => startLoading());
    act(() => stopLoading());
    await new Promise((resolve) => setTimeout(resolve, LOADER_DELAY_MS + 50));
    expect(screen.queryByText('Aguarde...')).toBeNull();
  });
});

describe('app shell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the client, the user with a default picture, the language switch and the menu', async () => {
    signIn();
    api();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Asta')).toBeInTheDocument();
    expect(within(banner).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(banner).getByTestId('default-avatar')).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-br');
    await userEvent.click(within(banner).getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('button', { name: 'Pessoas' })).toBeInTheDocument();
  });

  it('switches the language and stores it', async () => {
    signIn();
    api();
    renderApp('/');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'es');
    expect(await screen.findByRole('heading', { name: '¡Hola, Ana Souza!' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('takes the language from ?lang=', async () => {
    signIn();
    api();
    renderApp('/?lang=en');
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Souza!' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("'Sair' revokes the token, clears the session and goes to /auth", async () => {
    signIn(USER, 'https://cdn.example/ana.png');
    const { calls } = api();
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const revoke = calls.find((c) => c.path === '/api/oauth/revoke');
    expect(revoke?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(getSession()).toMatchObject({ token: null, clientId: null, user: null, picture: null });
    expect(sessionStorage.length).toBe(0);
  });
});
