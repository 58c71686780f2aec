import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, clientDay } from '@console/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockSignedInApi, ok, page, renderApp, signIn } from '../../../test/utils.tsx';
import { listItem, reviewer, session } from '../admin-fixtures.ts';

const EDITAL = session(5, 'Edital 2026', { counts: { ...session(1, '').counts, enviado: 2, aprovado: 1 } });

describe('/projetos (administrator)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sessions with status, period, review deadline and counts, and filters by status in the URL', async () => {
    signIn(reviewer());
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/projetos/sessoes': (call) => ({
        body: page(call.query.get('status') === 'encerrada' ? [] : [EDITAL]),
      }),
      'GET /api/v2/admin/projetos/list': { body: page([]) },
    });
    const { router } = renderApp('/projetos');
    const table = await screen.findByRole('table', { name: 'Sessões de projetos' }, { timeout: 15_000 });
    const row = within(table).getByRole('link', { name: 'Edital 2026' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edital 2026' })).toHaveAttribute('href', '/projetos/sessoes/5');
    expect(within(row).getByText('Aberta')).toBeInTheDocument();
    expect(within(row).getByText('01/03/2026 – 31/03/2026')).toBeInTheDocument();
    expect(within(row).getByText('30/04/2026')).toBeInTheDocument();
    expect(within(row).getByText('Total: 3')).toBeInTheDocument();
    expect(within(row).getByText('Enviado: 2')).toBeInTheDocument();
    expect(within(row).getByText('Aprovado: 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(screen.getByRole('option', { name: 'Encerrada' }));
    expect(await screen.findByText('Nenhuma sessão encontrada com esses filtros.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('status=encerrada');
    expect(
      calls
        .filter((c) => c.path === '/api/v2/admin/projetos/sessoes')
        .at(-1)
        ?.query.get('status'),
    ).toBe('encerrada');
  }, 60_000);

  it("'Criar uma sessão' asks title and banner, creates a draft with default dates and opens it", async () => {
    signIn(reviewer());
    const created = session(9, 'Edital Cultura', { status: 'rascunho', criteria: [] });
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/projetos/sessoes': { body: page([]) },
      'POST /api/v2/admin/projetos/sessoes': ok(created),
      'GET /api/v2/admin/projetos/sessoes/9': ok(created),
      'GET /api/v2/admin/projetos/list': { body: page([]) },
    });
    const { router } = renderApp('/projetos');
    expect(
      await screen.findByText('Nenhuma sessão ainda. Crie a primeira para receber projetos.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Criar uma sessão' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Criar uma sessão' });
    expect(within(dialog).getByRole('img', { name: 'Sem imagem' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Descrição/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Edital Cultura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/projetos/sessoes/9'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/v2/admin/projetos/sessoes');
    // The client's today (São Paulo's), which the server's submission period is checked against.
    const today = clientDay(Date.now());
    expect(post?.body).toEqual({
      title: 'Edital Cultura',
      banner: null,
      status: 'rascunho',
      submission_start: today,
      submission_end: addDays(today, 30),
      review_deadline: addDays(today, 60),
      criteria: [],
    });
    expect(await screen.findByRole('heading', { name: 'Edital Cultura', level: 1 })).toBeInTheDocument();
  }, 60_000);

  it("hides 'Criar uma sessão' without projetos.criar, and a failed load offers a retry", async () => {
    signIn(reviewer(['criar']));
    let fail = true;
    mockSignedInApi({
      'GET /api/v2/admin/projetos/sessoes': () =>
        fail ? failure(500, 'Falha no servidor.') : { body: page([EDITAL]) },
      'GET /api/v2/admin/projetos/list': { body: page([]) },
    });
    renderApp('/projetos');
    expect(await screen.findByText('Falha no servidor.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar uma sessão' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('link', { name: 'Edital 2026' })).toBeInTheDocument();
  }, 60_000);

  it('lists the projects assigned to the signed-in person in every session, nearest deadline first, each linking to its review page', async () => {
    signIn(reviewer());
    const late = listItem(41, 'Cozinha solidária', {
      status: 'encaminhado',
      session: { id: 7, title: 'Chamada Inclusão' },
      due_at: '2026-03-01T12:00:00.000Z',
      overdue: true,
      stage: 'Comitê',
    });
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/projetos/sessoes': { body: page([EDITAL]) },
      'GET /api/v2/admin/projetos/list': { body: page([late], { per_page: 10, last_page: 3, total: 25 }) },
    });
    renderApp('/projetos');
    const queue = await screen.findByRole('table', { name: 'Atribuídos a mim' }, { timeout: 15_000 });
    const row = within(queue).getByRole('link', { name: 'Cozinha solidária' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Cozinha solidária' })).toHaveAttribute(
      'href',
      '/projetos/projeto/41',
    );
    expect(within(row).getByText('Chamada Inclusão')).toBeInTheDocument();
    expect(within(row).getByText('Atrasado')).toBeInTheDocument();
    expect(screen.getByText(/Mostrando os 1 prazos mais próximos de 25 projetos/)).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/v2/admin/projetos/list');
    expect(asked?.query.get('mine')).toBe('1');
    expect(asked?.query.get('sort')).toBe('due_at');
    expect(asked?.query.has('session_id')).toBe(false);
  }, 60_000);

  it('says so when nothing is assigned to the signed-in person', async () => {
    signIn(reviewer());
    mockSignedInApi({
      'GET /api/v2/admin/projetos/sessoes': { body: page([EDITAL]) },
      'GET /api/v2/admin/projetos/list': { body: page([]) },
    });
    renderApp('/projetos');
    expect(await screen.findByText('Nenhum projeto está com você agora.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Atribuídos a mim' })).toBeNull();
  }, 60_000);
});
