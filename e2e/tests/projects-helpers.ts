import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mailsTo } from './mail.ts';
import { signIn, tokenOf, unique, bearer } from './support.ts';

// The projects journey (issue 14) works in client 3 (Asta): its administrator holds every tag, its member 'propostas'.
const LOGIN = '/asta/login';
export const ADMIN = 'admin@asta.demo';
export const MEMBER = 'member@asta.demo';

/** Signs in on Asta's login page and waits for the shell. */
export async function signInAs(page: Page, email: string, password?: string) {
  await signIn(page, LOGIN, email, password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

/**
 * A second reviewer of client 3 of their own: a new person (member grants) given the 'projetos' module with the
 * parecer and encaminhar sub-tags through the permissions API, as an administrator would on /permissoes.
 */
export async function createReviewer(request: APIRequestContext) {
  const headers = bearer(await tokenOf(request, ADMIN));
  const tag = unique();
  const person = {
    name: `Avaliadora ${tag}`,
    email: `avaliadora.${tag}@exemplo.com.br`,
    password: 'Parecer-tecnico-42',
  };
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', { data: person, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const written = await request.post(`/api/v2/admin/asap-user/permission/module/${id}?client_id=3&modulo=projetos`, {
    data: { enabled: true },
    headers,
  });
  expect(written.status(), await written.text()).toBe(200);
  const permission = ((await written.json()) as { data: { permission: { id: number } } }).data.permission;
  for (const sub of ['projetos.parecer', 'projetos.encaminhar']) {
    const res = await request.put(`/api/v2/admin/permission/${permission.id}/sub/update?client_id=3`, {
      data: { tag: sub, enabled: true },
      headers,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { ...person, id };
}

/** The mail to this address whose text holds `needle`, once it reached the SMTP server. */
export async function mailWith(to: string, needle: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => mail.includes(needle));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to} naming ${needle}` },
    )
    .toBe(true);
  return found as string;
}

/** The first link of a mail whose path starts with `path`. */
export function linkIn(mail: string, path: string): string {
  const link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => new URL(url).pathname.startsWith(path));
  expect(link, `a link to ${path} in the mail`).toBeTruthy();
  return link as string;
}

/** A timeline step as the list shows it: its kind and, for a status change, 'from → to'. */
export interface Step {
  kind: string;
  move?: string;
}

/** The project's timeline on the page. */
export const timelineOf = (page: Page): Locator => page.getByRole('list', { name: 'Linha do tempo' });

/**
 * Waits until the timeline holds these steps in this order (other entries, such as 'Projeto editado', may stand
 * between them) and answers the entries' texts.
 */
export async function expectSteps(page: Page, steps: readonly Step[]): Promise<string[]> {
  const entries = timelineOf(page).getByRole('listitem');
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = await entries.allInnerTexts();
      let at = 0;
      for (const text of texts) {
        const step = steps[at];
        if (
          step &&
          text.split('\n').some((line) => line.trim() === step.kind) &&
          (!step.move || text.includes(step.move))
        )
          at += 1;
      }
      return at === steps.length
        ? 'all'
        : `${at} of ${steps.length} steps; timeline:\n${texts.map((t) => t.split('\n').slice(0, 2).join(' ')).join('\n')}`;
    })
    .toBe('all');
  return texts;
}

/** The client's today (São Paulo's, UTC-3, as the server dates sessions) and a day some days away, as date inputs take them. */
export const isoDay = (offset = 0): string =>
  new Date(Date.now() - 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** DD/MM/YYYY, as the console shows a date. */
export const brDay = (iso: string) => iso.split('-').reverse().join('/');
