import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn, bearer } from './support.ts';

// Client 3 (Asta): its administrator holds 'usuarios.formulario'; its phone is optional in the seed.
// Other tests create Asta users without a phone, so this runs after them (project 'form-admin' in playwright.config.ts);
// alone: npx playwright test tests/users-form.spec.ts --no-deps
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';

/** Puts the phone back as the seed has it, through the API: other tests create Asta users without a phone. */
async function phoneOptional(request: APIRequestContext) {
  const signedIn = await request.post('/api/oauth/access_token?client_id=3', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const res = await request.put('/api/v2/admin/user/form/phone?client_id=3', {
    data: { required: false },
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
}

test('an administrator makes the phone required: the new-user form then asks for it; made optional again', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, LOGIN, ADMIN);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.goto('/usuarios');
    await page.getByRole('link', { name: 'Campos do formulário' }).click();
    await expect(page.getByRole('heading', { name: 'Campos do formulário' })).toBeVisible();

    const required = page.getByRole('switch', { name: 'Obrigatório: Telefone' });
    await expect(required).not.toBeChecked();
    await required.click();
    await expect(page.getByText('Campo Telefone salvo.')).toBeVisible();
    await expect(required).toBeChecked();

    await page.goto('/usuarios/novo');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Pessoa Sem Telefone');
    await page
      .getByRole('textbox', { name: 'E-mail', exact: true })
      .fill(`sem.telefone.${Date.now().toString(36)}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    const phone = page.getByRole('textbox', { name: 'Telefone', exact: true });
    await expect(phone).toHaveAccessibleDescription('Campo obrigatório.');
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    await page.goto('/usuarios/campos');
    await required.click();
    await expect(page.getByText('Campo Telefone salvo.')).toBeVisible();
    await expect(required).not.toBeChecked();
  } finally {
    await phoneOptional(request);
  }
});

test("a field's English label, given in 'Campos do formulário', shows on the new-user form in English with the standard fields translated; the Portuguese label elsewhere", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const key = `apelido_${tag}`;
  try {
    await signIn(page, LOGIN, ADMIN);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.goto('/usuarios/campos');
    await page.getByRole('button', { name: 'Novo campo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo campo' });
    await dialog.getByRole('textbox', { name: 'Rótulo', exact: true }).fill(`Apelido ${tag}`);
    await dialog.getByRole('textbox', { name: 'Chave', exact: true }).fill(key);
    await dialog.getByRole('textbox', { name: 'Rótulo em inglês' }).fill(`Nickname ${tag}`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(`Campo Apelido ${tag} criado.`)).toBeVisible();

    // ?lang= switches this browser only (the administrator's profile keeps Portuguese for the other tests).
    await page.goto('/usuarios/novo?lang=en');
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'Date of birth', `Nickname ${tag}`])
      await expect(page.getByRole('textbox', { name: label, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // No Spanish label: the Portuguese one.
    await page.goto('/usuarios/novo?lang=es');
    await expect(page.getByRole('textbox', { name: `Apelido ${tag}`, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toBeVisible();
    await page.goto('/usuarios/novo?lang=pt-br');
    await expect(page.getByRole('textbox', { name: `Apelido ${tag}`, exact: true })).toBeVisible();
  } finally {
    const { token } = (await (
      await request.post('/api/oauth/access_token?client_id=3', { data: { email: ADMIN, password: DEMO_PASSWORD } })
    ).json()) as { token: string };
    await request.put(`/api/v2/admin/user/form/${key}?client_id=3`, {
      data: { active: false },
      headers: bearer(token),
    });
  }
});

test("the field editor's errors go as soon as they are fixed: the key suggested from a typed label clears its own (issue 27)", async ({
  page,
}) => {
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios/campos');
  await page.getByRole('button', { name: 'Novo campo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo campo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const label = dialog.getByRole('textbox', { name: 'Rótulo', exact: true });
  const key = dialog.getByRole('textbox', { name: 'Chave', exact: true });
  await expect(label).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await label.pressSequentially('Cor favorita', { delay: 30 });
  await expect(key).toHaveValue('cor_favorita');
  await expect(label).not.toHaveAttribute('aria-invalid', 'true');
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');
  // The label in the three languages: Portuguese required, English and Spanish optional.
  await expect(dialog.getByRole('textbox', { name: 'Rótulo em inglês' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Rótulo em espanhol' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
