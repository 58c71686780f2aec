import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { Audit, goClient, menuLinks, settle, tr, trackRequests, type Lang } from './a11y-axe-support.ts';
import { signIn } from './support.ts';

// Issue 27: every menu module of the console, its sub-screens and its main dialogs, in pt-br and en, with no serious or
// critical WCAG 2.1 AA violation found by axe-core (wcag2a, wcag2aa, wcag21a, wcag21aa). One signed-in page per group,
// moved on inside the single-page app (no reload per screen); the shell (app bar, menu) is checked in full on the
// screens of their own, and only the main region on the generic collection lists, so the run stays within minutes.

// Its tests only read, so both workers share them: run in one worker, they made the longest stretch of CI's end-to-end run.
test.describe.configure({ mode: 'parallel', timeout: 480_000 });
// A trace of every axe-core run would double the time; a failure's message names the screen, rule and nodes.
test.use({ trace: 'off' });

const HUBS = [
  'painel',
  'pessoas',
  'comunidade',
  'aprendizagem',
  'conteudo',
  'comercial',
  'fitness',
  'social',
  'atendimento',
  'configuracoes',
];
/** Screens of their own (not the generic collection list): checked with the shell around them. */
const BESPOKE =
  /^\/(-[a-z]+|usuarios|permissoes|feed|aniversariantes|ranking|cores|clientes|projetos|meus-projetos|relatorios|arquivos|caixa-de-saida)?(\/|$|\?)/;
const LANGS = ['pt-br', 'en'] as const;

const ExcelJS = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'exceljs',
) as typeof import('exceljs');

/** Signs in, then switches to `lang` through `?lang=` (the browser's choice only: the user's profile is left as it is). */
async function signedIn(page: Page, login: string, email: string, lang: Lang) {
  const inFlight = trackRequests(page);
  await signIn(page, login, email);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  if (lang === 'en') {
    await goClient(page, '/?lang=en');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  }
  await settle(page, inFlight);
  return inFlight;
}

/** Opens `path` inside the app and waits for its heading (a new one, or the old one with new text) and data. */
async function open(page: Page, inFlight: () => number, path: string) {
  const before = await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    heading?.setAttribute('data-axe-seen', '');
    return heading?.textContent ?? null;
  });
  await goClient(page, path);
  await page
    .waitForFunction(
      (old) => {
        const heading = document.querySelector('main h1');
        return heading !== null && (!heading.hasAttribute('data-axe-seen') || heading.textContent !== old);
      },
      before,
      { timeout: 5_000 },
    )
    // Two screens may share a heading (a hub's overview and its first module): the data settling below suffices.
    .catch(() => undefined);
  await expect(page.locator('main h1').first()).toBeVisible();
  await settle(page, inFlight);
}

/** Every hub and the menu's bespoke screens the user holds; the generic collection lists have tests of their own. */
async function walkMenu(page: Page, inFlight: () => number, audit: Audit, who: string, lang: Lang) {
  await audit.check(`${who} ${lang} /`);
  const links = await menuLinks(page, tr(lang, 'nav.title'));
  expect(links.length).toBeGreaterThan(0);
  const seen = new Set<string>(['/']);
  for (const { path, label } of [...HUBS.map((hub) => ({ path: `/-${hub}`, label: hub })), ...links]) {
    if (seen.has(path) || !BESPOKE.test(path)) continue;
    seen.add(path);
    await open(page, inFlight, path);
    await audit.check(`${who} ${lang} ${path} (${label})`);
  }
}

/** The path of the first link in the main region whose path matches `pattern` (a user's edit or permissions page). */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const links = page.getByRole('main').getByRole('link');
  const first = async () =>
    (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).find((href) =>
      pattern.test(href),
    );
  await expect.poll(first, { message: `a link to ${pattern}` }).toBeDefined();
  return (await first())!;
}

for (const lang of LANGS) {
  test(`the Asta administrator's screens and sub-screens (${lang}): no serious or critical axe-core violation`, async ({
    page,
  }) => {
    const inFlight = await signedIn(page, '/asta/login', 'admin@asta.demo', lang);
    const audit = new Audit(page);
    await walkMenu(page, inFlight, audit, 'asta-admin', lang);
    // The sub-screens: forms, the import, a user's permissions, the feed's new post and moderation, the generic forms.
    await open(page, inFlight, '/usuarios');
    const userPath = await firstHref(page, /^\/usuarios\/\d+$/);
    const permissionsPath = await firstHref(page, /^\/permissoes\/\d+$/);
    for (const path of [
      '/usuarios/novo',
      userPath,
      '/usuarios/campos',
      '/usuarios/importar',
      permissionsPath,
      '/feed/nova',
      '/feed/moderacao',
      '/banners/novo',
      '/cursos/1',
      '/banners/importar',
    ]) {
      await open(page, inFlight, path);
      await audit.check(`asta-admin ${lang} ${path}`, 'main');
    }
    audit.expectClean();
  });
}

// The generic collection lists, one test per hub and language: Action Aid's administrator holds every collection area.
for (const lang of LANGS)
  for (const hub of HUBS)
    test(`the generic collection lists of the ${hub} hub (${lang}): no serious or critical axe-core violation`, async ({
      page,
    }) => {
      const inFlight = await signedIn(page, '/action-aid/login', 'admin@action-aid.demo', lang);
      const audit = new Audit(page);
      const links = (await menuLinks(page, tr(lang, 'nav.title'), hub)).filter((link) => !BESPOKE.test(link.path));
      for (const { path, label } of links) {
        await open(page, inFlight, path);
        await audit.check(`action-aid-admin ${lang} ${path} (${label})`, 'main');
      }
      expect(links.length).toBeGreaterThan(0);
      audit.expectClean();
    });

// The platform operator's own screens, one test per language: its shell (the client switcher) and its bespoke screens
// (clients, outbox, ...). The generic collection lists are the same screens as Action Aid's above, drawn by the same
// engine: walking all of them again took 4-5 minutes per language of CI's end-to-end run for no other finding.
for (const lang of LANGS)
  test(`the operator's screens (${lang}): no serious or critical axe-core violation`, async ({ page }) => {
    const audit = new Audit(page);
    const inFlight = await signedIn(page, '/auth/login', 'admin@admin.demo', lang);
    await walkMenu(page, inFlight, audit, 'operator', lang);
    await open(page, inFlight, '/clientes/3');
    await audit.check(`operator ${lang} /clientes/3`, 'main');
    audit.expectClean();
  });

/** An xlsx of two members, one of them refused (a bad e-mail), for the import's steps. */
async function membersSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pessoas');
  sheet.addRow(['Nome', 'E-mail']);
  sheet.addRow(['Pessoa Axe', `axe.${Date.now().toString(36)}@exemplo.com.br`]);
  sheet.addRow(['Sem Email', 'nao-e-email']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

for (const lang of LANGS) {
  test(`the main dialogs (${lang}): no serious or critical axe-core violation`, async ({ page }) => {
    // Action Aid's administrator holds every module, a quick collection (its modal) among them.
    const inFlight = await signedIn(page, '/action-aid/login', 'admin@action-aid.demo', lang);
    const audit = new Audit(page);
    const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
    const close = async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };

    // The generic create and edit modals (a quick collection's), and the confirm dialog of a bulk delete.
    const item = { 'pt-br': 'Categoria de atendimento', en: 'Support category' }[lang];
    await open(page, inFlight, '/categorias-atendimento');
    await page
      .getByRole('main')
      .getByRole('button', { name: tr(lang, 'collection.list.create', { item }) })
      .click();
    await expect(dialog(tr(lang, 'collection.modal.newTitle', { item }))).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} create modal`);
    await close();
    const row = page.getByRole('main').getByRole('table').first().getByRole('row').nth(1);
    await row
      .getByRole('button', { name: new RegExp(`^${tr(lang, 'collection.modal.editTitle', { item: '' })}`) })
      .click();
    await expect(dialog(tr(lang, 'collection.modal.editTitle', { item }))).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} edit modal`);
    await close();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: tr(lang, 'collection.list.deleteSelected') }).click();
    await expect(dialog(tr(lang, 'collection.list.deleteTitle', { count: 1 }))).toBeVisible();
    await audit.check(`${lang} confirm dialog`);
    await close();

    // The export's formats menu.
    await open(page, inFlight, '/usuarios');
    await page.getByRole('button', { name: tr(lang, 'export.formats') }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit.check(`${lang} export menu`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // The language switch is in the app bar, checked on every screen; the find-a-user picker.
    await page.getByRole('button', { name: tr(lang, 'users.find') }).click();
    await expect(dialog(tr(lang, 'users.findTitle'))).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} find-a-user dialog`);
    await close();

    // The upload dialog of the files library.
    await open(page, inFlight, '/arquivos');
    await page.getByRole('button', { name: tr(lang, 'files.upload'), exact: true }).click();
    await expect(dialog(tr(lang, 'files.uploadTitle'))).toBeVisible();
    await audit.check(`${lang} upload dialog`);
    await close();

    // Copying a user's permissions to others.
    await open(page, inFlight, '/usuarios');
    await open(page, inFlight, await firstHref(page, /^\/permissoes\/\d+$/));
    await page.getByRole('button', { name: tr(lang, 'permissions.copy.open') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} copy permissions dialog`);
    await close();

    // The import's steps: the columns' mapping, the dry run's result, the confirmation.
    await open(page, inFlight, '/usuarios/importar');
    await page.getByTestId('import-file').setInputFiles({
      name: 'pessoas.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await membersSheet(),
    });
    await expect(page.getByRole('button', { name: tr(lang, 'imports.mapping.submit') })).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} import: mapping`);
    await page.getByRole('button', { name: tr(lang, 'imports.mapping.submit') }).click();
    await expect(page.getByRole('button', { name: tr(lang, 'imports.check.next') })).toBeVisible();
    await settle(page, inFlight);
    await audit.check(`${lang} import: dry run`);
    await page.getByRole('button', { name: tr(lang, 'imports.check.next') }).click();
    await page.getByRole('button', { name: tr(lang, 'imports.run.start', { count: 1 }) }).click();
    await expect(dialog(tr(lang, 'imports.run.confirmTitle'))).toBeVisible();
    await audit.check(`${lang} import: confirmation`);
    await page.getByRole('button', { name: tr(lang, 'imports.run.cancel') }).click();
    audit.expectClean();
  });
}

test('the sign-in screens with their language switch (pt-br and en): no serious or critical axe-core violation', async ({
  page,
}) => {
  const audit = new Audit(page);
  for (const lang of LANGS)
    for (const path of ['/asta/login', '/auth/login', '/auth', '/action-aid/login']) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('combobox', { name: tr(lang, 'shell.language') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await audit.check(`${lang} ${path}`);
    }
  audit.expectClean();
});
