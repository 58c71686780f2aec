import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';

export { DEMO_PASSWORD };

/** Signs in on a client's login page the way a person does. */
export async function signIn(page: Page, loginUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(loginUrl);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A bearer token of a client 3 (Asta) user, signed in through the API as the console does. */
export async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/oauth/access_token?client_id=3', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The side menu's module entries, with every hub opened the way a person would. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // Every user here holds a module of the 'Painel' hub: its button means the menu call has answered.
  await expect(nav.getByRole('button', { name: 'Painel' })).toBeVisible();
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(await nav.locator('[aria-expanded]').count());
  return nav.getByRole('link').allInnerTexts();
}
