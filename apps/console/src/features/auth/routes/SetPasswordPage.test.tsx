import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_MESSAGES } from '@console/contract';
import { failure, ok } from '../../../test/api-answers.ts';
import { mockFetch } from '../../../test/api-stubs.ts';
import { COLORS_ASTA } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

const SETUP = 'POST /api/v2/client/password/setup';
const url = '/auth/definir-senha?token=abc123&client_id=3';

async function fill(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Nova senha'), password);
  await user.type(screen.getByLabelText('Confirme a nova senha'), confirm);
  await user.click(screen.getByRole('button', { name: 'Definir senha' }));
  return user;
}

describe('set password page (welcome e-mail link)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token and password, then leads to the client’s login page', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      [SETUP]: ok({ client_id: 3, email: 'nova@asta.demo' }),
    });
    const { router } = renderApp(url);
    const user = await fill('trilha-verde-42');
    expect(
      await screen.findByText('Senha definida. Entre com o e-mail nova@asta.demo e a nova senha.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/client/password/setup')?.body).toEqual({
      token: 'abc123',
      password: 'trilha-verde-42',
    });
    await user.click(screen.getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asta/login'));
  });

  it('checks length, common passwords and confirmation before sending', async () => {
    const { calls } = mockFetch({ 'GET /api/v2/admin/color/3': { body: COLORS_ASTA } });
    renderApp(url);
    await fill('curta');
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await fill('password123');
    expect(await screen.findByText('Esta senha é muito comum. Escolha outra.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nova senha'));
    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await fill('trilha-verde-42', 'trilha-verde-43');
    expect(await screen.findByText('As senhas não conferem.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v2/client/password/setup')).toBe(false);
  });

  it('shows why a used or expired link is refused and offers a reset link by e-mail, without the form', async () => {
    for (const [message, text] of [
      [USER_MESSAGES.tokenUsed, 'Este link já foi usado.'],
      [USER_MESSAGES.tokenExpired, 'Este link expirou.'],
    ]) {
      mockFetch({
        'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
        [SETUP]: failure(422, 'Dados inválidos.', { token: [message] }),
      });
      const { unmount } = renderApp(url);
      await fill('trilha-verde-42');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/administrador/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pedir um novo link por e-mail' })).toHaveAttribute(
        'href',
        '/auth/esqueci-senha?client_id=3',
      );
      expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/asta/login');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('says so when the link has no token', async () => {
    mockFetch({ 'GET /api/v2/admin/color/3': { body: COLORS_ASTA } });
    renderApp('/auth/definir-senha?client_id=3');
    expect(
      await screen.findByText('Este link está incompleto. Abra o link do e-mail de boas-vindas novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});

describe('password reset pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a reset link for the client of the login page and says the same whatever the address', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/password/forgot': { status: 202, body: { success: true, message: 'ok' } },
    });
    renderApp('/auth/esqueci-senha?client_id=3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'ana@asta.demo');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com o e-mail ana@asta.demo, enviamos um link para redefinir a senha.',
    );
    const call = calls.find((c) => c.path === '/api/v2/client/password/forgot');
    expect(call?.query.get('client_id')).toBe('3');
    expect(call?.body).toEqual({ email: 'ana@asta.demo', language: 'pt-br' });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/asta/login');
  });

  it('sets the new password through the reset link and leads to the login page', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/password/reset': ok({ client_id: 3, email: 'ana@asta.demo' }),
    });
    renderApp('/auth/redefinir-senha?token=tok-9&client_id=3');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), 'trilha-verde-42');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'trilha-verde-42');
    await user.click(screen.getByRole('button', { name: 'Escolher nova senha' }));
    expect(await screen.findByText(/Senha redefinida e todas as sessões encerradas/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/client/password/reset')?.body).toEqual({
      token: 'tok-9',
      password: 'trilha-verde-42',
    });
    expect(calls.some((c) => c.path === '/api/v2/client/password/setup')).toBe(false);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/asta/login');
  });
});
