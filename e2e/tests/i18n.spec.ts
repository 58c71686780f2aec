import { expect, test } from '@playwright/test';
import { signIn, tokenOf } from './support.ts';

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

test("a language chosen in the header is the user's: <html lang> follows it, the next sign-in keeps it, and the 'Painel' hub is not named like its Dashboard module", async ({
  page,
  request,
}) => {
  // A person of their own: the choice goes to their profile, which other tests' users must not share.
  const admin = await tokenOf(request, 'admin@asta.demo');
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = {
    name: `Pessoa Idioma ${tag}`,
    email: `idioma.${tag}@exemplo.com.br`,
    password: 'Idioma-de-escolha-41',
  };
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', {
    data: person,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lang = () => page.evaluate(() => document.documentElement.lang);

  await signIn(page, '/asta/login', person.email, person.password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  expect(await lang()).toBe('pt-BR');
  await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(lang).toBe('en');

  await page.goto('/-painel');
  await expect(page.getByRole('heading', { name: 'Control panel', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'Control panel' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);

  // Signing out clears the stored language; signing in again takes the profile's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await signIn(page, '/asta/login', person.email, person.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(lang).toBe('en');
});
