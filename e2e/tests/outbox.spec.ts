import { expect, test } from '@playwright/test';
import { signIn, tokenOf, bearer } from './support.ts';

test("the operator reads a mail and closes it with Escape: the 'Abrir' tooltip does not stay up on the focused button", async ({
  page,
  request,
}) => {
  // A welcome mail, so that the outbox has a row.
  const email = `tooltip.${Date.now()}@exemplo.com.br`;
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3&send_welcome_email=1', {
    headers: bearer(await tokenOf(request, 'admin@asta.demo')),
    data: { name: 'Tooltip da Caixa', email },
  });
  expect(created.status()).toBe(201);

  await signIn(page, '/auth/login', 'admin@admin.demo');
  await page.getByRole('link', { name: 'Caixa de saída de e-mails' }).click();
  await page.getByRole('searchbox', { name: 'Buscar destinatário' }).fill(email);
  const open = page.getByRole('button', { name: `para ${email}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: /Boas-vindas! Defina sua senha em Asta/ });
  await expect(dialog).toBeVisible();
  // The pointer leaves the button, as it does while the mail is read.
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // A focus tooltip opens 100 ms after the focus comes back; give it time to show if it were going to.
  await page.waitForTimeout(600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Hovering still names the action.
  await open.hover();
  await expect(page.getByRole('tooltip', { name: 'Abrir' })).toBeVisible();
});
