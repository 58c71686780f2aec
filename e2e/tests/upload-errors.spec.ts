import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, '/fitness-link/login', 'admin@fitness-link.demo');
  await expect(page).toHaveURL(/\/$/);
});

test('a file named .png whose bytes are not an image gets the SPEC alert texts in the crop dialog, not a black crop area', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/arquivos');
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar arquivo' });
  const input = page.getByLabel('Arquivo', { exact: true });

  await input.setInputFiles({
    name: 'foto-da-quadra.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these bytes are not a picture at all'),
  });
  await expect(dialog.getByText('Erro ao carregar o arquivo.')).toBeVisible();
  await expect(dialog.getByText('Verifique se o arquivo tem o formato permitido.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Imagem original' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^(Salvar|Enviar)$/ })).toBeDisabled();

  // A real image picked next goes to the cropper as usual.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'foto-boa.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Pré-visualização do recorte' })).toBeVisible();
  await expect(dialog.getByText('Erro ao carregar o arquivo.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  expect(errors).toEqual([]);
});
