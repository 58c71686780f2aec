import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, tokenOf } from './support.ts';

// Client 3 (Asta): its administrator holds every module, the feed's moderation and the permissions screens included.
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';

async function adminId(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, ADMIN);
  const res = await request.get('/api/v2/client/user/authenticated?client_id=3', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** The one entry marked as the current page, and the hub button whose list holds it. */
async function expectPlace(page: Page, entry: string, hub: string | null) {
  const current = nav(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(entry);
  if (hub)
    await expect(nav(page).getByRole('button', { name: hub, exact: true })).toHaveAttribute('aria-expanded', 'true');
}

test('the side menu selects exactly one entry and opens its hub on nested pages', async ({ page, request }) => {
  const id = await adminId(request);
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expectPlace(page, 'Início', null);
  await expect(nav(page).getByRole('button', { name: 'Painel', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  const places: [string, string, string][] = [
    [`/usuarios/${id}`, 'Usuários', 'Pessoas'],
    ['/usuarios/novo', 'Usuários', 'Pessoas'],
    [`/permissoes/${id}`, 'Permissões', 'Pessoas'],
    ['/feed/nova', 'Feed', 'Comunidade'],
    ['/feed/moderacao', 'Feed', 'Comunidade'],
  ];
  for (const [path, entry, hub] of places) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectPlace(page, entry, hub);
  }

  // A hub is not left forced open on a page of another hub: from the feed to the users, 'Comunidade' closes.
  await nav(page).getByRole('button', { name: 'Pessoas', exact: true }).click();
  await nav(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expectPlace(page, 'Usuários', 'Pessoas');
  await expect(nav(page).getByRole('button', { name: 'Comunidade', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the browser tab names the screen and the client', async ({ page }) => {
  await page.goto('/smartfit/login');
  await expect(page).toHaveTitle('Entrar · Smart Fit');
  await signIn(page, LOGIN, ADMIN);
  await expect(page).toHaveTitle('Início · Asta');
  await nav(page).getByRole('button', { name: 'Pessoas', exact: true }).click();
  await nav(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveTitle('Usuários · Asta');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page).toHaveTitle('Users · Asta');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-br');
});

test('the main screens fit the window: nothing widens the page under the fixed side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  for (const path of ['/', '/usuarios', '/permissoes', '/arquivos', '/feed', '/relatorios/3', '/projetos']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `${path} is ${scroll - client}px wider than the window`).toBeLessThanOrEqual(client);
  }
});
