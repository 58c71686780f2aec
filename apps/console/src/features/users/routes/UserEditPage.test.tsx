import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, renderApp, signIn } from '../../../test/utils.tsx';
import { ALL_SUBS, adminWith, usersApi } from '../test-fixtures.ts';

vi.mock('react-easy-crop', () => import('../../../test/easy-crop.tsx'));
vi.mock('../../../components/upload/crop.ts', () => ({
  cropToBlob: vi.fn(async () => new Blob(['cropped'], { type: 'image/png' })),
}));

import { box, fill, openEdit } from '../test-form.tsx';

describe('user form: edit', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the record, masked, with its custom values and status', async () => {
    await openEdit();
    expect(box('Nome')).toHaveValue('Bruno Lima');
    expect(box('CPF')).toHaveValue('529.982.247-25');
    expect(box('Telefone')).toHaveValue('(11) 98765-4321');
    expect(box('CEP')).toHaveValue('01310-100');
    expect(box('Data de nascimento')).toHaveValue('05/03/1990');
    expect(box('Rua')).toHaveValue('Avenida Paulista');
    expect(box('Matrícula')).toHaveValue('A-17');
    expect(box('Dependentes')).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Aceita os termos' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Grupo/ })).toHaveTextContent('Vendas');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Ativo');
    expect(screen.queryByRole('switch', { name: 'Enviar e-mail de boas-vindas' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('sends only the changed fields', async () => {
    const { calls, router } = await openEdit();
    const user = userEvent.setup();
    await user.clear(box('Telefone'));
    await fill('Telefone', '1133334444');
    await user.clear(box('Matrícula'));
    await fill('Matrícula', 'B-2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Inativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path)).toEqual(['/api/v2/admin/asap-user/12/update']);
    expect(puts[0].body).toEqual({ phone: '1133334444', status: 'inactive', fields: { matricula: 'B-2' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });

  it('an update may not empty a required field, and clears an optional one with null', async () => {
    const { calls } = await openEdit();
    const user = userEvent.setup();
    await user.clear(box('Matrícula'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(box('Matrícula')).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await fill('Matrícula', 'A-17');
    await user.clear(box('CPF'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ cpf: null });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = await openEdit();
    const user = userEvent.setup();
    await fill('Nome', ' Filho');
    await user.click(screen.getByRole('button', { name: 'Voltar para a lista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/usuarios/12');
    expect(box('Nome')).toHaveValue('Bruno Lima Filho');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = await openEdit();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server refusing to deactivate oneself on the status field', async () => {
    await openEdit({
      'PUT /api/v2/admin/asap-user/12/update': failure(422, 'Dados inválidos.', {
        status: ['Você não pode desativar o próprio usuário.'],
      }),
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Inativo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Você não pode desativar o próprio usuário.')).toBeInTheDocument();
  });

  it('says when the user does not exist', async () => {
    signIn(adminWith(ALL_SUBS));
    usersApi({
      'GET /api/v2/admin/asap-user/dados/999': failure(404, 'Não encontrado.'),
    });
    const { router } = renderApp('/usuarios/999');
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    await router.navigate('/usuarios/abc');
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});
