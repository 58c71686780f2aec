import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, page } from '../../../test/api-answers.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { permissionsAdmin, permissionsApi } from '../test-fixtures.ts';

const AUDIT = '/api/v2/admin/permission/audit/12';
const entry = (id: number, action: string, before: unknown, after: unknown) => ({
  id,
  at: new Date(2026, 2, 9, 14, id).toISOString(),
  actor: id === 3 ? null : { id: 1, name: 'Administrador' },
  action,
  entity: 'permission',
  entity_id: String(id),
  before,
  after,
});

describe("a user's permission screen: the audit trail", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who changed what and when, before and after, in words', async () => {
    signIn(permissionsAdmin());
    permissionsApi({
      [`GET ${AUDIT}`]: {
        body: page([
          entry(
            1,
            'permission.update',
            { tag: 'feed', enabled: true, platform: null },
            { tag: 'feed', enabled: false, platform: '["web"]' },
          ),
          entry(2, 'permission.sub', null, { tag: 'feed.criar', enabled: true }),
          entry(3, 'permission.folder.add', null, {
            folder: { id: 30, name: 'Avisos' },
            target_type: 'group',
            target: { id: 2, name: 'Vendas' },
          }),
          entry(4, 'permission.something_new', 'x', 7),
        ]),
      },
    });
    renderApp('/permissoes/12?aba=historico');
    const table = await screen.findByRole('table', { name: 'Histórico de alterações' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        '09/03/2026 14:01',
        'Administrador',
        'Módulo alterado',
        'Permissão: Feed; Ativo: Sim; Plataformas: Todas',
        'Permissão: Feed; Ativo: Não; Plataformas: Web',
      ],
      ['09/03/2026 14:02', 'Administrador', 'Subpermissão alterada', '—', 'Permissão: Feed › Criar; Ativo: Sim'],
      ['09/03/2026 14:03', 'Sistema', 'Pasta concedida', '—', 'Pasta: Avisos; Destino: Grupo; Concedida a: Vendas'],
      ['09/03/2026 14:04', 'Administrador', 'permission.something_new', 'x', '7'],
    ]);
  });

  it('pages through the trail with the page in the URL', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      [`GET ${AUDIT}`]: (call) =>
        call.query.get('page') === '2'
          ? {
              body: page([entry(5, 'permission.delete', { tag: 'forum', enabled: true }, null)], {
                current_page: 2,
                last_page: 2,
                total: 21,
              }),
            }
          : {
              body: page([entry(1, 'permission.create', null, { tag: 'forum', enabled: true })], {
                last_page: 2,
                total: 21,
              }),
            },
    });
    const { router } = renderApp('/permissoes/12?aba=historico');
    expect(await screen.findByText('Módulo concedido')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Módulo removido')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?aba=historico&pagina=2');
    expect(
      calls
        .filter((call) => call.path === AUDIT)
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  });

  it('says when nothing was recorded, and shows errors with a retry', async () => {
    signIn(permissionsAdmin());
    let fail = true;
    permissionsApi({ [`GET ${AUDIT}`]: () => (fail ? failure(503, 'Serviço indisponível.') : { body: page([]) }) });
    renderApp('/permissoes/12?aba=historico');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByText('Nenhuma alteração nas permissões deste usuário foi registrada.')).toBeInTheDocument(),
    );
  });
});
