import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@console/contract';
import { visibleMenu } from '../../../lib/menu.ts';
import { MENU, USER } from '../../../test/signed-in.ts';
import { SideMenu } from './SideMenu.tsx';

const items = visibleMenu(MENU.data as MenuItem[], USER, { client_id: 3 });

const renderMenu = (path: string, menu: readonly MenuItem[] = items) => {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu items={menu} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

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

  it.each(['/usuarios/42', '/usuarios/novo'])('on %s selects only Usuários and opens its hub', (path) => {
    renderMenu(path);
    expect(current().map((link) => link.textContent)).toEqual(['Usuários']);
    expect(screen.getByRole('button', { name: 'Pessoas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Painel' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one hub at a time, keeping the hub of the current page open', async () => {
    // Every hub of the fixture, the feed's included.
    renderMenu('/usuarios', MENU.data as MenuItem[]);
    const user = userEvent.setup();
    const hub = (name: string) => screen.getByRole('button', { name });
    await user.click(hub('Painel'));
    expect(hub('Painel')).toHaveAttribute('aria-expanded', 'true');
    await user.click(hub('Comunidade'));
    expect(hub('Comunidade')).toHaveAttribute('aria-expanded', 'true');
    expect(hub('Painel')).toHaveAttribute('aria-expanded', 'false');
    // The hub of the current page stays open throughout.
    expect(hub('Pessoas')).toHaveAttribute('aria-expanded', 'true');
    await user.click(hub('Comunidade'));
    expect(hub('Comunidade')).toHaveAttribute('aria-expanded', 'false');
    expect(hub('Pessoas')).toHaveAttribute('aria-expanded', 'true');
  });

  it("on the home page selects only 'Início' and opens no hub", async () => {
    renderMenu('/');
    expect(current().map((link) => link.textContent)).toEqual(['Início']);
    expect(screen.getByRole('button', { name: 'Painel' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Painel' }));
    expect(current().map((link) => link.textContent)).toEqual(['Início']);
  });

  it('keeps hand-opened hubs while moving inside a hub and follows the page into another hub', async () => {
    const router = renderMenu('/usuarios');
    const painel = screen.getByRole('button', { name: 'Painel' });
    const pessoas = screen.getByRole('button', { name: 'Pessoas' });
    await userEvent.click(painel);
    expect(painel).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/usuarios/42'));
    expect(painel).toHaveAttribute('aria-expanded', 'true');
    expect(pessoas).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/relatorios/3'));
    expect(painel).toHaveAttribute('aria-expanded', 'true');
    expect(pessoas).toHaveAttribute('aria-expanded', 'false');
    expect(current().map((link) => link.textContent)).toEqual(['Relatórios']);
    await act(() => router.navigate('/'));
    expect(painel).toHaveAttribute('aria-expanded', 'false');
    expect(pessoas).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the hub of the current page once the menu arrives', () => {
    const inRouter = (menu: readonly MenuItem[]) => (
      <MemoryRouter initialEntries={['/usuarios/7']}>
        <SideMenu items={menu} loading={menu.length === 0} />
      </MemoryRouter>
    );
    const { rerender } = render(inRouter([]));
    expect(screen.queryByRole('button', { name: 'Pessoas' })).toBeNull();
    rerender(inRouter(items));
    expect(screen.getByRole('button', { name: 'Pessoas' })).toHaveAttribute('aria-expanded', 'true');
    expect(current().map((link) => link.textContent)).toEqual(['Usuários']);
  });
});
