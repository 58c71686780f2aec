import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportCatalogue } from '@console/contract';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ok } from '../../../test/api-answers.ts';
import { type Call, mockFetch } from '../../../test/api-stubs.ts';
import { signedInStubs, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

/** Issue 27: a client's reports are its own, and their labels follow the language the interface shows. */

const catalogue = (label: string): ReportCatalogue => ({
  reports: [{ key: 'pedidos', area: 'pedidos', label, description: '…', filters: ['periodo'], statuses: [] }],
  groups: [],
  regionals: [],
  can_export: true,
});

const LABELS: Record<string, string> = {
  'pt-br': 'Pedidos e receita',
  en: 'Orders and revenue',
  es: 'Pedidos e ingresos',
};

function api() {
  return mockFetch({
    ...signedInStubs(),
    'GET /api/v2/admin/sys/collections': ok([]),
    // The server labels in the language the request asks for.
    'GET /api/v2/admin/relatorios': (call: Call) =>
      ok(catalogue(LABELS[call.headers.get('accept-language') ?? 'pt-br'])),
  });
}

describe('reports of another client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a client administrator opening another client’s reports to their own, asking nothing of the other', async () => {
    signIn();
    const { calls } = api();
    const { router } = renderApp('/relatorios/8');
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios/3'));
    expect(await screen.findByRole('link', { name: /Pedidos e receita/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Smart Fit/)).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path.startsWith('/api/v2/admin/relatorios'));
    expect(asked.map((c) => c.query.get('client_id'))).not.toContain('8');
  });

  it('keeps the report’s key on the way to their own client', async () => {
    signIn();
    api();
    const { router } = renderApp('/relatorios/8/pedidos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/relatorios/3/pedidos'));
  });
});

describe('the language of the reports', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage('pt-br'));
  });

  it('asks again in the new language when it is switched, without a reload', async () => {
    signIn();
    const { calls } = api();
    renderApp('/relatorios/3');
    expect(await screen.findByRole('link', { name: /Pedidos e receita/ }, { timeout: 5000 })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await screen.findByRole('link', { name: /Orders and revenue/ })).toBeInTheDocument();
    await act(() => changeLanguage('es'));
    expect(await screen.findByRole('link', { name: /Pedidos e ingresos/ })).toBeInTheDocument();
    const languages = calls
      .filter((c) => c.path === '/api/v2/admin/relatorios')
      .map((c) => c.headers.get('accept-language'));
    expect(languages).toEqual(expect.arrayContaining(['pt-br', 'en', 'es']));
  });
});
