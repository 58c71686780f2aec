import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('/erros/%20 shows the 403 texts and a back link to the login', async ({ page }) => {
  await page.goto('/erros/%20');
  await expect(page.getByText('Erro 403')).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
  // Signed out, it stands alone: no menu, no header.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('a signed-in user meets the 403 inside the shell, with the menu and a way home', async ({ page }) => {
  await signIn(page, '/lele/login', 'member@lele.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/permissoes');
  await expect(page).toHaveURL(/\/erros\/%20$/);
  await expect(page.getByText('Erro 403')).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).locator('[aria-current="page"]')).toHaveText(
    'Início',
  );
});

test('the empty path asks for a session', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: /Smart Fit/ })).toBeVisible();
});
