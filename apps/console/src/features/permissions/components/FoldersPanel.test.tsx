import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { created, envelope, failure, ok } from '../../../test/api-answers.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { folderGrant, permissionsAdmin, permissionsApi } from '../test-fixtures.ts';

const GRANTS = '/api/v2/admin/folder/permission/user/12';
const FOLDERS = envelope([
  { id: 30, name: 'Avisos', description: 'Comunicados gerais' },
  { id: 40, name: 'Vendas', description: null },
]);
const PLACEMENT = envelope({
  user_id: 12,
  user_info: { user_id: 12, user_name: 'Bruno Lima', user_email: 'bruno@asta.demo', picture: null },
  group: { id: 2, name: 'Vendas' },
  regional: null,
  unidade: null,
  cargo: null,
  status: 'active',
});

const DIRECT = folderGrant(1, 'Avisos', 'user', { id: 12, name: 'Bruno Lima' });
const BY_GROUP = folderGrant(2, 'Metas', 'group', { id: 2, name: 'Vendas' });
const BY_REGIONAL = folderGrant(3, 'Sul', 'regional', { id: 5, name: 'Sul' });

describe("a user's permission screen: folders", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the folder grants reaching the user: direct, through the group, through the regional', async () => {
    signIn(permissionsAdmin());
    permissionsApi({ [`GET ${GRANTS}`]: ok([DIRECT, BY_GROUP, BY_REGIONAL]) });
    renderApp('/permissoes/12?aba=pastas');
    const table = await screen.findByRole('table', { name: 'Pastas que este usuário pode ver' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Avisos', 'Este usuário', '09/03/2026'],
      ['Metas', 'Grupo Vendas', '09/03/2026'],
      ['Sul', 'Regional Sul', '09/03/2026'],
    ]);
    expect(within(table).getByRole('button', { name: 'Remover Metas de Grupo Vendas' })).toBeInTheDocument();
  });

  it('says when no folder reaches the user, and shows errors with a retry; read-only without permissoes.editar', async () => {
    signIn(permissionsAdmin([]));
    let fail = true;
    permissionsApi({
      [`GET ${GRANTS}`]: () => (fail ? failure(503, 'Serviço indisponível.') : ok([])),
    });
    renderApp('/permissoes/12?aba=pastas');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Nenhuma pasta concedida a este usuário, ao grupo ou à regional dele.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conceder pasta' })).toBeNull();
  });

  it("grants a folder picked with the list picker to the user's group", async () => {
    signIn(permissionsAdmin());
    let grants = [DIRECT];
    const { calls } = permissionsApi({
      [`GET ${GRANTS}`]: () => ok(grants),
      'GET /api/v2/admin/folder/list': { body: FOLDERS },
      'GET /api/v2/admin/asap-user/12': { body: PLACEMENT },
      'POST /api/v2/admin/folder/permission/40': () => {
        grants = [DIRECT, folderGrant(4, 'Vendas', 'group', { id: 2, name: 'Vendas' })];
        return created(grants[1]);
      },
    });
    renderApp('/permissoes/12?aba=pastas');
    await userEvent.click(await screen.findByRole('button', { name: 'Conceder pasta' }));
    const dialog = screen.getByRole('dialog', { name: 'Conceder pasta' });
    expect(within(dialog).getByRole('button', { name: 'Conceder' })).toBeDisabled();
    expect(await within(dialog).findByRole('radio', { name: 'O grupo do usuário: Vendas' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'A regional do usuário (sem regional)' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Este usuário (Bruno Lima)' })).toBeChecked();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Escolher pasta' }));
    const picker = screen.getByRole('dialog', { name: 'Escolher pasta' });
    expect(within(picker).getByText('Comunicados gerais')).toBeInTheDocument();
    await userEvent.type(within(picker).getByRole('searchbox'), 'vend');
    await userEvent.click(within(picker).getByRole('button', { name: 'Vendas' }));
    expect(await within(dialog).findByRole('button', { name: 'Pasta: Vendas' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'O grupo do usuário: Vendas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conceder' }));

    expect(await screen.findByText('Pasta Vendas concedida.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST' && call.path.startsWith('/api/v2/admin/folder'))?.body).toEqual({
      field: 'user_id',
      target_type: 'group',
      value: 2,
    });
    expect(await screen.findByRole('button', { name: 'Remover Vendas de Grupo Vendas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the grant dialog; without the user's placement only the user is a target", async () => {
    signIn(permissionsAdmin());
    permissionsApi({
      [`GET ${GRANTS}`]: ok([]),
      'GET /api/v2/admin/folder/list': { body: FOLDERS },
      'GET /api/v2/admin/asap-user/12': failure(403, 'Você não tem permissão para acessar este conteúdo!'),
      'POST /api/v2/admin/folder/permission/30': failure(404, 'Pasta inexistente.'),
    });
    renderApp('/permissoes/12?aba=pastas');
    await userEvent.click(await screen.findByRole('button', { name: 'Conceder pasta' }));
    const dialog = screen.getByRole('dialog', { name: 'Conceder pasta' });
    expect(
      await within(dialog).findByText(
        'Não foi possível ler o grupo e a regional do usuário: a pasta só pode ser concedida a ele mesmo.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'O grupo do usuário (sem grupo)' })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Escolher pasta' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Escolher pasta' })).getByRole('button', { name: /Avisos/ }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Conceder' }));
    expect(await within(dialog).findByText('Pasta inexistente.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a grant after a confirmation that says whom it reaches', async () => {
    signIn(permissionsAdmin());
    let grants = [DIRECT, BY_GROUP];
    const { calls } = permissionsApi({
      [`GET ${GRANTS}`]: () => ok(grants),
      'DELETE /api/v2/admin/folder/permission/list/2': () => {
        grants = [DIRECT];
        return ok({ id: 2 });
      },
    });
    renderApp('/permissoes/12?aba=pastas');
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Metas de Grupo Vendas' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover acesso à pasta?' });
    expect(confirm).toHaveTextContent(
      'Os usuários do grupo Vendas deixarão de ver a pasta Metas, a menos que outra concessão os alcance.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Remover Metas de Grupo Vendas' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remover acesso à pasta?' })).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Acesso à pasta Metas removido.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Metas')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v2/admin/folder/permission/list/2',
    ]);
  });
});
