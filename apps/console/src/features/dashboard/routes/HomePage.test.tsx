import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard, DashboardCard } from '@console/contract';
import { failure, ok } from '../../../test/api-answers.ts';
import { mockSignedInApi, signIn, USER } from '../../../test/signed-in.ts';
import { renderApp } from '../../../test/utils.tsx';

// The charts measure their container; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const card = (
  key: DashboardCard['key'],
  value: number,
  previous: number | null,
  link: string | null,
  unit: DashboardCard['unit'] = 'count',
): DashboardCard => ({ key, value, previous, unit, link });

function dashboard(days: number, scale: number): Dashboard {
  const daily = Array.from({ length: days }, (_, i) => ({
    day: `2026-03-${String(16 - days + i).padStart(2, '0')}`,
    sign_ins: i * scale,
    new_members: scale,
    posts: 1,
    comments: 0,
    likes: 2,
  }));
  return {
    range: {
      from: daily[0].day,
      to: '2026-03-15',
      days,
      previous_from: '2026-02-01',
      previous_to: daily[0].day,
      today: '2026-03-15',
    },
    cards: [
      card('members_active', 12_345 * scale, 12_000, '/usuarios'),
      card('members_new', 40, 50, '/usuarios'),
      card('members_seen', 800, null, '/usuarios'),
      card('storage', 1_572_864, 1_048_576, null, 'bytes'),
      card(
        'revenue',
        1_234_550,
        0,
        '/pedidos?realizado_em_min=2026-03-09T03%3A00%3A00.000Z&status_pagamento=pago',
        'cents',
      ),
    ],
    daily,
    groups: [{ id: 1, name: 'Equipe Sul', members: 10 }],
    regionals: [{ id: null, name: null, members: 4 }],
    projects: [],
  };
}

describe('dashboard on the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the period's cards with their change and links, and the period picker changes the URL and the figures", async () => {
    signIn();
    const { calls } = mockSignedInApi({
      'GET /api/v2/admin/dashboard': (call) =>
        ok(call.query.get('period') === '90' ? dashboard(9, 2) : dashboard(7, 1)),
    });
    const { router } = renderApp('/?period=7');
    // The first find waits for the lazy home route and its charts' chunk: seconds on a loaded machine.
    expect(await screen.findByTestId('card-members_active', {}, { timeout: 15_000 })).toHaveTextContent('12.345');
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('09/03/2026 a 15/03/2026');

    const active = screen.getByRole('link', {
      name: 'Membros ativos: 12.345. Alta de 3% sobre o período anterior (12.000). Abrir a lista',
    });
    expect(active).toHaveAttribute('href', '/usuarios');
    expect(within(active).getByText('Alta de 3% sobre o período anterior (12.000)')).toBeInTheDocument();
    expect(screen.getByText('Queda de 20% sobre o período anterior (50)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Acessaram nos últimos 30 dias' })).getByText('Situação de hoje'),
    ).toBeInTheDocument();
    // Storage has no list the user may open: a card without a link.
    const storage = screen.getByRole('article', { name: 'Armazenamento usado' });
    expect(within(storage).queryByRole('link')).toBeNull();
    expect(within(storage).getByText('1,5 MB')).toBeInTheDocument();
    const revenue = screen.getByRole('link', { name: /^Receita paga: R\$ 12\.345,50/ });
    expect(revenue).toHaveAttribute(
      'href',
      '/pedidos?realizado_em_min=2026-03-09T03%3A00%3A00.000Z&status_pagamento=pago',
    );
    expect(within(revenue).getByText('Nada no período anterior')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Acessos e novos membros por dia' })).toHaveAccessibleDescription(
      'Acessos: 21 no período · Novos membros: 7 no período',
    );
    // The module list of the home page stays below the dashboard.
    expect(screen.getByRole('heading', { name: 'Seus módulos' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '90 dias' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=90'));
    await waitFor(() => expect(screen.getByTestId('card-members_active')).toHaveTextContent('24.690'));
    expect(screen.getByRole('figure', { name: 'Acessos e novos membros por dia' })).toHaveAccessibleDescription(
      'Acessos: 72 no período · Novos membros: 18 no período',
    );
    expect(calls.filter((c) => c.path === '/api/v2/admin/dashboard').map((c) => c.query.get('period'))).toEqual([
      '7',
      '90',
    ]);
  }, 60_000);

  it('reads a custom period from the URL into the pt-BR date fields and asks for it', async () => {
    signIn();
    const { calls } = mockSignedInApi({ 'GET /api/v2/admin/dashboard': ok(dashboard(7, 1)) });
    renderApp('/?from=2026-03-01&to=2026-03-10');
    expect(await screen.findByRole('button', { name: 'Personalizado' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('01/03/2026');
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveValue('10/03/2026');
    const asked = calls.find((c) => c.path === '/api/v2/admin/dashboard');
    expect([asked?.query.get('from'), asked?.query.get('to'), asked?.query.get('period')]).toEqual([
      '2026-03-01',
      '2026-03-10',
      null,
    ]);
  });

  it('says what failed and loads again on retry', async () => {
    signIn();
    let attempts = 0;
    mockSignedInApi({
      'GET /api/v2/admin/dashboard': () => {
        attempts += 1;
        return attempts === 1 ? failure(503, 'Serviço indisponível.') : ok(dashboard(7, 1));
      },
    });
    renderApp('/');
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('card-members_active')).toHaveTextContent('12.345');
  });

  it('tells a client without data that there is nothing yet', async () => {
    signIn();
    const empty = dashboard(7, 0);
    empty.cards = empty.cards.map((c) => ({ ...c, value: 0, previous: c.previous === null ? null : 0 }));
    empty.daily = empty.daily.map((d) => ({ ...d, posts: 0, likes: 0 }));
    empty.groups = [];
    mockSignedInApi({ 'GET /api/v2/admin/dashboard': ok(empty) });
    renderApp('/');
    expect(await screen.findByText(/Ainda não há dados desta organização/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('shows only the greeting and modules to someone without the dashboard tag', async () => {
    signIn({ ...USER, resource: USER.resource.filter((r) => r.tag !== 'dashboard') });
    const { calls } = mockSignedInApi({ 'GET /api/v2/admin/dashboard': ok(dashboard(7, 1)) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Seus módulos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Painel da organização' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/v2/admin/dashboard')).toBe(false);
  });
});
