import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../../test/api-answers.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { permissionsAdmin, permissionsApi } from '../test-fixtures.ts';

const DASHBOARDS = [
  { key: 'vendas', name: 'Vendas', granted: true },
  { key: 'rh', name: 'Recursos humanos', granted: false },
];

describe("a user's permission screen: BI dashboards", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('grants and removes dashboards with their switches', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      'GET /api/v2/admin/permission/bi/12': ok(DASHBOARDS),
      'POST /api/v2/admin/permission/bi': (call) => {
        const { bi, action } = call.body as { bi: string; action: string };
        return ok(DASHBOARDS.map((d) => (d.key === bi ? { ...d, granted: action === 'add' } : d)));
      },
    });
    renderApp('/permissoes/12?aba=bi');
    expect(await screen.findByRole('switch', { name: 'Vendas' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Recursos humanos' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Recursos humanos' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Recursos humanos' })).toBeChecked();
    expect(
      calls.filter((call) => call.method === 'POST' && call.path.endsWith('/bi')).map((call) => call.body),
    ).toEqual([{ action: 'add', user_id: 12, bi: 'rh' }]);
  });

  it("rolls the switch back and shows the server's message when refused", async () => {
    signIn(permissionsAdmin());
    permissionsApi({
      'GET /api/v2/admin/permission/bi/12': ok(DASHBOARDS),
      'POST /api/v2/admin/permission/bi': failure(403, 'Você não pode conceder uma permissão que não possui.'),
    });
    renderApp('/permissoes/12?aba=bi');
    await userEvent.click(await screen.findByRole('switch', { name: 'Vendas' }));
    expect(await screen.findByText('Você não pode conceder uma permissão que não possui.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Vendas' })).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Vendas' })).toBeChecked();
  });

  it('shows errors with a retry, and the switches disabled without permissoes.editar', async () => {
    signIn(permissionsAdmin([]));
    let fail = true;
    permissionsApi({
      'GET /api/v2/admin/permission/bi/12': () => (fail ? failure(503, 'Serviço indisponível.') : ok(DASHBOARDS)),
    });
    renderApp('/permissoes/12?aba=bi');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Vendas' })).toBeDisabled();
  });
});
