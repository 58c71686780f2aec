import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobItem } from '@console/contract';
import { envelope, pageOf } from '../../../test/api-answers.ts';
import { mockSignedInApi, renderApp, signIn, USER } from '../../../test/utils.tsx';

const base = {
  client_id: 3,
  run_at: '2026-03-02T12:00:00.000Z',
  created_at: '2026-03-02T11:00:00.000Z',
  started_at: null,
  finished_at: null,
  max_attempts: 5,
};
const FAILED: JobItem = {
  ...base,
  id: 41,
  kind: 'mail.deliver',
  status: 'failed',
  attempts: 5,
  last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
  finished_at: '2026-03-02T12:30:00.000Z',
};
const PENDING: JobItem = {
  ...base,
  id: 42,
  kind: 'projects.deadlines',
  status: 'pending',
  attempts: 0,
  last_error: null,
};

function open(path: string, subs: string[] = ['tarefas-agendadas.gerenciar'], digest?: boolean) {
  signIn({
    ...USER,
    resource: [...USER.resource, { tag: 'tarefas-agendadas', enabled: true }],
    resource_sub: [...USER.resource_sub, ...subs.map((tag) => ({ tag, enabled: true }))],
  });
  const api = mockSignedInApi({
    'GET /api/v2/admin/jobs': (call) => ({
      body: envelope({
        ...pageOf(call.query.get('status') === 'failed' ? [FAILED] : [PENDING, FAILED]),
        kinds: ['mail.deliver', 'projects.deadlines'],
      }),
    }),
    'POST /api/v2/admin/jobs/41/retry': { body: envelope({ ...FAILED, status: 'pending', attempts: 0 }) },
    'POST /api/v2/admin/jobs/42/cancel': { body: envelope({ ...PENDING, status: 'cancelled' }) },
    ...(digest === undefined
      ? {}
      : {
          'GET /api/v2/client/user/resumo-diario': { body: envelope({ enabled: digest }) },
          'PUT /api/v2/client/user/resumo-diario': (call) => ({
            body: envelope({ enabled: (call.body as { enabled: boolean }).enabled }),
          }),
        }),
  });
  return { ...renderApp(path), api };
}

describe('/tarefas-agendadas: the job queue (issue 29)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each job with its kind, status, attempts and last error', async () => {
    open('/tarefas-agendadas');
    const row = (await screen.findByText('connect ECONNREFUSED 127.0.0.1:2525', {}, { timeout: 20_000 })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Entrega de e-mail')).toBeInTheDocument();
    expect(within(row).getByText('Falhou')).toBeInTheDocument();
    expect(within(row).getByText('Tentativas: 5 de 5')).toBeInTheDocument();
    expect(screen.getByText('Prazos dos projetos')).toBeInTheDocument();
  });

  it('retries a failed job at once, and cancels a waiting one only after confirming', async () => {
    const { api } = open('/tarefas-agendadas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Repetir a tarefa #41' }, { timeout: 20_000 }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/41/retry'))).toBe(true));
    expect(await screen.findByText('A tarefa #41 voltou para a fila.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar a tarefa #42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar esta tarefa?' });
    expect(api.calls.some((c) => c.path.endsWith('/42/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar tarefa' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/42/cancel'))).toBe(true));
  });

  it('lets an administrator turn on their own daily digest; hidden when the API refuses it', async () => {
    const { api } = open('/tarefas-agendadas', undefined, false);
    const user = userEvent.setup();
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Receber o resumo diário por e-mail' },
      { timeout: 20_000 },
    );
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/api/v2/client/user/resumo-diario')?.body).toEqual(
        {
          enabled: true,
        },
      ),
    );
    expect(await screen.findByText('Resumo diário ativado.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Receber o resumo diário por e-mail' })).toBeChecked();
  });

  it('filters by status through the address, and hides the actions from readers who may not manage jobs', async () => {
    const { api } = open('/tarefas-agendadas?status=failed', []);
    await screen.findByText('connect ECONNREFUSED 127.0.0.1:2525', {}, { timeout: 20_000 });
    expect(api.calls.find((c) => c.path === '/api/v2/admin/jobs')?.query.get('status')).toBe('failed');
    expect(screen.queryByRole('button', { name: /Repetir/ })).toBeNull();
    // The digest's read answered 404 here: no switch.
    expect(screen.queryByRole('switch', { name: 'Receber o resumo diário por e-mail' })).toBeNull();
  });
});
