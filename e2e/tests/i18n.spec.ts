import { expect, test } from '@playwright/test';

test('?lang=en switches the labels to English, and the choice survives a reload', async ({ page }) => {
  await page.goto('/asta/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await page.goto('/asta/login?lang=en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  await page.goto('/asta/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/asta/login?lang=es');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
});
