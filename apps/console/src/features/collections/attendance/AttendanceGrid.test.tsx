import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import type { StubTable } from '../../../test/api-stubs.ts';
import { failure, mockSignedInApi, ok, signIn } from '../../../test/utils.tsx';
import { adminWith, metaFor } from '../form/form-fixtures.ts';
import { AttendanceGrid } from './AttendanceGrid.tsx';

const PATH = '/api/v2/admin/turmas/4/chamada';
const PARTICIPANTS = [
  { participante: 11, nome: 'Ana Lima', presente: true, atraso_min: null, recorded: false },
  { participante: 12, nome: 'Bruno Dias', presente: true, atraso_min: null, recorded: false },
];

function renderGrid(post: StubTable[string]) {
  const user = adminWith(['turmas'], ['turmas.chamada']);
  signIn(user);
  const api = mockSignedInApi({
    [`GET ${PATH}`]: (call) =>
      call.query.get('encontro')
        ? ok({ sessions: [{ encontro: 'Aula 1', data: '2026-12-01' }], participants: PARTICIPANTS })
        : ok({ sessions: [{ encontro: 'Aula 1', data: '2026-12-01' }], participants: [] }),
    [`POST ${PATH}`]: post,
  });
  render(
    <AppProviders>
      <AttendanceGrid meta={metaFor(['turmas'], user)[0]} id={4} />
    </AppProviders>,
  );
  return api;
}

describe("a cohort's attendance grid", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a session with everyone present, toggles by keyboard, and saves the marks', async () => {
    const api = renderGrid(ok({ created: 2, updated: 0 }));
    await userEvent.type(screen.getByRole('textbox', { name: /Encontro/ }), 'Aula 2');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir chamada' }));
    const ana = await screen.findByRole('checkbox', { name: 'Ana Lima' });
    const bruno = screen.getByRole('checkbox', { name: 'Bruno Dias' });
    expect(ana).toBeChecked();
    expect(bruno).toBeChecked();
    expect(screen.getByText('2 de 2 presentes')).toBeInTheDocument();
    bruno.focus();
    await userEvent.keyboard(' ');
    expect(bruno).not.toBeChecked();
    expect(screen.getByText('1 de 2 presentes')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Atraso de Bruno Dias (min)' })).toBeDisabled();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Atraso de Ana Lima (min)' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    expect(await screen.findByText('Chamada salva: 2 registro(s) criado(s), 0 atualizado(s).')).toBeInTheDocument();
    const saved = api.calls.find((call) => call.method === 'POST');
    expect(saved?.body).toEqual({
      encontro: 'Aula 2',
      data: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      presencas: [
        { participante: 11, presente: true, atraso_min: 10 },
        { participante: 12, presente: false, atraso_min: null },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todos presentes' }));
    expect(bruno).toBeChecked();
  });

  it("shows the API's refusal by field", async () => {
    renderGrid(
      failure(422, 'Dados inválidos.', {
        'presencas.1.participante': ['Este participante não está matriculado nesta turma.'],
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Encontro/ }), 'Aula 3');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir chamada' }));
    await screen.findByRole('checkbox', { name: 'Ana Lima' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Este participante não está matriculado nesta turma.'),
    );
  });
});
