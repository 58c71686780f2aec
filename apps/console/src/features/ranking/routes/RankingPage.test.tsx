import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { mockSignedInApi, page, renderApp, signIn, USER } from '../../../test/utils.tsx';

const EMPTY = page([]);
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

function open(path: string) {
  signIn({ ...USER, resource: [...USER.resource, { tag: 'ranking', enabled: true }] });
  const api = mockSignedInApi({ 'GET /api/v2/admin/ranking': { body: EMPTY } });
  return { ...renderApp(path), api };
}

describe('/ranking: the period in the shared date field (issue 27)', { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => applyLanguage('pt-br'));
  });

  it("shows the period's days in the interface language's order, not the browser's", async () => {
    open('/ranking?from=1974-02-14');
    await screen.findByText('Nenhum ponto lançado neste período.', {}, { timeout: 20_000 });
    expect(box('De')).toHaveValue('14/02/1974');
    await act(() => applyLanguage('en'));
    await waitFor(() => expect(box('From')).toHaveValue('02/14/1974'));
  });

  it('puts both days typed one after the other in the URL', async () => {
    const { router } = open('/ranking');
    await screen.findByText('Nenhum ponto lançado neste período.', {}, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.type(box('De'), '01032026');
    await user.type(box('Até'), '31032026');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31'));
  });

  it("asks the board of one unit, regional or group from the URL's filters (issue 29), each a labelled picker", async () => {
    const { api } = open('/ranking?group_id=7&regional_id=4&unidade_id=9&from=2026-01-01');
    await screen.findByText('Nenhum ponto lançado neste período.', {}, { timeout: 20_000 });
    const asked = api.calls.filter((call) => call.path === '/api/v2/admin/ranking').at(-1)!;
    expect(Object.fromEntries(asked.query)).toMatchObject({
      group_id: '7',
      regional_id: '4',
      unidade_id: '9',
      from: '2026-01-01',
    });
    for (const name of ['Unidade', 'Regional', 'Grupo'])
      expect(screen.getAllByRole('button', { name: new RegExp(name) }).length).toBeGreaterThan(0);
  });
});
