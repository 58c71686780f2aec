import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTS } from '@console/contract';
import { mockFetch } from '../../../test/api-stubs.ts';
import { renderApp } from '../../../test/utils.tsx';

describe('/auth client chooser (issue 27)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each organisation as a link inside its own list item (axe list, listitem)', async () => {
    mockFetch({});
    renderApp('/auth');
    const nav = await screen.findByRole('navigation');
    const list = nav.querySelector('ul') as HTMLElement;
    expect([...list.children].map((child) => child.tagName)).toEqual(CLIENTS.map(() => 'LI'));
    const first = screen.getByRole('link', { name: CLIENTS[0].name });
    expect(first.parentElement?.tagName).toBe('LI');
    expect(first).toHaveAttribute('href', CLIENTS[0].loginUrl);
  });
});
