import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthenticatedUser, OutboxItem } from '@console/contract';
import {
  COLORS_ASTA,
  USER,
  mockSignedInApi,
  ok,
  page,
  renderApp,
  signIn,
  type Answer,
  type Call,
} from '../../../test/utils.tsx';

const OPERATOR: AuthenticatedUser = { ...USER, id: 1, client_id: 16, name: 'Operação', email: 'admin@admin.demo' };
const MAIL: OutboxItem = {
  id: 5,
  client_id: 3,
  client_name: 'Asta',
  to: 'fabio@exemplo.com.br',
  subject: 'Bem-vindo à Asta',
  html: '<p>Olá, Fábio. <a href="http://x/auth/definir-senha?token=t1&client_id=3">Definir minha senha</a></p><script>parent.alert(1)</script>',
  text: 'Olá, Fábio. Defina sua senha: http://x/auth/definir-senha?token=t1&client_id=3',
  created_at: '2026-11-20T12:00:00.000Z',
  sent_at: null,
  error: null,
  attempts: 0,
  next_attempt_at: null,
  status: 'kept',
};
const FAILED: OutboxItem = {
  ...MAIL,
  id: 6,
  to: 'bia@exemplo.com.br',
  error: 'connect ECONNREFUSED',
  attempts: 30,
  status: 'failed',
};
const RETRYING: OutboxItem = {
  ...MAIL,
  id: 7,
  to: 'caio@exemplo.com.br',
  error: 'connect ECONNREFUSED',
  attempts: 2,
  next_attempt_at: '2026-11-20T12:01:30.000Z',
  status: 'retrying',
};

const api = (list: (call: Call) => Answer) =>
  mockSignedInApi({
    'GET /api/v2/admin/color/16': { body: COLORS_ASTA },
    'GET /api/v2/admin/outbox': list,
    'GET /api/v2/client/directory': ok([
      { id: 3, name: 'Asta', slug: 'asta', login_url: '/asta/login', status: 'active' },
      { id: 21, name: 'Escola Aurora', slug: 'escola-aurora', login_url: '/escola-aurora/login', status: 'active' },
      { id: 6, name: 'Fitness Link', slug: 'fitness-link', login_url: '/fitness-link/login', status: 'active' },
    ]),
  });

describe('outbox page (platform operators)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists mails with their status, filters by organisation and recipient in the URL, and shows a mail sandboxed', async () => {
    signIn(OPERATOR);
    const { calls } = api((call) => ({ body: page(call.query.get('to') ? [FAILED] : [MAIL, FAILED, RETRYING]) }));
    const { router } = renderApp('/caixa-de-saida');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Não enviado (sem SMTP)')).toBeInTheDocument();
    expect(within(table).getByText('Falhou')).toBeInTheDocument();
    expect(within(table).getByText('Tentativas: 30 · Não será tentado de novo')).toBeInTheDocument();
    expect(within(table).getByText('Aguardando nova tentativa')).toBeInTheDocument();
    // The time is the browser's local one, so only its shape is checked.
    expect(
      within(table).getByText(/^Tentativas: 2 · Próxima tentativa em \d{2}\/\d{2}\/2026 \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(within(table).getAllByText('Asta')).toHaveLength(3);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar destinatário' }), 'bia');
    await waitFor(() => expect(router.state.location.search).toContain('to=bia'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(
      calls
        .filter((c) => c.path === '/api/v2/admin/outbox')
        .at(-1)
        ?.query.get('to'),
    ).toBe('bia');

    await user.click(screen.getByRole('combobox', { name: 'Organização' }));
    await user.click(await screen.findByRole('option', { name: 'Fitness Link' }));
    await waitFor(() => expect(router.state.location.search).toContain('client=6'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/v2/admin/outbox')
          .at(-1)
          ?.query.get('client'),
      ).toBe('6'),
    );

    await user.click(screen.getByRole('button', { name: 'Abrir "Bem-vindo à Asta" para bia@exemplo.com.br' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bem-vindo à Asta' });
    expect(within(dialog).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('E-mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Definir minha senha');
    await user.click(within(dialog).getByRole('tab', { name: 'Texto' }));
    expect(within(dialog).getByText(/Defina sua senha: http:\/\/x\/auth\/definir-senha/)).toBeInTheDocument();
  });

  it('names a client created at run time by its name, in the rows and among the organisations to filter by', async () => {
    signIn(OPERATOR);
    const aurora: OutboxItem = {
      ...MAIL,
      id: 8,
      client_id: 21,
      client_name: 'Escola Aurora',
      to: 'rita@aurora.example',
    };
    api(() => ({ body: page([aurora]) }));
    renderApp('/caixa-de-saida');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Escola Aurora')).toBeInTheDocument();
    expect(within(table).queryByText('21')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Organização' }));
    expect(await screen.findByRole('option', { name: 'Escola Aurora' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    signIn(OPERATOR);
    api(() => ({ body: page([]) }));
    renderApp('/caixa-de-saida');
    expect(await screen.findByText('Nenhum e-mail foi escrito ainda.')).toBeInTheDocument();
  });

  it('is offered in the app bar to operators only, and other clients’ administrators get the 403 page', async () => {
    signIn(OPERATOR);
    api(() => ({ body: page([MAIL]) }));
    const first = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Caixa de saída de e-mails' })).toHaveAttribute(
      'href',
      '/caixa-de-saida',
    );
    first.unmount();

    signIn(USER);
    api(() => ({ body: page([MAIL]) }));
    const { router } = renderApp('/caixa-de-saida');
    await waitFor(() => expect(router.state.location.pathname).toBe('/erros/%20'));
  });
});
