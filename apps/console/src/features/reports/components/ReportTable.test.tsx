import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportPage } from '@console/contract';
import { pageFields } from '../../../test/api-answers.ts';
import { ReportTable } from './ReportTable.tsx';

const page: ReportPage = {
  key: 'permissoes',
  columns: [
    { key: 'user', label: 'Usuário', format: 'text' },
    { key: 'feed', label: 'Feed', format: 'text' },
  ],
  rows: [{ user: 'Ana', feed: 'sim' }],
  totals: null,
  from: null,
  to: null,
  ...pageFields(1),
};

describe('ReportTable (issue 27)', () => {
  it('scrolls in a named region that the keyboard can focus (axe scrollable-region-focusable)', () => {
    render(<ReportTable page={page} label="Matriz de permissões" />);
    const region = screen.getByRole('region', { name: 'Matriz de permissões' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Matriz de permissões' }));
  });
});
