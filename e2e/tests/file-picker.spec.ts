import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdf, signIn } from './support.ts';

// Issue 27: every file picker is a real button that the keyboard opens, inside a zone that takes a dropped file.

// Smart Fit's library: files.spec.ts counts on Fitness Link's holding only its demo files.
test.beforeEach(async ({ page }) => {
  await signIn(page, '/smartfit/login', 'admin@smartfit.demo');
  await expect(page).toHaveURL(/\/$/);
});

/** Drops a file on the zone the way a browser does: dragenter, dragover and drop with a DataTransfer holding it. */
async function dropFile(page: Page, zone: Locator, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      return transfer;
    },
    { name, type, data: [...bytes] },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await expect(zone).toHaveAttribute('data-over', 'true');
  await expect(zone).toContainText('Solte o arquivo para escolhê-lo');
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('Enter and Space on "Escolher arquivo" open the chooser; the chosen file uploads', async ({ page }) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar arquivo' });
  const picker = dialog.getByRole('button', { name: 'Escolher arquivo' });
  expect(await picker.evaluate((element) => element.tagName)).toBe('BUTTON');

  await picker.focus();
  const byEnter = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await byEnter;
  const bySpace = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  const chooser = await bySpace;
  await chooser.setFiles({ name: 'teclado.pdf', mimeType: 'application/pdf', buffer: pdf('teclado') });
  await expect(dialog.getByTestId('upload-file-name')).toHaveText('teclado.pdf');
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('row', { name: /teclado\.pdf/ })).toBeVisible();
});

test('a file dropped on the zone uploads; the multi-file picker opens by keyboard too', async ({ page }) => {
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar arquivo' });
  await dropFile(page, dialog.getByTestId('file-drop-zone'), 'solto.pdf', 'application/pdf', pdf('solto'));
  await expect(dialog.getByTestId('upload-file-name')).toHaveText('solto.pdf');
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('row', { name: /solto\.pdf/ })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar vários' }).click();
  const many = page.getByRole('dialog', { name: 'Enviar vários' });
  await many.getByRole('button', { name: 'Escolher arquivos' }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(true);
});
