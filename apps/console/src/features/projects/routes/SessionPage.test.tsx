import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_MESSAGES } from '@console/contract';
import {
  failure,
  mockSignedInApi,
  ok,
  page,
  renderApp,
  signIn,
  type Call,
  type StubTable,
} from '../../../test/utils.tsx';
import { listItem, project, reviewer, session } from '../admin-fixtures.ts';

const EDITAL = session(5, 'Edital 2026');
const ROWS = [
  listItem(40, 'Horta na escola'),
  listItem(41, 'Rádio comunitária', { status: 'enviado', overdue: true, due_at: '2026-03-20T18:00:00.000Z' }),
  listItem(42, 'Biblioteca', { status: 'aprovado', score: 8.5 }),
];
const listCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/v2/admin/projetos/list');

const api = (extra: StubTable = {}) =>
  mockSignedInApi({
    'GET /api/v2/admin/projetos/sessoes/5': ok(EDITAL),
    'GET /api/v2/admin/projetos/list': { body: page(ROWS) },
    ...extra,
  });

describe('/projetos/sessoes/:id (administrator)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the projects as a table and keeps the status, mine and overdue filters in the URL', async () => {
    signIn(reviewer());
    const { calls } = api();
    const { router } = renderApp('/projetos/sessoes/5');
    expect(
      await screen.findByRole('heading', { name: 'Edital 2026', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projetos da sessão' });
    const horta = within(table).getByRole('link', { name: 'Horta na escola' });
    expect(horta).toHaveAttribute('href', '/projetos/projeto/40');
    expect(within(horta.closest('tr') as HTMLElement).getByText('R$ 12.500,50')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Rádio comunitária').closest('tr') as HTMLElement).getByText('Atrasado'),
    ).toBeInTheDocument();
    expect(listCalls(calls)[0].query.get('session_id')).toBe('5');

    await userEvent.click(screen.getByRole('switch', { name: 'Atribuídos a mim' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Atrasados' }));
    await waitFor(() => expect(router.state.location.search).toContain('mine=1'));
    expect(router.state.location.search).toContain('overdue=1');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('overdue')).toBe('1'));
    expect(listCalls(calls).at(-1)?.query.get('mine')).toBe('1');
  }, 60_000);

  it("the board's 'Mover para' offers only allowed moves; Aprovado opens the devolutiva preset, confirmed before it is sent", async () => {
    signIn(reviewer());
    const { calls } = api({
      'POST /api/v2/admin/projetos/devolutiva/40': ok(project({ status: 'aprovado' })),
    });
    renderApp('/projetos/sessoes/5?view=quadro');
    const column = await screen.findByRole('region', { name: 'Em análise' }, { timeout: 15_000 });
    expect(within(column).getByRole('link', { name: 'Horta na escola' })).toBeInTheDocument();
    // An approved project has nowhere to go: no menu.
    expect(screen.queryByRole('button', { name: 'Mover "Biblioteca" para…' })).toBeNull();
    await userEvent.click(within(column).getByRole('button', { name: 'Mover "Horta na escola" para…' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mover para', 'Encaminhado', 'Devolvido para ajustes', 'Aprovado', 'Reprovado']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Aprovado' }));

    const dialog = await screen.findByRole('dialog', { name: 'Devolutiva ao proponente' });
    expect(within(dialog).getByRole('radio', { name: 'Aprovado' })).toBeChecked();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Mensagem ao proponente/ }),
      'Parabéns, aprovado.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar devolutiva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar a devolutiva?' });
    expect(calls.some((c) => c.path === '/api/v2/admin/projetos/devolutiva/40')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v2/admin/projetos/devolutiva/40')?.body).toEqual({
        decision: 'aprovado',
        text: 'Parabéns, aprovado.',
      }),
    );
    expect(await screen.findByText('Projeto movido para "Aprovado".')).toBeInTheDocument();
  }, 60_000);

  it('a refused move keeps the card and says the server message; without parecer an enviado card has no menu', async () => {
    signIn(reviewer());
    api({
      'POST /api/v2/admin/projetos/status/41': failure(409, PROJECT_MESSAGES.transition('em_analise')),
    });
    renderApp('/projetos/sessoes/5?view=quadro');
    const column = await screen.findByRole('region', { name: 'Enviado' }, { timeout: 15_000 });
    await userEvent.click(within(column).getByRole('button', { name: 'Mover "Rádio comunitária" para…' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Em análise' }));
    expect(await screen.findByText(PROJECT_MESSAGES.transition('em_analise'))).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: 'Rádio comunitária' })).toBeInTheDocument();
  }, 60_000);

  it('hides what the sub-tags do not allow and shows the 409 of deleting a session with projects', async () => {
    signIn(reviewer(['exportar', 'editar', 'parecer']));
    api({
      'DELETE /api/v2/admin/projetos/sessoes/5': failure(409, PROJECT_MESSAGES.sessionHasProjects),
    });
    renderApp('/projetos/sessoes/5?view=quadro');
    const column = await screen.findByRole('region', { name: 'Enviado' }, { timeout: 15_000 });
    expect(within(column).queryByRole('button', { name: /Mover/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar (Excel)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar título e banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir sessão' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir a sessão?' })).getByRole('button', { name: 'Excluir sessão' }),
    );
    expect(await screen.findByText(PROJECT_MESSAGES.sessionHasProjects)).toBeInTheDocument();
  }, 60_000);

  it('saves the rubric: a new criterion with its weight goes in the PUT body', async () => {
    signIn(reviewer());
    const { calls } = api({ 'PUT /api/v2/admin/projetos/sessoes/5': ok(EDITAL) });
    renderApp('/projetos/sessoes/5');
    await screen.findByRole('heading', { name: 'Edital 2026', level: 1 }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar critério' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Critério 3/ }), 'Inovação');
    const weights = screen.getAllByRole('spinbutton', { name: /Peso/ });
    await userEvent.clear(weights[2]);
    await userEvent.type(weights[2], '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as {
      criteria: { id: string; name: string; weight: number }[];
    };
    expect(body.criteria.slice(0, 2)).toEqual(EDITAL.criteria);
    expect(body.criteria[2]).toMatchObject({ name: 'Inovação', weight: 2 });
    expect(body.criteria[2].id).toMatch(/^[a-z0-9-]{1,40}$/);
  }, 60_000);
});
