import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/api-stubs.ts';
import { ok, renderApp } from '../../../test/utils.tsx';

describe('/auth lists the organisations of the server’s directory (issue 27)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a client created a moment ago, as the directory answers it', async () => {
    const { calls } = mockFetch({
      'GET /api/v2/client/directory': ok([
        { id: 3, name: 'Asta', slug: 'asta', login_url: '/asta/login', status: 'active' },
        {
          id: 21,
          name: 'Escola Aurora',
          slug: 'escola-aurora',
          login_url: '/escola-aurora/login',
          status: 'active',
        },
      ]),
    });
    renderApp('/auth');
    const nav = await screen.findByRole('navigation');
    const created = await within(nav).findByRole('link', { name: 'Escola Aurora' });
    expect(created).toHaveAttribute('href', '/escola-aurora/login');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Asta', 'Escola Aurora']);
    const reads = calls.filter((call) => call.path === '/api/v2/client/directory');
    expect(reads).toHaveLength(1);
    expect(reads[0].headers.get('authorization')).toBeNull();
  });
});
