import { expect, test } from '@playwright/test';
import { mailsTo } from './mail.ts';
import { DEMO_PASSWORD, signIn, bearer } from './support.ts';

// Nova Terra (client 18): its member signs in nowhere else in the suite, so a new password here changes no other test.
const LOGIN = '/nova-terra/login';
const EMAIL = 'member@nova-terra.demo';
const NEW_PASSWORD = 'trilha-nova-terra-27';

/** The reset link of the newest reset mail that reached the SMTP server for this address. */
async function resetLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(to))
          .map((mail) => /https?:\/\/\S+\/auth\/redefinir-senha\?token=[\w-]+&client_id=\d+/.exec(mail)?.[0])
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

test('a forgotten password is reset by e-mail: request, mail, new password, sign-in, old session refused', async ({
  page,
  request,
}) => {
  const before = await request.post('/api/oauth/access_token?client_id=18', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(before.status()).toBe(200);
  const oldToken = ((await before.json()) as { token: string }).token;

  await page.goto(LOGIN);
  await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('login-with-reset-link.png') });
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\/esqueci-senha\?client_id=18$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Terra' })).toBeVisible();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.screenshot({ path: test.info().outputPath('forgot-form.png') });
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText(`Se houver uma conta com o e-mail ${EMAIL}`);

  const link = await resetLink(EMAIL);
  const mail = (await mailsTo(EMAIL)).filter((m) => m.includes('/auth/redefinir-senha')).at(-1);
  expect(mail).toContain('Recebemos um pedido para redefinir a senha da sua conta em Nova Terra.');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.screenshot({ path: test.info().outputPath('reset-form.png') });
  await page.getByRole('button', { name: 'Escolher nova senha' }).click();
  await expect(page.getByText(/Senha redefinida e todas as sessões encerradas/)).toBeVisible();

  // The session opened before the reset is over; the old password no longer opens one, the new one does.
  const refused = await request.get('/api/v2/client/user/authenticated?client_id=18', {
    headers: bearer(oldToken),
  });
  expect(refused.status()).toBe(401);
  const old = await request.post('/api/oauth/access_token?client_id=18', {
    data: { email: EMAIL, password: DEMO_PASSWORD },
  });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${LOGIN}$`));
  await signIn(page, LOGIN, EMAIL, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

  // The link worked once: opened again it is refused and offers a new one.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-27-b');
  await page.getByLabel('Confirme a nova senha').fill('outra-senha-27-b');
  await page.getByRole('button', { name: 'Escolher nova senha' }).click();
  await expect(page.getByText('Este link já foi usado.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir um novo link por e-mail' })).toHaveAttribute(
    'href',
    '/auth/esqueci-senha?client_id=18',
  );
});

test('the platform login page links to the reset form too', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/auth\/esqueci-senha\?client_id=16$/);
  await expect(page.getByLabel('E-mail')).toBeFocused();
});
