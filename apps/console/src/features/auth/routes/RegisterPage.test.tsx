import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/api-stubs.ts';
import { COLORS_ASTA } from '../../../test/signed-in.ts';
import { failure, ok, renderApp } from '../../../test/utils.tsx';

describe('register page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts client_id and user, then says to check the inbox in place of the form', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/register': {
        status: 202,
        body: { success: true, message: 'Cadastro recebido. Verifique sua caixa de entrada para continuar.' },
      },
    });
    const { router } = renderApp('/asta/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'bruno@asta.demo');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cadastro recebido. Verifique sua caixa de entrada: enviamos um e-mail com os próximos passos.',
    );
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/asta/cadastro');
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/asta/login');
    expect(calls.find((c) => c.path === '/api/v2/client/register')?.body).toEqual({
      client_id: 3,
      user: { name: 'Bruno Lima', email: 'bruno@asta.demo', password: 'segredo123', language: 'pt-br' },
    });
  });

  it('shows the API message and field errors', async () => {
    mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'POST /api/v2/client/register': failure(422, 'Dados inválidos.', { 'user.email': ['E-mail inválido.'] }),
    });
    renderApp('/asta/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'ana@asta.demo');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dados inválidos.');
    expect(screen.getByText('E-mail inválido.')).toBeInTheDocument();
  });

  it('offers a gym its units, requires one and sends it', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/admin/color/3': { body: COLORS_ASTA },
      'GET /api/v2/client/register/form': ok({
        platform_type: 'academia',
        units: [
          { value: 'paulista', label: 'Unidade Paulista' },
          { value: 'centro', label: 'Unidade Centro' },
        ],
      }),
      'POST /api/v2/client/register': { status: 202, body: { success: true, message: 'Cadastro recebido.' } },
    });
    renderApp('/asta/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nome'), 'Bruno Lima');
    await user.type(screen.getByLabelText('E-mail'), 'bruno@asta.demo');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Escolha a sua unidade.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v2/client/register')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Unidade' }));
    await user.click(await screen.findByRole('option', { name: 'Unidade Centro' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/v2/client/register')?.body).toMatchObject({
      client_id: 3,
      user: { name: 'Bruno Lima', unit: 'centro' },
    });
  });
});
