import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

test('/erros/%20 shows the 403 texts and a back link to the login', async ({ page }) => {
  await page.goto('/erros/%20');
  await expect(page.getByText('Erro 403')).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar este conteúdo!')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('the 403 back link leads to the active client\'s login route', async ({ page }) => {
  await signIn(page, '/lele/login', 'member@lele.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/permissoes');
  await expect(page).toHaveURL(/\/erros\/%20$/);
  await expect(page.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/lele/login');
});

test('the empty path asks for a session', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('link', { name: /Smart Fit/ })).toBeVisible();
});
