import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, ok } from '../../../test/api-answers.ts';
import { type Call } from '../../../test/api-stubs.ts';
import { signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';
import { permissionsAdmin, permissionsApi } from '../test-fixtures.ts';

const INSPECT = '/api/v2/admin/permission/inspect/12';
const inspectCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === INSPECT).map((call) => Object.fromEntries(call.query));

const FEED = envelope({
  allowed: true,
  subject: { kind: 'tag', key: 'feed', label: 'feed' },
  grants: [
    { kind: 'resource', id: 2, label: 'feed', enabled: true },
    { kind: 'sub_resource', id: 9, label: 'feed', enabled: false },
  ],
});
const FOLDER = envelope({
  allowed: true,
  subject: { kind: 'folder', key: '30', label: 'Avisos' },
  grants: [{ kind: 'folder_group', id: 4, label: 'Vendas', enabled: true }],
});
const NO_BI = envelope({ allowed: false, subject: { kind: 'bi', key: 'rh', label: 'Recursos humanos' }, grants: [] });

describe("a user's permission screen: the inspector", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the grants that let the user open a module, from a link', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({ [`GET ${INSPECT}`]: { body: FEED } });
    renderApp('/permissoes/12?aba=inspetor&inspecionar=tag:feed');
    expect(await screen.findByRole('heading', { name: 'Por que Bruno Lima pode abrir Feed?' })).toBeInTheDocument();
    expect(screen.getByText('Sim: Bruno Lima pode abrir Feed.')).toBeInTheDocument();
    const grants = screen.getByRole('list', { name: 'Concessões que valem para este usuário' });
    const items = within(grants)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Módulo (recurso) FeedAtiva: concede o acesso',
      'Subpermissão (sub-recurso) FeedDesativada: não concede',
    ]);
    expect(inspectCalls(calls)).toEqual([{ client_id: '3', tag: 'feed' }]);
  });

  it('asks about a folder or a BI dashboard picked from the lists, keeping the question in the URL', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({
      [`GET ${INSPECT}`]: (call) => ({ body: call.query.get('folder') ? FOLDER : NO_BI }),
      'GET /api/v2/admin/folder/list': ok([{ id: 30, name: 'Avisos', description: null }]),
      'GET /api/v2/admin/permission/bi/12': ok([{ key: 'rh', name: 'Recursos humanos', granted: false }]),
    });
    const { router } = renderApp('/permissoes/12?aba=inspetor');
    expect(await screen.findByText('Escolha o que verificar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pasta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher pasta' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Escolher pasta' })).getByRole('button', { name: 'Avisos' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?aba=inspetor&inspecionar=folder%3A30'));
    expect(await screen.findByText('Sim: Bruno Lima pode abrir Avisos.')).toBeInTheDocument();
    expect(screen.getByText('Pasta concedida ao grupo Vendas')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Painel de BI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher painel de BI' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Escolher painel de BI' })).getByRole('button', {
        name: /Recursos humanos/,
      }),
    );
    expect(await screen.findByText('Não: Bruno Lima não pode abrir Recursos humanos.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma concessão alcança este usuário.')).toBeInTheDocument();
    expect(inspectCalls(calls)).toEqual([
      { client_id: '3', folder: '30' },
      { client_id: '3', bi: 'rh' },
    ]);
  });

  it('picks a module or sub-permission by its translated name', async () => {
    signIn(permissionsAdmin());
    const { calls } = permissionsApi({ [`GET ${INSPECT}`]: { body: FEED } });
    renderApp('/permissoes/12?aba=inspetor');
    await userEvent.click(await screen.findByRole('button', { name: 'Escolher módulo ou subpermissão' }));
    const picker = screen.getByRole('dialog', { name: 'Escolher módulo ou subpermissão' });
    await userEvent.type(within(picker).getByRole('searchbox'), 'relatorios › exp');
    await userEvent.click(within(picker).getByRole('button', { name: /Relatórios › Exportar/ }));
    await waitFor(() => expect(inspectCalls(calls)).toEqual([{ client_id: '3', tag: 'relatorios.exportar' }]));
  });

  it('shows errors with a retry', async () => {
    signIn(permissionsAdmin());
    let fail = true;
    permissionsApi({
      [`GET ${INSPECT}`]: () =>
        fail
          ? failure(422, 'Informe uma permissão (tag), uma pasta (folder) ou um painel de BI (bi).')
          : { body: FEED },
    });
    renderApp('/permissoes/12?aba=inspetor&inspecionar=tag:feed');
    expect(
      await screen.findByText('Informe uma permissão (tag), uma pasta (folder) ou um painel de BI (bi).'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sim: Bruno Lima pode abrir Feed.')).toBeInTheDocument();
  });
});
