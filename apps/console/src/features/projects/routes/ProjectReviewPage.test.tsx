import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSignedInApi, ok, renderApp, signIn, type StubTable } from '../../../test/utils.tsx';
import { BRUNO, project, reviewer } from '../admin-fixtures.ts';

const api = (data = project(), extra: StubTable = {}) =>
  mockSignedInApi({ 'GET /api/v2/admin/projetos/list/40': ok(data), ...extra });

describe('/projetos/projeto/:id (administrator)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the data, attachments (images preview), the timeline, and only the actions of next_statuses', async () => {
    signIn(reviewer());
    api();
    renderApp('/projetos/projeto/40');
    expect(
      await screen.findByRole('heading', { name: 'Horta na escola', level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('R$ 12.500,50').length).toBeGreaterThan(0);
    expect(screen.getByText('01/05/2026 – 30/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /orcamento\.pdf/ })).toHaveAttribute(
      'href',
      '/media/3/files/orcamento.pdf',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver planta.png' }));
    expect(await screen.findByRole('dialog', { name: 'planta.png' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const timeline = screen.getByRole('list', { name: 'Linha do tempo' });
    expect(within(timeline).getByText('Interno')).toBeInTheDocument();
    expect(within(timeline).getByText('Impacto: 8')).toBeInTheDocument();
    expect(within(timeline).getByText('Total ponderado: 7,5')).toBeInTheDocument();

    const actions = screen.getByRole('group', { name: 'Ações do projeto' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Encaminhar', 'Pedir ajustes', 'Aprovar', 'Reprovar']);
  }, 60_000);

  it('the parecer shows the live weighted total and sends scores, text, recommendation and internal', async () => {
    signIn(reviewer(['devolutiva', 'encaminhar']));
    const { calls } = api(project(), {
      'POST /api/v2/admin/projetos/parecer/40': ok(project()),
    });
    renderApp('/projetos/projeto/40');
    const form = await screen.findByRole('form', { name: 'Parecer' }, { timeout: 15_000 });
    // Without devolutiva and encaminhar there is nothing to move to.
    expect(screen.queryByRole('group', { name: 'Ações do projeto' })).toBeNull();
    expect(within(form).getByText('Total ponderado: dê as notas para calcular.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nota de Impacto' }), '9');
    expect(within(form).getByRole('status')).toHaveTextContent('Total ponderado: 9');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nota de Viabilidade' }), '5');
    expect(within(form).getByRole('status')).toHaveTextContent('Total ponderado: 8');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar parecer' }));
    expect(await within(form).findByText('Escreva o parecer com pelo menos 5 caracteres.')).toBeInTheDocument();
    expect(within(form).getByText('Escolha uma recomendação.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Parecer/ }), 'Muito relevante.');
    await userEvent.click(within(form).getByRole('radio', { name: 'Aprovar' }));
    expect(within(form).getByRole('switch', { name: /Interno/ })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar parecer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/v2/admin/projetos/parecer/40')?.body).toEqual({
        text: 'Muito relevante.',
        recommendation: 'aprovar',
        internal: true,
        scores: [
          { criterion_id: 'impacto', score: 9 },
          { criterion_id: 'viabilidade', score: 5 },
        ],
      }),
    );
  }, 60_000);

  it('forwards to a reviewer picked from the avaliadores list, with a note and the deadline', async () => {
    signIn(reviewer());
    const { calls } = api(project(), {
      'GET /api/v2/admin/projetos/avaliadores': ok([BRUNO]),
      'POST /api/v2/admin/projetos/encaminhamento/40': ok(project({ status: 'encaminhado' })),
    });
    renderApp('/projetos/projeto/40');
    await userEvent.click(await screen.findByRole('button', { name: 'Encaminhar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar projeto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
    expect(await within(dialog).findByText('Encaminhe a um avaliador ou a uma etapa.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Escolher avaliador' }));
    const picker = await screen.findByRole('dialog', { name: 'Escolher avaliador' });
    await userEvent.click(await within(picker).findByText('Bruno Reis'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Escolher avaliador' })).toBeNull());
    expect(within(dialog).getByText('bruno@asta.demo')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Observação' }), 'Olhe o orçamento.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/v2/admin/projetos/encaminhamento/40')).toBe(true));
    const body = calls.find((c) => c.path === '/api/v2/admin/projetos/encaminhamento/40')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ assignee_id: 22, stage: null, note: 'Olhe o orçamento.' });
    expect(new Date(body.deadline as string).getTime()).toBeGreaterThan(Date.now());
  }, 60_000);

  it('says why nobody can be picked as reviewer, and still forwards to a stage', async () => {
    signIn(reviewer());
    api(project(), { 'GET /api/v2/admin/projetos/avaliadores': ok([]) });
    renderApp('/projetos/projeto/40');
    await userEvent.click(await screen.findByRole('button', { name: 'Encaminhar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar projeto' });
    expect(
      within(dialog).getByText(
        'Aparecem as pessoas que podem avaliar: permissão Projetos com “Emitir parecer”, dada em Permissões.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'Ninguém deste cliente pode avaliar projetos ainda: dê a alguém a permissão Projetos com “Emitir parecer” em Permissões, ou encaminhe a uma etapa.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Escolher avaliador' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Etapa' })).toBeEnabled();
  }, 60_000);
});
