import { expect, test } from '@playwright/test';
import { MAIL_INBOX_URL } from '../playwright.config.ts';
import { Audit, goClient } from './a11y-axe-support.ts';
import { mailsTo } from './mail.ts';
import { bearer, signIn, tokenOf, unique } from './support.ts';

/** The sink's control: a recipient refused for good (550) until accepted again. */
const sink = (action: 'refuse' | 'accept', to: string) =>
  fetch(`${MAIL_INBOX_URL.replace(/\/messages$/, '')}/${action}?to=${encodeURIComponent(to)}`, { method: 'POST' });

test('the jobs screen shows a failed delivery with its error; its retry sends the mail once the server accepts it', async ({
  page,
  request,
}) => {
  const email = `tarefa.${unique()}@exemplo.com.br`;
  await sink('refuse', email);
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3&send_welcome_email=1', {
    headers: bearer(await tokenOf(request, 'admin@asta.demo')),
    data: { name: 'Pessoa da Fila', email },
  });
  expect(created.status()).toBe(201);

  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page).not.toHaveURL(/\/login/);
  await goClient(page, '/tarefas-agendadas?status=failed');
  await expect(page.getByRole('heading', { name: 'Tarefas agendadas', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: '550 Caixa postal inexistente' }).first();
  await expect(row).toContainText('Entrega de e-mail');
  await expect(row).toContainText('Falhou');
  await expect(row).toContainText('Tentativas: 1 de');
  const audit = new Audit(page);
  await audit.check('jobs screen, a failed job', 'main');

  // The mail server accepts the address again; the administrator retries from the keyboard.
  await sink('accept', email);
  const retry = row.getByRole('button', { name: /^Repetir a tarefa #\d+$/ });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/A tarefa #\d+ voltou para a fila\./)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  // The list follows the queue: the job leaves the failed filter, and shows as done without it.
  await expect(page.getByRole('row').filter({ hasText: '550 Caixa postal inexistente' })).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Concluída' }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByRole('row').filter({ hasText: 'Entrega de e-mail' }).first()).toContainText('Concluída');
  await audit.check('jobs screen, done filter', 'main');
  audit.expectClean();
});
