import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

// Client 3 (Asta): its administrator lists, creates and deletes users.
const ADMIN = 'admin@asta.demo';

test("the administrator's own row offers no delete, and says why to mouse and keyboard", async ({ page }) => {
  await signIn(page, '/asta/login', ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto(`/usuarios?search=${encodeURIComponent(ADMIN)}`);
  const own = page.getByRole('table', { name: 'Usuários' }).getByRole('row').filter({ hasText: ADMIN });
  await expect(own).toHaveCount(1);
  const remove = own.getByRole('button', { name: /^Excluir / });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');

  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Você não pode excluir o próprio usuário.');
  await remove.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From the row's previous action, the keyboard reaches it and hears the reason.
  await page.mouse.move(0, 0);
  await own.getByRole('link', { name: /^Permissões de / }).focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Você não pode excluir o próprio usuário.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the new-user form's hint follows the welcome e-mail switch", async ({ page }) => {
  await signIn(page, '/asta/login', ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios/novo');
  const welcome = page.getByRole('switch', { name: 'Enviar e-mail de boas-vindas' });
  await expect(welcome).toBeChecked();
  await expect(page.getByText(/O usuário recebe um link para definir a própria senha/)).toBeVisible();
  await welcome.click();
  await expect(welcome).not.toBeChecked();
  await expect(
    page.getByText('Nenhum e-mail será enviado: defina abaixo a senha do usuário e entregue-a a ele.'),
  ).toBeVisible();
  await expect(page.getByText(/recebe um link/)).toHaveCount(0);
});
