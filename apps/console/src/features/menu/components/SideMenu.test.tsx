import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@console/contract';
import { visibleMenu } from '../../../lib/menu.ts';
import { MENU, USER } from '../../../test/utils.tsx';
import { SideMenu } from './SideMenu.tsx';

const items = visibleMenu(MENU.data as MenuItem[], USER, { client_id: 3 });

const renderMenu = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <SideMenu items={items} /> }], { initialEntries: [path] })}
    />,
  );

describe('side menu', () => {
  it('is a labelled navigation with translated, collapsible hubs', async () => {
    renderMenu('/-conteudo');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const painel = within(nav).getByRole('button', { name: 'Painel' });
    expect(painel).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Relatórios' })).toBeNull();
    await userEvent.click(painel);
    expect(painel).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/relatorios/3');
    expect(within(nav).queryByRole('button', { name: 'Comunidade' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Feed' })).toBeNull();
  });

  it('opens the hub of the current page and is reachable by keyboard', async () => {
    renderMenu('/usuarios');
    expect(screen.getByRole('button', { name: 'Pessoas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Início' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Painel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Painel' })).toHaveAttribute('aria-expanded', 'true');
  });
});
