import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@console/contract';
import { applyLanguage } from '../../../lib/i18n.ts';
import { DashboardCharts } from './DashboardCharts.tsx';

// The charts measure their container; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const data = {
  range: { from: '2026-03-14', to: '2026-03-15', days: 2, previous_from: '2026-03-12', previous_to: '2026-03-13' },
  cards: [],
  daily: [
    { day: '2026-03-14', sign_ins: 1200, new_members: 3, posts: 4, comments: 5, likes: 6 },
    { day: '2026-03-15', sign_ins: 7, new_members: 8, posts: 9, comments: 10, likes: 11 },
  ],
  groups: [{ id: 1, name: 'Equipe Sul', members: 10 }],
  regionals: [{ id: null, name: null, members: 4 }],
  projects: [{ status: 'em_analise', count: 2 }],
} as unknown as Dashboard;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('DashboardCharts (issue 27)', () => {
  it('names every chart by its heading and offers the same data as a table', async () => {
    const { container } = render(<DashboardCharts data={data} />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(5);
    for (const svg of container.querySelectorAll('svg[aria-labelledby]')) {
      expect(document.getElementById(svg.getAttribute('aria-labelledby') as string)?.tagName).toBe('H3');
    }
    expect(container.querySelectorAll('svg[aria-labelledby]').length).toBeGreaterThanOrEqual(5);

    const user = userEvent.setup();
    const signIns = screen.getByRole('figure', { name: 'Acessos e novos membros por dia' });
    await user.click(within(signIns).getByRole('button', { name: 'Ver como tabela' }));
    const table = within(signIns).getByRole('table', { name: 'Acessos e novos membros por dia' });
    expect(rowsOf(table)).toEqual([
      ['Dia', 'Acessos', 'Novos membros'],
      ['14/03', '1.200', '3'],
      ['15/03', '7', '8'],
    ]);
    expect(within(signIns).getByRole('region', { name: 'Acessos e novos membros por dia' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await user.click(within(signIns).getByRole('button', { name: 'Ver como gráfico' }));
    expect(within(signIns).queryByRole('table')).toBeNull();

    const projects = screen.getByRole('figure', { name: 'Projetos por status' });
    await user.click(within(projects).getByRole('button', { name: 'Ver como tabela' }));
    expect(rowsOf(within(projects).getByRole('table'))).toEqual([
      ['Status', 'Projetos'],
      ['Em análise', '2'],
    ]);
  });

  it('speaks English', async () => {
    await act(() => applyLanguage('en'));
    render(<DashboardCharts data={data} />);
    const groups = screen.getByRole('figure', { name: 'Members by group' });
    await userEvent.setup().click(within(groups).getByRole('button', { name: 'View as table' }));
    expect(rowsOf(within(groups).getByRole('table'))).toEqual([
      ['Group', 'Members'],
      ['Equipe Sul', '10'],
    ]);
  });
});
