import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';

export { DEMO_PASSWORD };

/** A tag no other test or run uses, for names and e-mail addresses. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The Authorization header of an API call made with a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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

/**
 * The side menu's links (text and path), every hub opened in turn the way a person would: the menu is an accordion
 * (opening a hub closes the others), so the links are gathered hub by hub.
 */
export async function menuLinkTargets(page: Page): Promise<{ name: string; path: string }[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // Every user here holds a module of the 'Painel' hub: its button means the menu call has answered.
  await expect(nav.getByRole('button', { name: 'Painel' })).toBeVisible();
  const found = new Map<string, { name: string; path: string }>();
  const read = async () => {
    const links = await nav.getByRole('link').evaluateAll((elements) =>
      elements.map((element) => ({
        name: (element.textContent ?? '').trim(),
        path: new URL((element as HTMLAnchorElement).href).pathname,
      })),
    );
    for (const link of links) found.set(`${link.name} ${link.path}`, link);
  };
  await read();
  const visited = new Set<string>();
  for (;;) {
    const names = await nav.locator('[aria-expanded]').allInnerTexts();
    const next = names.map((name) => name.trim()).find((name) => !visited.has(name));
    if (next === undefined) break;
    visited.add(next);
    const hub = nav.getByRole('button', { name: next, exact: true });
    if ((await hub.getAttribute('aria-expanded')) === 'false') await hub.click();
    await expect(hub).toHaveAttribute('aria-expanded', 'true');
    await read();
  }
  return [...found.values()];
}

/** The side menu's entries (their texts), every hub opened in turn. */
export async function menuEntries(page: Page): Promise<string[]> {
  return (await menuLinkTargets(page)).map((link) => link.name);
}

/** A real one-page PDF with a line of text, built by hand (objects, cross-reference table, trailer). */
export function pdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
