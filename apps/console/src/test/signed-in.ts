import type { AuthenticatedUser } from '@console/contract';
import { setClientId, setToken, setUser } from '../lib/session.ts';
import { mockFetch, type StubTable } from './api-stubs.ts';

/** A signed-in session of client 3 (Asta) in the tests: the user, its menu and colours, and the calls of every page. */

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

/** The answer of GET /api/v2/client/user/authenticated: the signed-in user and their picture. */
export const meAnswer = (user: AuthenticatedUser, picture: string | null = null) => ({
  body: { success: true, data: user, picture },
});

/**
 * The stub table of the calls every signed-in page of client 3 makes: the client check, the menu and the colours,
 * and the signed-in user's own profile when given (pages that read it again: the guards, the grants' refresh).
 */
export function signedInStubs({ me, verified = true }: { me?: AuthenticatedUser; verified?: boolean } = {}): StubTable {
  return {
    'POST /api/v2/client/verifyclient': { body: { success: verified } },
    'GET /api/v21/admin/sys/menu': { body: MENU },
    'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
    ...(me === undefined ? {} : { 'GET /api/v2/client/user/authenticated': meAnswer(me) }),
  };
}

/** mockFetch with the calls every signed-in page of client 3 makes (client check, menu, colours), then the test's own. */
export const mockSignedInApi = (handlers: StubTable = {}) => mockFetch({ ...signedInStubs(), ...handlers });

/** Stores a signed-in session of client 3 without calling the API. */
export function signIn(user: AuthenticatedUser = USER, picture: string | null = null) {
  setToken('token-abc');
  setClientId(user.client_id);
  setUser(user, picture);
}
