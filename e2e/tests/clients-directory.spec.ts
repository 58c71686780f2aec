import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, unique } from './support.ts';

// Issue 27: a client created with 'Novo cliente' is offered at /auth at once, and the outbox names its mails' client.
test('a client created a moment ago is in the /auth chooser and named in the outbox', async ({ page, browser }) => {
  const tag = unique();
  const name = `Escola ${tag}`;
  const slug = `escola-${tag}`;
  await signIn(page, '/auth/login', 'admin@admin.demo', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/clientes');
  await page.getByRole('button', { name: 'Novo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await dialog.getByRole('textbox', { name: 'Nome do cliente' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill(slug);
  await dialog.getByRole('textbox', { name: 'Nome do administrador' }).fill(`Rita ${tag}`);
  await dialog.getByRole('textbox', { name: 'E-mail do administrador' }).fill(`rita.${tag}@escola.com.br`);
  await dialog.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(page.getByRole('dialog', { name: 'Cliente criado' })).toBeVisible();

  // Someone signed out chooses their organisation: the new one is there, and leads to its login page.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/auth');
  const chooser = visitor.getByRole('navigation', { name: 'Escolha sua organização' });
  await chooser.getByRole('link', { name }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${slug}/login$`));
  await context.close();

  // The welcome mail is listed under the client's name.
  await page.goto('/caixa-de-saida');
  await page.getByRole('searchbox', { name: 'Buscar destinatário' }).fill(`rita.${tag}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(name);
});
