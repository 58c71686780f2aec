import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser } from '@console/contract';
import { getUser } from '../lib/session.ts';
import { failure, page } from '../test/api-answers.ts';
import { mockFetch, type Call, type StubTable } from '../test/api-stubs.ts';
import { USER, meAnswer, signIn, signedInStubs } from '../test/signed-in.ts';
import { renderApp } from '../test/utils.tsx';

const WITH_FEED: AuthenticatedUser = {
  ...USER,
  resource: USER.resource.map((g) => (g.tag === 'feed' ? { ...g, enabled: true } : g)),
};
const WITHOUT_USERS: AuthenticatedUser = { ...USER, resource: USER.resource.filter((g) => g.tag !== 'usuarios') };

/** The API, answering the user read with whatever `me()` says at the time. */
const api = (me: () => AuthenticatedUser, extra: StubTable = {}) =>
  mockFetch({
    ...signedInStubs(),
    'GET /api/v2/client/user/authenticated': () => meAnswer(me()),
    ...extra,
  });

const reads = (calls: Call[]) => calls.filter((call) => call.path === '/api/v2/client/user/authenticated').length;
/** The hubs the home page offers (the allowed menu). */
const hubLink = (name: string) => within(screen.getByRole('main')).queryByRole('link', { name });

describe('grants read again without a new sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a change of path: a module granted meanwhile appears in the menu and its route opens', async () => {
    signIn(USER);
    let me = USER;
    const { calls } = api(() => me);
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    await waitFor(() => expect(hubLink('Pessoas')).not.toBeNull());
    expect(hubLink('Comunidade')).toBeNull();

    me = WITH_FEED;
    await router.navigate('/feed');
    expect(await screen.findByRole('heading', { name: 'Feed', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/feed');
    expect(getUser()).toEqual(WITH_FEED);
    await router.navigate('/');
    await waitFor(() => expect(hubLink('Comunidade')).not.toBeNull());

    // Taken away again: the menu drops it on the next navigation, and its route leads to the 403 page.
    me = USER;
    await router.navigate('/relatorios/3');
    await router.navigate('/');
    await waitFor(() => expect(hubLink('Comunidade')).toBeNull());
    await router.navigate('/feed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
    expect(await screen.findByRole('heading', { name: 'Erro 403' })).toBeInTheDocument();
    expect(reads(calls)).toBeGreaterThanOrEqual(4);
  });

  it('not on a change of the query string alone, and one read serves every guard of a navigation', async () => {
    signIn(USER);
    const { calls } = api(() => USER, {
      'GET /api/v2/admin/asap-user': {
        body: page([], { next_cursor: null, prev_cursor: null, total_estimated: false }),
      },
    });
    const { router } = renderApp('/usuarios');
    expect(await screen.findByRole('heading', { name: 'Usuários', level: 1 })).toBeInTheDocument();
    expect(reads(calls)).toBe(1);
    await router.navigate('/usuarios?search=ana');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ana'));
    expect(reads(calls)).toBe(1);
    await router.navigate('/relatorios/3');
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    expect(reads(calls)).toBe(2);
  });

  it('after a 403 of any call: the menu drops what was taken away', async () => {
    signIn(USER);
    let me = USER;
    const { calls } = api(() => me, {
      'GET /api/v2/admin/asap-user': () => {
        me = WITHOUT_USERS;
        return failure(403, 'Você não tem permissão para acessar este conteúdo!');
      },
    });
    renderApp('/usuarios');
    await userEvent.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(await screen.findByText('Você não tem permissão para acessar este conteúdo!')).toBeInTheDocument();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Usuários' })).toBeNull());
    expect(within(nav).getByRole('button', { name: 'Painel' })).toBeInTheDocument();
    expect(getUser()).toEqual(WITHOUT_USERS);
    expect(reads(calls)).toBe(2);
  });

  it('keeps the stored user when the read fails for another reason than the token', async () => {
    signIn(USER);
    mockFetch({
      ...signedInStubs(),
      'GET /api/v2/client/user/authenticated': failure(503, 'Serviço indisponível.'),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana Souza!' })).toBeInTheDocument();
    expect(getUser()).toEqual(USER);
  });
});
