import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportCatalogue, ReportPage } from '@console/contract';
import { envelope, failure, ok, pageFields } from '../../../test/api-answers.ts';
import { mockFetch } from '../../../test/api-stubs.ts';
import { signedInStubs, signIn } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

const CATALOGUE: ReportCatalogue = {
  reports: [
    {
      key: 'pedidos',
      area: 'pedidos',
      label: 'Pedidos e receita',
      description: 'Pedidos por dia no período.',
      filters: ['periodo'],
      statuses: [],
    },
    {
      key: 'membros',
      area: 'usuarios',
      label: 'Membros por grupo e regional',
      description: 'Quantos membros.',
      filters: ['periodo', 'grupo', 'regional'],
      statuses: [],
    },
  ],
  groups: [{ id: 4, name: 'Coordenação' }],
  regionals: [{ id: 9, name: 'Sul' }],
  can_export: true,
};

const ORDERS: ReportPage = {
  key: 'pedidos',
  columns: [
    { key: 'dia', label: 'Dia', format: 'date' },
    { key: 'pedidos', label: 'Pedidos', format: 'number' },
    { key: 'receita', label: 'Receita (pagos)', format: 'money' },
  ],
  rows: [
    { dia: '2026-11-01', pedidos: 1200, receita: 1530.5 },
    { dia: '2026-11-02', pedidos: 3, receita: 0 },
  ],
  totals: { pedidos: 1203, receita: 1530.5 },
  from: '2026-10-26',
  to: '2026-11-24',
  ...pageFields(2),
};

const shell = {
  ...signedInStubs(),
  'GET /api/v2/admin/relatorios': ok(CATALOGUE),
};

describe('report page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the report with Brazilian dates, R$ and thousands separators, and the totals row', async () => {
    signIn();
    const { calls } = mockFetch({
      ...shell,
      'GET /api/v2/admin/relatorios/pedidos': ok(ORDERS),
    });
    renderApp('/relatorios/3/pedidos');
    const table = await screen.findByRole('table', { name: 'Pedidos e receita' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole(r.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Dia', 'Pedidos', 'Receita (pagos)'],
      ['01/11/2026', '1.200', 'R$ 1.530,50'],
      ['02/11/2026', '3', 'R$ 0,00'],
      ['Total', '1.203', 'R$ 1.530,50'],
    ]);
    expect(screen.getByText('Período: 26/10/2026 a 24/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/relatorios/3');
    const call = calls.find((c) => c.path === '/api/v2/admin/relatorios/pedidos')!;
    expect(call.query.get('client_id')).toBe('3');
  });

  it('keeps the filters and the period in the URL and asks the server with them', async () => {
    signIn();
    const { calls } = mockFetch({
      ...shell,
      'GET /api/v2/admin/relatorios/membros': ok({ ...ORDERS, key: 'membros', rows: [], totals: null, total: 0 }),
    });
    renderApp('/relatorios/3/membros?group_id=4');
    expect(await screen.findByText('Nenhum dado para estes filtros.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grupo: Coordenação' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/v2/admin/relatorios/membros' && c.query.get('group_id') === '4')).toBe(
        true,
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Limpar filtro de Grupo' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/v2/admin/relatorios/membros')
          .at(-1)!
          .query.has('group_id'),
      ).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: '90 dias' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/v2/admin/relatorios/membros')
          .at(-1)!
          .query.get('period'),
      ).toBe('90'),
    );
  });

  it('exports the filtered report as a spreadsheet: the same filters, every page', async () => {
    signIn();
    const { calls } = mockFetch({
      ...shell,
      'GET /api/v2/admin/relatorios/membros': (call) => ({
        body: call.query.get('format') ? 'xlsx-bytes' : envelope({ ...ORDERS, key: 'membros' }),
      }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    renderApp('/relatorios/3/membros?group_id=4&page=2');
    await screen.findByRole('table', { name: 'Membros por grupo e regional' }, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('format') === 'xlsx')).toBe(true));
    const file = calls.find((c) => c.query.get('format') === 'xlsx')!;
    expect(file.path).toBe('/api/v2/admin/relatorios/membros');
    expect(Object.fromEntries(file.query)).toEqual({ client_id: '3', period: '30', group_id: '4', format: 'xlsx' });
  });

  it('offers a retry when the report fails', async () => {
    signIn();
    let fail = true;
    mockFetch({
      ...shell,
      'GET /api/v2/admin/relatorios/pedidos': () => (fail ? failure(500, 'Falha ao montar o relatório.') : ok(ORDERS)),
    });
    renderApp('/relatorios/3/pedidos');
    expect(await screen.findByText('Falha ao montar o relatório.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Pedidos e receita' })).toBeInTheDocument();
  });

  it('says when the report is unknown or not open to the user', async () => {
    signIn();
    mockFetch(shell);
    renderApp('/relatorios/3/nao-existe');
    expect(
      await screen.findByText('Relatório não encontrado ou não liberado para você.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
