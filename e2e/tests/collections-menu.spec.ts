import { expect, test, type Locator, type Page } from '@playwright/test';
import { menuLinkTargets } from './support.ts';
import { adminToken, collectionsOf, goInApp, listTable, signInAdmin } from './collections-support.ts';

// Issue 12: no module of the menu opens a landing page any more; each opens its working screen.

/** The text of the old module landing, which listed the user's sub-permissions instead of doing the work. */
const LANDING = 'Suas sub-permissões';

/** What shows that each bespoke module's own screen is working (the collections are checked by their list). */
const BESPOKE: Record<string, (main: Locator) => Locator> = {
  '/': (main) => main.getByRole('heading', { name: 'Seus módulos' }),
  '/relatorios/9': (main) => main.getByRole('table').first(),
  '/usuarios': (main) => main.getByRole('table', { name: 'Usuários' }),
  '/aniversariantes': (main) => main.getByRole('table').first(),
  '/permissoes': (main) => main.getByRole('searchbox', { name: 'Buscar usuário' }),
  '/feed': (main) =>
    main.getByRole('button', { name: 'Nova publicação' }).or(main.getByRole('link', { name: 'Nova publicação' })),
  '/ranking': (main) => main.getByRole('table').first(),
  '/tarefas-agendadas': (main) => main.getByRole('columnheader', { name: 'Tarefa' }),
  '/arquivos': (main) => main.getByRole('button', { name: 'Enviar arquivo' }),
  '/clientes': (main) => main.getByRole('switch', { name: 'Cadastro aberto' }),
  '/cores': (main) => main.getByRole('textbox', { name: 'Primária', exact: true }),
  '/projetos': (main) => main.getByRole('table', { name: 'Sessões de projetos' }),
  '/meus-projetos': (main) => main.getByRole('heading', { name: 'Sessões abertas' }),
};

/**
 * Where a link lands other than on its own path or under another heading: a client's administrator opens their own
 * client's settings; the projects module opens its sessions.
 */
const LANDS_ON: Record<string, { path: string; heading: string }> = {
  '/clientes': { path: '/clientes/9', heading: 'Configurações de Action Aid' },
  '/projetos': { path: '/projetos', heading: 'Sessões de projetos' },
};

/** The menu's module links (every hub opened), as name and path. */
async function menuLinks(page: Page): Promise<{ name: string; path: string }[]> {
  const all = await menuLinkTargets(page);
  // A hub's own link ('/-painel') opens the hub's page of cards, not a module.
  return all.filter((link) => !link.path.startsWith('/-'));
}

test('every module of the administrator menu opens its working screen, never the landing of sub-permissions', async ({
  page,
  request,
}) => {
  // About 150 screens: a minute on an idle machine, several on two cores shared with builds and other suites.
  test.setTimeout(600_000);
  const collections = await collectionsOf(request, await adminToken(request));
  const byPath = new Map(collections.map((collection) => [`/${collection.tag}`, collection]));
  await signInAdmin(page);
  const links = await menuLinks(page);
  // The catalogue's 150 modules (138 collections and the bespoke screens), each in the administrator's menu.
  expect(links.length).toBeGreaterThanOrEqual(150);
  expect(links.filter((link) => byPath.has(link.path))).toHaveLength(collections.length);

  const main = page.getByRole('main');
  const opened: string[] = [];
  for (const link of links) {
    await goInApp(page, link.path);
    const lands = LANDS_ON[link.path];
    await expect(page, link.path).toHaveURL(new RegExp(`${(lands?.path ?? link.path).replace(/[/]/g, '\\/')}$`));
    const heading = main.getByRole('heading', { level: 1 });
    if (link.path === '/') await expect(heading, link.path).toHaveText(/^Olá, .+!$/);
    else await expect(heading, link.path).toHaveText(lands?.heading ?? link.name);

    const collection = byPath.get(link.path);
    if (collection) {
      // The list of its rows (the demo seed fills them), or the empty state of one without rows.
      const table = listTable(main, collection.label);
      const empty = main.getByText(`Nenhum registro em ${collection.label} ainda.`);
      await expect(table.or(empty), link.path).toBeVisible();
      if (await table.isVisible()) await expect(table.getByRole('row').nth(1), link.path).toBeVisible();
    } else {
      const screen = BESPOKE[link.path];
      expect(screen, `a check of the bespoke screen at ${link.path}`).toBeDefined();
      await expect(screen(main), link.path).toBeVisible();
    }
    await expect(main.getByText(LANDING), link.path).toHaveCount(0);
    opened.push(link.path);
  }
  expect(opened.length).toBe(links.length);
});
