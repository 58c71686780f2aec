import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { pdf, signIn } from './support.ts';

/** A real PNG made here, so the server's content checks see genuine image bytes; noise keeps it from compressing. */
const png = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 30, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

test.beforeEach(async ({ page }) => {
  await signIn(page, '/fitness-link/login', 'admin@fitness-link.demo');
  await expect(page).toHaveURL(/\/$/);
});

test('an image goes through the crop dialog into the library, can be previewed and deleted', async ({ page }) => {
  await page.goto('/arquivos');
  await expect(page.getByRole('heading', { level: 1, name: 'Arquivos' })).toBeVisible();
  // The demo library a gym chain starts with (db/seed/files.ts).
  await expect(page.getByRole('row', { name: /fachada-unidade-centro\.jpg/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /quadra-central/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();

  await page
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles({ name: 'quadra-central.png', mimeType: 'image/png', buffer: await png(660, 198) });
  await page.getByLabel('Descrição').fill('Foto da quadra para o banner');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByRole('checkbox', { name: 'Manter proporções' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Pré-visualização do recorte' })).toBeVisible();
  await expect(save).toBeEnabled();

  // A slow uplink, so the progress of the real upload events can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await save.click();
  await expect(page.getByRole('progressbar', { name: 'Progresso do envio' })).toBeVisible();
  await expect(page.getByText(/^([1-9]\d?)%$/)).toBeVisible();
  await expect(page.getByText('Arquivo enviado: quadra-central.png')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const row = page.getByRole('row', { name: /quadra-central/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Foto da quadra para o banner');

  await row.getByRole('button', { name: 'Visualizar quadra-central.png' }).click();
  const preview = page.getByRole('dialog');
  const img = preview.getByRole('img');
  await expect(img).toBeVisible();
  // The stored image is the crop, locked to the image's own proportions.
  const [w, h] = await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]);
  expect(w).toBeGreaterThan(0);
  expect(w / h).toBeCloseTo(660 / 198, 1);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await row.getByRole('button', { name: 'Excluir quadra-central.png' }).click();
  await page.getByRole('dialog', { name: 'Excluir arquivo?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Arquivo excluído.')).toBeVisible();
  await expect(page.getByRole('row', { name: /quadra-central/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /fachada-unidade-centro\.jpg/ })).toBeVisible();
});

test('the demo library shows its pictures and names a saved PDF by its own name', async ({ page, request }) => {
  await page.goto('/arquivos');
  const row = page.getByRole('row', { name: /aula-de-spinning\.jpg/ });
  await expect(row).toContainText('Turma das 19h na sala de bike.');
  await row.getByRole('button', { name: 'Visualizar aula-de-spinning.jpg' }).click();
  const img = page.getByRole('dialog').getByRole('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(960);
  await page.keyboard.press('Escape');

  const open = page
    .getByRole('row', { name: /regulamento-interno\.pdf/ })
    .getByRole('link', { name: 'Abrir regulamento-interno.pdf em nova aba' });
  const saved = await request.get((await open.getAttribute('href')) ?? '');
  expect(saved.status()).toBe(200);
  expect(saved.headers()['content-disposition']).toBe('inline; filename="regulamento-interno.pdf"');
  expect((await saved.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a disallowed file shows the exact alert texts, whether the browser or the server catches it', async ({
  page,
}) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const input = page.getByLabel('Arquivo', { exact: true });

  // The browser already knows HTML is not allowed.
  await input.setInputFiles({
    name: 'pagina.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(page.getByText('Erro ao carregar o arquivo.')).toBeVisible();
  await expect(page.getByText('Verifique se o arquivo tem o formato permitido.')).toBeVisible();

  // A file that claims to be a PDF but holds HTML passes the browser's check; the server's content check refuses it.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await input.setInputFiles({
    name: 'edital.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><body>not a pdf</body></html>'),
  });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Erro ao carregar o arquivo.')).toBeVisible();
  await expect(page.getByText('Verifique se o arquivo tem o formato permitido.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('row', { name: /pagina\.html|edital\.pdf/ })).toHaveCount(0);
});

test('several files go to the library at once, after removing one from the list', async ({ page }) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar vários' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar vários' });
  await dialog.getByLabel('Escolher arquivos').setInputFiles([
    { name: 'logo-unidade.png', mimeType: 'image/png', buffer: await png(120, 120) },
    {
      name: 'regulamento.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    },
    { name: 'rascunho.png', mimeType: 'image/png', buffer: await png(40, 40) },
  ]);
  // Each image is previewed before sending; one is taken out of the list.
  await expect(dialog.getByRole('img')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remover rascunho.png' }).click();
  await expect(dialog.getByRole('img')).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByText('2 enviado(s), 0 com falha')).toBeVisible();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('2 arquivo(s) enviado(s): logo-unidade.png, regulamento.pdf')).toBeVisible();

  await expect(page.getByRole('row', { name: /logo-unidade\.png/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /regulamento\.pdf/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /rascunho/ })).toHaveCount(0);
});

test("a PDF is confirmed by name after its upload and opens from 'Abrir' in a new tab, shown by the browser, not downloaded", async ({
  page,
  context,
}) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await page
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles({ name: 'edital-2026.pdf', mimeType: 'application/pdf', buffer: pdf('Edital 2026') });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Arquivo enviado: edital-2026.pdf')).toBeVisible({ timeout: 20_000 });

  const open = page
    .getByRole('row', { name: /edital-2026\.pdf/ })
    .getByRole('link', { name: 'Abrir edital-2026.pdf em nova aba' });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  const href = new URL((await open.getAttribute('href')) ?? '', page.url()).href;
  const answered = context.waitForEvent('response', (response) => response.url() === href);
  const opened = page.waitForEvent('popup');
  await open.click();
  const tab = await opened;
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // An attachment would only be downloaded; inline lets the browser's viewer show it (under the sandboxing CSP).
  // Named as uploaded, so the viewer's 'Save' keeps the name rather than the storage hash.
  expect(response.headers()['content-disposition']).toBe('inline; filename="edital-2026.pdf"');
  await expect(tab).toHaveURL(href);
  await tab.close();
});
