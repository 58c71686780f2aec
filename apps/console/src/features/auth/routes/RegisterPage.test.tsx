import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLORS_ASTA, mockFetch, renderApp } from '../../../test/utils.tsx';

describe('register page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts client_id and user, then returns to the login page', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/register': { status: 201, body: { success: true, data: { id: 99 } } },
    });
    const { router } = renderApp('/asta/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'bruno@asta.demo');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asta/login'));
    expect(calls.find((c) => c.path === '/api/v2/client/register')?.body).toEqual({
      client_id: 3,
      user: { name: 'Bruno Lima', email: 'bruno@asta.demo', password: 'segredo123', language: 'pt-br' },
    });
  });

  it('shows the API message and field errors', async () => {
    mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/register': {
        status: 409,
        body: { success: false, message: 'E-mail já cadastrado.', errors: { 'user.email': ['Este e-mail já está em uso.'] } },
      },
    });
    renderApp('/asta/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'ana@asta.demo');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail já cadastrado.');
    expect(screen.getByText('Este e-mail já está em uso.')).toBeInTheDocument();
  });
});
