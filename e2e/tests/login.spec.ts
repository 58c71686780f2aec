import { expect, test } from '@playwright/test';
import { CLIENTS } from '../../packages/contract/src/constants.ts';
import { menuEntries, signIn } from './support.ts';

/** '#rrggbb' -> 'rgb(r, g, b)', as getComputedStyle reports colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const client of CLIENTS) {
  test(`${client.name}: branded login, home with menu, sign out to /auth`, async ({ page, request }) => {
    const colors = (await (await request.get(`/api/v2/admin/color/${client.id}`)).json()).data.config;

    await page.goto(client.loginUrl);
    const heading = page.getByRole('heading', { name: client.name, exact: true });
    await expect(heading).toBeVisible();
    // The page wears this client's own colours, fetched from the colour endpoint.
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', rgb(colors.primary));

    await signIn(page, client.loginUrl, `admin@${client.slug}.demo`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(client.name);
    await expect(page.getByText(`admin@${client.slug}.demo`)).toBeVisible();
    const entries = await menuEntries(page);
    expect(entries.length).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The session is gone: the signed-in home sends us back to /auth.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('a wrong password shows an error and keeps the user on the login page', async ({ page }) => {
  await signIn(page, '/asta/login', 'admin@asta.demo', 'senha-errada');
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
  await expect(page).toHaveURL(/\/asta\/login$/);
});

test("a member of another client cannot sign in on this client's page", async ({ page }) => {
  await signIn(page, '/smartfit/login', 'admin@asta.demo');
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.');
});

test('a member with fewer resources sees a shorter menu and no user administration', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, '/asta/login', 'admin@asta.demo');
  await expect(admin).toHaveURL(/\/$/);
  const adminEntries = await menuEntries(admin);

  const member = await browser.newPage();
  await signIn(member, '/asta/login', 'member@asta.demo');
  await expect(member).toHaveURL(/\/$/);
  const memberEntries = await menuEntries(member);

  expect(memberEntries.length).toBeLessThan(adminEntries.length);
  expect(adminEntries).toEqual(expect.arrayContaining(['Usuários', 'Permissões']));
  expect(memberEntries).not.toContain('Usuários');
  expect(memberEntries).not.toContain('Permissões');

  // Typing the address of a module the member lacks lands on the 403 page.
  await member.goto('/usuarios');
  await expect(member).toHaveURL(/\/erros\/%20$/);
  await expect(member.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
});

test('the platform operator signs in on /auth/login and reaches a hub page', async ({ page }) => {
  await signIn(page, '/auth/login', 'admin@admin.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/-pessoas');
  await expect(page.getByRole('heading', { name: 'Pessoas' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Usuários/ })).toBeVisible();
});
