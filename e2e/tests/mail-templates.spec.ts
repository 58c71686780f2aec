import { expect, test } from '@playwright/test';
import { unique } from './support.ts';
import { createRecord, signInAdmin } from './collections-support.ts';
import { mailsTo } from './mail.ts';

// Issue 29's e-mail templates, as an administrator checks one before it goes to members: the preview with sample
// values (and the placeholder the key does not offer named), then a test sent to oneself through the outbox, which
// reaches the SMTP server.

const ADMIN_EMAIL = 'admin@action-aid.demo';

test('a template previews with sample values and its test reaches the administrator through the outbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const template = await createRecord(page.request, 'templates-email', {
    nome: `Comunicado por e-mail ${tag}`,
    chave: 'comunicado',
    idioma: 'pt-br',
    assunto: `Aviso ${tag}: {{titulo}}`,
    corpo: 'Olá, {{nome}}!\n\n{{mensagem}}\n\nAssinado: {{assinatura}}',
  });
  await signInAdmin(page);
  await page.goto(`/templates-email/${template.id}`);
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  await expect(page.getByText(new RegExp(`^Assunto: Aviso ${tag}: `))).toBeVisible({ timeout: 30_000 });
  // A placeholder the key does not offer is named, and stays as written.
  await expect(page.getByText(/Variáveis que este envio não conhece .*\{\{assinatura\}\}/)).toBeVisible();
  await expect(page.getByTitle('Pré-visualização do e-mail')).toBeVisible();

  await page.getByRole('button', { name: 'Enviar teste para mim' }).click();
  await expect(page.getByText(`Teste enviado para ${ADMIN_EMAIL} pela caixa de saída.`)).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(ADMIN_EMAIL)).filter((mail) => mail.includes(`Aviso ${tag}`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = (await mailsTo(ADMIN_EMAIL)).filter((m) => m.includes(`Aviso ${tag}`));
  expect(mail).toContain('Olá, Administrador Action Aid!');
});
