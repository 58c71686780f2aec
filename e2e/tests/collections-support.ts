import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, signIn, bearer } from './support.ts';

// The generic collection screens (issue 12) in client 9 (Action Aid), whose administrator holds every tag and whose
// language no other spec file switches (the shell's spec turns Asta's administrator to English for a moment). Other
// spec files share the database and run alongside: every record made here carries a tag of its own and is found by it.

export const CLIENT_ID = 9;
const LOGIN = '/action-aid/login';
const ADMIN = 'admin@action-aid.demo';
export const COLLECTIONS_API = '/api/v2/admin';

/** The part of a collection's metadata (GET /sys/collections) the tests read. */
export interface CollectionInfo {
  entity: string;
  tag: string;
  label: string;
  item: string;
  fields: { name: string; label: string; kind: string; list: boolean }[];
}

/** The collections the signed-in user may open, labelled in Portuguese. */
export async function collectionsOf(request: APIRequestContext, token: string): Promise<CollectionInfo[]> {
  const res = await request.get(`${COLLECTIONS_API}/sys/collections?client_id=${CLIENT_ID}`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: CollectionInfo[] }).data;
}

/** A record made through the API as the administrator (201 expected): its row. */
export async function createRecord(
  request: APIRequestContext,
  entity: string,
  data: Record<string, unknown>,
): Promise<{ id: number } & Record<string, unknown>> {
  const res = await request.post(`${COLLECTIONS_API}/${entity}?client_id=${CLIENT_ID}`, {
    data,
    headers: bearer(await adminToken(request)),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } & Record<string, unknown> }).data;
}

/** The administrator's bearer token, signed in through the API as the console does. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`/api/oauth/access_token?client_id=${CLIENT_ID}`, {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in as the administrator (or another client's) and waits for the signed-in shell. */
export async function signInAdmin(page: Page, login = LOGIN, email = ADMIN) {
  await signIn(page, login, email);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/**
 * Moves the open console to another path the way its own links do (the router follows the history), so a walk over
 * many screens does not load the whole application again for each one.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A list's table, named after its collection. */
export const listTable = (page: Page | Locator, label: string) => page.getByRole('table', { name: label, exact: true });

/** The row of a list holding this text. */
export const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** The search box of a collection's list. */
export const listSearch = (page: Page | Locator, label: string) =>
  page.getByRole('searchbox', { name: `Buscar em ${label}` });

/** A real PNG made here (the server checks the bytes); noise keeps it from compressing to nothing. */
export const png = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 200, g: 90, b: 40 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

/** Text as a person reads it: any run of spaces (the non-breaking one of 'R$ 1,00' too) as one space. */
export const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Runs axe-core (the package's own build, injected into the page; the context needs bypassCSP) and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ content: readFileSync(axePath, 'utf8') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
      );
  });
}
