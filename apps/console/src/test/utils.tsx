import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthenticatedUser } from '@console/contract';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import { setClientId, setToken, setUser } from '../lib/session.ts';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** Replaces fetch with handlers keyed by 'METHOD /path'; records every call. Unknown calls answer 404. */
export function mockFetch(handlers: Record<string, Handler | { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    const { status = 200, body } = answer ?? { status: 404, body: { success: false, message: 'Não encontrado.' } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const COLORS_ASTA = {
  success: true,
  data: {
    client_id: 3,
    name: 'Asta',
    config: {
      primary: '#7b1fa2',
      secondary: '#ff9800',
      background: '#fafafa',
      text: '#212121',
      logo: null,
      registration: true,
      template: { platform_type: 'community' },
    },
  },
};

export const USER: AuthenticatedUser = {
  id: 7,
  client_id: 3,
  name: 'Ana Souza',
  email: 'ana@asta.demo',
  language: 'pt-br',
  resource: [
    { tag: 'dashboard', enabled: true },
    { tag: 'relatorios', enabled: true },
    { tag: 'usuarios', enabled: true },
    { tag: 'feed', enabled: false },
  ],
  resource_sub: [
    { tag: 'relatorios.exportar', enabled: true },
    { tag: 'editores', enabled: true },
  ],
};

export const MENU = {
  success: true,
  data: [
    {
      key: 'painel',
      label: 'hub.painel',
      path: '/-painel',
      icon: 'Dashboard',
      children: [
        { key: 'dashboard', label: 'menu.dashboard', path: '/', icon: 'Dashboard', tag: 'dashboard' },
        {
          key: 'relatorios',
          label: 'menu.relatorios',
          path: '/relatorios/{client_id}',
          icon: 'Assessment',
          tag: 'relatorios',
        },
      ],
    },
    {
      key: 'comunidade',
      label: 'hub.comunidade',
      path: '/-comunidade',
      icon: 'Forum',
      children: [{ key: 'feed', label: 'menu.feed', path: '/feed', icon: 'DynamicFeed', tag: 'feed' }],
    },
    {
      key: 'pessoas',
      label: 'hub.pessoas',
      path: '/-pessoas',
      icon: 'People',
      children: [{ key: 'usuarios', label: 'menu.usuarios', path: '/usuarios', icon: 'People', tag: 'usuarios' }],
    },
  ],
};

type Handlers = Parameters<typeof mockFetch>[0];

/** mockFetch with the calls every signed-in page of client 3 makes (client check, menu, colours), then the test's own. */
export const mockSignedInApi = (handlers: Handlers = {}) =>
  mockFetch({
    'POST /api/v2/client/verifyclient': { body: { success: true } },
    'GET /api/v21/admin/sys/menu': { body: MENU },
    'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
    ...handlers,
  });

/** Stores a signed-in session of client 3 without calling the API. */
export function signIn(user: AuthenticatedUser = USER, picture: string | null = null) {
  setToken('token-abc');
  setClientId(user.client_id);
  setUser(user, picture);
}

/** The whole console (real routes, guards and providers) on a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
