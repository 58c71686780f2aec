import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keysetPage, mockSignedInApi, ok, renderApp, signIn, type Call } from '../../../test/utils.tsx';
import { adminWith, CARLA } from '../test-fixtures.ts';

/** The users list's export button: the list's current filter and search, with usuarios.exportar only. */

function saving() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe('users list export', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('exports the current filter and search with the token, and is absent without usuarios.exportar', async () => {
    saving();
    signIn(adminWith(['usuarios.exportar']));
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/user/form': ok({ fields: [], required: [] }),
      'GET /api/v2/admin/asap-user': (call: Call) =>
        call.query.has('format') ? { body: 'xlsx' } : { body: keysetPage([CARLA]) },
    });
    renderApp('/usuarios?search=carla&group=2&regional=5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('format') === 'xlsx')).toBe(true));
    const exported = calls.find((call) => call.query.get('format') === 'xlsx')!;
    expect(exported.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(Object.fromEntries(exported.query)).toEqual({
      client_id: '3',
      format: 'xlsx',
      search: 'carla',
      group: '2',
      regional: '5',
    });
    expect(await screen.findByText(/Arquivo usuarios\.xlsx baixado\./)).toBeInTheDocument();
  });

  it('is not on the users list without usuarios.exportar', async () => {
    signIn(adminWith([]));
    mockSignedInApi({
      'GET /api/v2/admin/user/form': ok({ fields: [], required: [] }),
      'GET /api/v2/admin/asap-user': { body: keysetPage([CARLA]) },
    });
    renderApp('/usuarios');
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });
});
