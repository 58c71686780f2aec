import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, tokenOf, bearer } from './support.ts';

// Client 3 (Asta): its administrator holds every module, the feed's moderation and the permissions screens included.
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';

async function adminId(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, ADMIN);
  const res = await request.get('/api/v2/client/user/authenticated?client_id=3', {
    headers: bearer(token),
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

/** WCAG's contrast ratio of two CSS colours rgb(...)/rgba(...). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b2] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the platform operator switches to Smart Fit and sees its users, marked as acting for it', async ({ page }) => {
  await signIn(page, '/auth/login', 'admin@admin.demo');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('acting-for')).toHaveCount(0);
  await page.getByRole('button', { name: 'Trocar cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atuar por um cliente' });
  await dialog.getByLabel('Cliente').selectOption({ label: 'Smart Fit' });
  await page.screenshot({ path: test.info().outputPath('operator-switcher.png') });
  await dialog.getByRole('button', { name: 'Atuar por este cliente' }).click();
  await expect(page.getByTestId('acting-for')).toHaveText('Atuando por Smart Fit');
  await expect(page.getByTestId('app-bar-client')).toHaveText('Smart Fit');
  await page.screenshot({ path: test.info().outputPath('operator-acting.png') });
  await page.goto('/usuarios');
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByText('admin@smartfit.demo')).toBeVisible();
  await expect(table.getByText('member@admin.demo')).toHaveCount(0);
  // The choice holds across a reload (session storage).
  await page.reload();
  await expect(page.getByTestId('acting-for')).toHaveText('Atuando por Smart Fit');
});

test("an address's ?client_id= makes the operator act for that client", async ({ page }) => {
  await signIn(page, '/auth/login', 'admin@admin.demo');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/usuarios?client_id=8');
  await expect(page.getByRole('table', { name: 'Usuários' }).getByText('admin@smartfit.demo')).toBeVisible();
  await expect(page.getByTestId('acting-for')).toHaveText('Atuando por Smart Fit');
});

test('no call is refused (401) after signing out', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
  // The feed holds a live socket and several queries: the revocation tells the socket the access changed.
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.waitForTimeout(2000);
  expect(refused).toEqual([]);
  expect(errors.filter((text) => /401/.test(text))).toEqual([]);
});

test('toasts appear below the app bar, never over the user name and Sair', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/usuarios?search=admin');
  await expect(page.getByRole('table', { name: 'Usuários' }).getByRole('row').nth(1)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  await downloading;
  const toast = page.locator('.notistack-Snackbar').first();
  await expect(toast).toBeVisible();
  const bar = await page.locator('header').boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

for (const [width, lang] of [
  [320, 'pt-br'],
  [320, 'en'],
  [1280, 'pt-br'],
  [1280, 'en'],
] as const) {
  test(`the app bar shows the client's name and sign-out at ${width} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await signIn(page, LOGIN, ADMIN);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
    // The language goes to the administrator's profile too: English is put back to Portuguese at the end.
    if (lang === 'en') await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    const signOut = page.getByRole('button', { name: lang === 'en' ? 'Sign out' : 'Sair' });
    await expect(signOut).toBeVisible();
    const name = page.getByTestId('app-bar-client');
    await expect(name).toBeVisible();
    await expect(name).toHaveText('Asta');
    const out = await signOut.boundingBox();
    expect(out!.x + out!.width).toBeLessThanOrEqual(width);
    const shown = await name.boundingBox();
    expect(shown!.width).toBeGreaterThan(20);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The page starts below the bar, however tall the bar grew.
    const bar = await page.locator('header').boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    await page.screenshot({ path: test.info().outputPath(`app-bar-${width}-${lang}.png`) });
    if (lang === 'en') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-br');
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    }
  });
}

test("the app bar's focus ring reaches 3:1 against Asta's blue bar", async ({ page }) => {
  // The theme's ring (a readable shade of Asta's amber secondary) measured 2.2:1 on the bar.
  await signIn(page, LOGIN, ADMIN);
  const signOut = page.getByRole('button', { name: 'Sair' });
  await expect(signOut).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  await signOut.focus();
  const [ring, bar] = await signOut.evaluate((button) => [
    getComputedStyle(button).outlineColor,
    getComputedStyle(button.closest('header') as HTMLElement).backgroundColor,
  ]);
  expect(contrast(ring, bar)).toBeGreaterThanOrEqual(3);
});

test('after a navigation focus goes to the new page heading and its title is announced', async ({ page }) => {
  await page.goto(LOGIN);
  // The sign-in form keeps its own focus on first load.
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible({ timeout: 30_000 });
  await nav(page).getByRole('button', { name: 'Pessoas', exact: true }).click();
  await nav(page).getByRole('link', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText('Usuários · Asta');
});
