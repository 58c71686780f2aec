import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

// The client guard asks the server to verify the stored client (SPEC.md §4); the browser cannot talk its way in.
test('an administrator of one client who switches the stored client to another lands on the 403 page', async ({
  page,
}) => {
  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => sessionStorage.setItem('client_id', '6'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/erros\/%20$/);
  await expect(page.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
});

test('the platform operator may act for another client', async ({ page }) => {
  await signIn(page, '/auth/login', 'admin@admin.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => sessionStorage.setItem('client_id', '6'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Organização ativa: Fitness Link')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }),
  ).toBeVisible();
});

test('a revoked session cannot be reused after signing out', async ({ page }) => {
  await signIn(page, '/nova-terra/login', 'admin@nova-terra.demo');
  await expect(page).toHaveURL(/\/$/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  const status = await page.evaluate(
    (t) =>
      fetch('/api/v2/client/user/authenticated', { headers: { Authorization: `Bearer ${t}` } }).then((r) => r.status),
    token,
  );
  expect(status).toBe(401);
});
