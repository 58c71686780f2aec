import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { mockFetch, type StubTable } from '../../../test/api-stubs.ts';
import { COLORS_ASTA, signedInStubs, USER } from '../../../test/signed-in.ts';
import { failure, renderApp } from '../../../test/utils.tsx';

const TOKEN = { token: 'tok-1', token_type: 'Bearer', expires_in: 3600 };

function api(overrides: StubTable = {}) {
  return mockFetch({
    ...signedInStubs({ me: { ...USER, language: 'en' } }),
    'POST /api/oauth/access_token': { body: TOKEN },
    ...overrides,
  });
}

async function fillAndSubmit(email = 'ana@asta.demo', password = 'demo1234') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the client's name from its colours and the sign-up link when registration is open", async () => {
    api();
    renderApp('/asta/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asta' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/asta/cadastro');
  });

  it('links every login page to the forgot-password form of its client', async () => {
    api({ 'GET /api/v2/admin/color/16': { body: { ...COLORS_ASTA, data: { ...COLORS_ASTA.data, client_id: 16 } } } });
    const { unmount } = renderApp('/asta/login');
    expect(await screen.findByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/auth/esqueci-senha?client_id=3',
    );
    unmount();
    renderApp('/auth/login');
    expect(await screen.findByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/auth/esqueci-senha?client_id=16',
    );
  });

  it('hides the sign-up link when registration is closed', async () => {
    api({
      'GET /api/v2/admin/color/3': {
        body: {
          ...COLORS_ASTA,
          data: { ...COLORS_ASTA.data, config: { ...COLORS_ASTA.data.config, registration: false } },
        },
      },
    });
    renderApp('/asta/login');
    await screen.findByRole('heading', { name: 'Asta' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cadastre-se' })).toBeNull());
  });

  it('stores token, client, user and language, then opens the home', async () => {
    const { calls } = api();
    const { router } = renderApp('/asta/login');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const login = calls.find((c) => c.path === '/api/oauth/access_token');
    expect(login?.query.get('client_id')).toBe('3');
    expect(login?.body).toEqual({ email: 'ana@asta.demo', password: 'demo1234' });
    expect(getSession()).toMatchObject({ token: 'tok-1', clientId: 3, user: { name: 'Ana Souza' }, language: 'en' });
    expect(localStorage.getItem('language')).toBe('en');
    const me = calls.find((c) => c.path === '/api/v2/client/user/authenticated');
    expect(me?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(await screen.findByRole('heading', { name: 'Hello, Ana Souza!' })).toBeInTheDocument();
  });

  it('shows the API message when the credentials are refused', async () => {
    api({
      'POST /api/oauth/access_token': failure(401, 'E-mail ou senha inválidos.'),
    });
    const { router } = renderApp('/asta/login');
    await fillAndSubmit('ana@asta.demo', 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(router.state.location.pathname).toBe('/asta/login');
    expect(getSession().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('resolves false and says why when the user load fails, leaving nothing stored', async () => {
    api({ 'GET /api/v2/client/user/authenticated': { body: { success: false } } });
    const { router } = renderApp('/asta/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar seus dados de usuário.');
    expect(router.state.location.pathname).toBe('/asta/login');
    expect(getSession()).toMatchObject({ token: null, clientId: null, user: null });
  });

  it('validates the e-mail before calling the API and disables the button while submitting', async () => {
    let release: () => void = () => undefined;
    const { calls } = api({
      'POST /api/oauth/access_token': () => undefined,
    });
    renderApp('/asta/login');
    await fillAndSubmit('nao-e-email', 'x');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/oauth/access_token')).toBe(false);

    const slow = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/oauth/access_token')) await slow;
      return original!(input, init);
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@asta.demo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled());
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  });

  it('paints the first frame in the colours served with the page, before the colours call answers', async () => {
    const meta = document.createElement('meta');
    meta.name = 'client-colors';
    meta.content = JSON.stringify({
      ...COLORS_ASTA.data,
      config: { ...COLORS_ASTA.data.config, primary: '#facc15', registration: true },
    });
    document.head.append(meta);
    try {
      const { fetchMock } = api();
      // The colours call never answers: what the page shows comes from the page itself.
      const asked: string[] = [];
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).includes('/api/v2/admin/color/')) return fetchMock(input, init);
        asked.push(String(input));
        return new Promise<Response>(() => {});
      });
      renderApp('/asta/login');
      const button = await screen.findByRole('button', { name: 'Entrar' });
      expect(getComputedStyle(button).getPropertyValue('--variant-containedBg')).toBe('#facc15');
      expect(screen.getByRole('link', { name: 'Cadastre-se' })).toBeInTheDocument();
      // Read again in the background, as the colours may have changed since the page was served.
      await waitFor(() => expect(asked).toHaveLength(1));
    } finally {
      meta.remove();
    }
  });
});
