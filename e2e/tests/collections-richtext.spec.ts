import { expect, test, type Page } from '@playwright/test';
import { Audit } from './a11y-axe-support.ts';
import { bearer, unique } from './support.ts';
import { CLIENT_ID, COLLECTIONS_API, adminToken, png, signInAdmin } from './collections-support.ts';

// Issue 28: an app page (paginas) written in the rich text editor with an image from the client's library, saved,
// opened again with its text and image, and restored to an earlier version from the record's "Versões" panel. The
// editor's page has no serious or critical axe-core violation.

test.use({ bypassCSP: true });

/** The rows of app pages whose search finds this text, read through the API. */
async function pagesFound(page: Page, text: string): Promise<Record<string, unknown>[]> {
  const res = await page.request.get(
    `${COLLECTIONS_API}/paginas?client_id=${CLIENT_ID}&search=${encodeURIComponent(text)}`,
    { headers: bearer(await adminToken(page.request)) },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
}

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' });

/** Replaces the editor's text with `text` (select all, type). */
async function typeInEditor(page: Page, text: string) {
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('a rich text page with an image is saved, opened again with both, and restored to an earlier version', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAdmin(page);
  const tag = unique();
  const title = `Página rica ${tag}`;

  await page.goto('/paginas/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Página' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Endereço (slug)' }).fill(`pagina-${tag}`.toLowerCase());

  // Bold text, then an image uploaded from the toolbar into the client's library.
  await typeInEditor(page, `Primeira versão ${tag}`);
  await page.keyboard.press('ControlOrMeta+a');
  const toolbar = page.getByRole('toolbar', { name: 'Formatação de Conteúdo' });
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await expect(toolbar.getByRole('button', { name: 'Negrito' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await toolbar.getByRole('button', { name: 'Inserir imagem' }).click();
  const upload = page.getByRole('dialog', { name: 'Imagem no texto de Conteúdo' });
  await upload
    .getByLabel('Escolher imagem')
    .setInputFiles({ name: 'equipe.png', mimeType: 'image/png', buffer: await png(480, 270) });
  await upload.getByRole('textbox', { name: 'Descrição da imagem (para leitores de tela)' }).fill('Foto da equipe');
  await upload.getByRole('button', { name: 'Salvar' }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  await expect(editorOf(page).getByRole('img', { name: 'Foto da equipe' })).toBeVisible();

  // axe-core on the editor's page, its toolbar and text in view.
  const audit = new Audit(page);
  await audit.check('paginas: novo registro com o editor');

  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Página criado(a).')).toBeVisible();
  const [stored] = await pagesFound(page, tag);
  expect(String(stored.conteudo)).toContain(`<strong>Primeira versão ${tag}</strong>`);
  expect(String(stored.conteudo)).toMatch(/<img src="\/media\/\d+\/\S+" alt="Foto da equipe"/);

  // Opened again: the formatted text and the stored image (loaded, not broken) are there.
  await page.goto(`/paginas/${String(stored.id)}`);
  await expect(editorOf(page).locator('strong')).toHaveText(`Primeira versão ${tag}`, { timeout: 30_000 });
  const image = editorOf(page).getByRole('img', { name: 'Foto da equipe' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second version replaces the text.
  await typeInEditor(page, `Segunda versão ${tag}`);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Página salvo(a).')).toBeVisible();
  await expect
    .poll(async () => String((await pagesFound(page, tag))[0]?.conteudo))
    .toBe(`<p>Segunda versão ${tag}</p>`);

  // The versions tab: 2 is the current one; version 1 is restored after a confirmation.
  await page.goto(`/paginas/${String(stored.id)}`);
  await expect(editorOf(page)).toContainText(`Segunda versão ${tag}`, { timeout: 30_000 });
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Versões' }).click();
  const versions = page.getByRole('region', { name: 'Versões' });
  const item = (number: number) =>
    versions
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Ver Versão ${number}`, exact: true }) });
  await expect(item(2)).toContainText('Atual', { timeout: 30_000 });
  await expect(item(1)).toContainText('Publicada');
  await expect(item(1)).not.toContainText('Atual');
  await audit.check('paginas: registro com o painel de versões');

  await versions.getByRole('button', { name: 'Ver Versão 1' }).click();
  const preview = page.getByRole('dialog', { name: `Versão 1 de ${title}` });
  await expect(preview.getByText(`Primeira versão ${tag}`)).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Foto da equipe' })).toBeVisible();
  await audit.check('paginas: pré-visualização de uma versão');
  await preview.getByRole('button', { name: 'Fechar' }).click();

  await versions.getByRole('button', { name: 'Restaurar Versão 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restaurar a versão 1?' });
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Versão 1 restaurada.')).toBeVisible();
  await expect(item(3)).toContainText('Atual');
  await tabs.getByRole('tab', { name: 'Dados' }).click();
  await expect(editorOf(page).locator('strong')).toHaveText(`Primeira versão ${tag}`);
  await expect(editorOf(page).getByRole('img', { name: 'Foto da equipe' })).toBeVisible();
  const [restored] = await pagesFound(page, tag);
  expect(restored.conteudo).toBe(stored.conteudo);
  audit.expectClean();
});
