import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signIn, tokenOf, bearer } from './support.ts';

// Issue 13: Asta's administrator rebrands Asta at /cores. The spec repaints Asta's login page for a moment, so it runs
// after the other specs (project 'brand' of the config) and puts Asta's brand back at the end whatever happened.

/** '#rrggbb' -> 'rgb(r, g, b)', as getComputedStyle reports colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A real PNG made here, so the server's content checks see genuine image bytes. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 105, b: 92 } } })
    .png()
    .toBuffer();

/** Dark teal: white button text on it reads at 6.6:1, so the console stays accessible while it is Asta's. */
const NEW_PRIMARY = '#00695c';
const BRAND_FIELDS = [
  'primary',
  'secondary',
  'background',
  'surface',
  'text',
  'error',
  'logo',
  'favicon',
  'login_background',
  'template',
] as const;

type Config = Record<(typeof BRAND_FIELDS)[number], unknown> & { primary: string };
let original: Config;

const colorsOf = async (request: APIRequestContext): Promise<Config> =>
  (await (await request.get('/api/v2/admin/color/3')).json()).data.config;

test.beforeAll(async ({ request }) => {
  original = await colorsOf(request);
  expect(original.primary).not.toBe(NEW_PRIMARY);
});

test.afterAll(async ({ request }) => {
  const token = await tokenOf(request, 'admin@asta.demo');
  const config = Object.fromEntries(BRAND_FIELDS.map((field) => [field, original[field]]));
  const res = await request.put('/api/v2/admin/color/3?client_id=3', {
    headers: bearer(token),
    data: { config },
  });
  expect(res.status()).toBe(200);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cores');
  await expect(page.getByRole('heading', { level: 1, name: 'Cores' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Primária', exact: true })).toHaveValue(original.primary);
});

test("Asta's administrator sees the new colour and logo in the preview before saving; after saving, a new visitor's login page wears them", async ({
  page,
  browser,
}) => {
  const preview = page.getByTestId('brand-preview-login');
  const previewButton = preview.locator('button', { hasText: 'Entrar' });
  await expect(previewButton).toHaveCSS('background-color', rgb(original.primary));

  await page.getByRole('textbox', { name: 'Primária', exact: true }).fill(NEW_PRIMARY);
  await expect(previewButton).toHaveCSS('background-color', rgb(NEW_PRIMARY));
  await expect(page.getByTestId('brand-preview-shell').locator('.MuiAppBar-root')).toHaveCSS(
    'background-color',
    rgb(NEW_PRIMARY),
  );
  // Nothing is saved yet: the console around the editor keeps Asta's saved colour.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(original.primary));

  await page.getByRole('button', { name: 'Enviar imagem para Logotipo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logotipo: enviar imagem' });
  await dialog
    .getByLabel('Escolher imagem')
    .setInputFiles({ name: 'logo-asta.png', mimeType: 'image/png', buffer: await png(240, 80) });
  await expect(dialog.getByRole('img', { name: 'Pré-visualização do recorte' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const logo = page.getByRole('img', { name: 'Logotipo atual' });
  const src = (await logo.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\/3\//);
  await expect(preview.locator('img')).toHaveAttribute('src', src);

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Marca de Asta salva.')).toBeVisible();
  // The console repaints in the saved colour at once.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(NEW_PRIMARY));
  expect((await colorsOf(page.request)).primary).toBe(NEW_PRIMARY);

  // Someone who never signed in opens Asta's login page.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await visitor.newPage();
  await login.goto('/asta/login');
  await expect(login.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', rgb(NEW_PRIMARY));
  const loginLogo = login.getByRole('img', { name: 'Logotipo de Asta' });
  await expect(loginLogo).toHaveAttribute('src', src);
  await expect.poll(() => loginLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
  await visitor.close();

  // The save is a version of the history; restoring the one before it and saving puts the seeded brand back.
  const history = page.getByRole('table', { name: 'Histórico de versões' });
  await expect(history.getByRole('row').nth(1)).toContainText('Administrador Asta');
  await page.getByRole('button', { name: 'Restaurar versão anterior' }).click();
  await expect(page.getByRole('textbox', { name: 'Primária', exact: true })).toHaveValue(original.primary);
  await expect(previewButton).toHaveCSS('background-color', rgb(original.primary));
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Marca de Asta salva.').last()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(original.primary));
  expect(await colorsOf(page.request)).toMatchObject({ primary: original.primary, logo: original.logo });
});

test('a low-contrast pair is flagged with its ratio and a passing suggestion; leaving or discarding asks first', async ({
  page,
}) => {
  await expect(page.getByTestId('contrast-ok')).toBeVisible();
  await page.getByRole('textbox', { name: 'Texto', exact: true }).fill('#cccccc');
  const warning = page.getByTestId('contrast-warning-textOnBackground');
  await expect(warning).toContainText(/Texto sobre o fundo: contraste 1,\d\d:1, abaixo de 4,50:1/);
  // The preview's page text takes the low-contrast colour before anything is saved.
  await expect(page.getByTestId('brand-preview-shell').getByText('Texto da página sobre a cor de fundo.')).toHaveCSS(
    'color',
    rgb('#cccccc'),
  );

  const use = warning.getByRole('button', { name: /^Usar sugestão #[0-9a-f]{6} para Texto$/ });
  const suggestion = ((await use.getAttribute('aria-label')) ?? '').match(/#[0-9a-f]{6}/)?.[0] ?? '';
  await use.click();
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue(suggestion);
  await expect(warning).toBeHidden();
  await expect(page.getByTestId('contrast-ok')).toBeVisible();

  // Unsaved changes: the menu asks before leaving.
  await page.getByRole('link', { name: 'Início' }).click();
  const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/cores$/);

  await page.getByRole('button', { name: 'Descartar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar alterações' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Texto', exact: true })).toHaveValue(original.text as string);
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
});
