import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, keysetPage, renderApp, signIn } from '../../../test/utils.tsx';
import { ALL_SUBS, BRUNO, adminWith, row, usersApi } from '../test-fixtures.ts';
import { box, openEdit } from '../test-form.tsx';

/** The user's unit and job role: the collections' reference picker in the form, their filters in the list. */

const UNITS = [
  { id: 7, nome: 'Unidade Centro' },
  { id: 8, nome: 'Unidade Norte' },
];
const ROLES = [{ id: 31, nome: 'Analista' }];

describe('user form: unit and job role', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the record’s unit by name and an empty job role', async () => {
    await openEdit();
    expect(box('Unidade')).toHaveValue('Unidade Centro');
    expect(box('Cargo')).toHaveValue('');
  });

  it('picks a job role with the keyboard and clears the unit, sending only those two', async () => {
    const { calls } = await openEdit({ 'GET /api/v2/admin/cargos': { body: keysetPage(ROLES) } });
    const user = userEvent.setup();
    box('Cargo').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cargo' });
    const analista = await within(dialog).findByRole('button', { name: 'Analista' });
    analista.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Cargo')).toHaveValue('Analista');
    expect(calls.some((call) => call.path === '/api/v2/admin/cargos')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Limpar: Unidade' }));
    expect(box('Unidade')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts[0].body).toEqual({ unidade_id: null, cargo_id: 31 });
  });

  it('shows the server’s refusal of a unit on its field, in the interface language', async () => {
    await openEdit({
      'GET /api/v2/admin/unidades': { body: keysetPage(UNITS) },
      'PUT /api/v2/admin/asap-user/12/update': failure(422, 'Dados inválidos.', {
        unidade_id: ['Unidade inexistente.'],
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Escolher: Unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unidade' });
    await user.click(await within(dialog).findByRole('button', { name: 'Unidade Norte' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(box('Unidade')).toHaveAccessibleDescription('Unidade inexistente.'));
  });
});

describe('users list: unit and job role', { timeout: 60_000 }, () => {
  it('shows each user’s unit and filters by a picked unit, sent to the list and kept in the address', async () => {
    signIn(adminWith(ALL_SUBS));
    const centro = row(12, 'Bruno Lima', { unidade: { id: 7, name: 'Unidade Centro' } });
    const { calls } = usersApi({
      'GET /api/v2/admin/asap-user': (call) => ({
        body: keysetPage(call.query.get('unidade_id') === '7' ? [centro] : [BRUNO, centro]),
      }),
      'GET /api/v2/admin/unidades': { body: keysetPage(UNITS) },
    });
    const { router } = renderApp('/usuarios');
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(within(table).getByRole('columnheader', { name: 'Unidade' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unidade: Todos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar por Unidade' });
    await user.click(await within(dialog).findByRole('button', { name: 'Unidade Centro' }));
    await waitFor(() => expect(router.state.location.search).toContain('unidade_id=7'));
    expect(await screen.findByRole('button', { name: 'Unidade: Unidade Centro' })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('cell', { name: 'Unidade Centro' })).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('unidade_id') === '7')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Limpar filtro de Unidade' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('unidade_id'));
  });
});
