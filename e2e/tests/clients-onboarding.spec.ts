import { expect, test, type Page } from '@playwright/test';
import { welcomeLink } from './mail.ts';
import { DEMO_PASSWORD, signIn, unique } from './support.ts';

/** A client no other run or test uses: its name, address and first administrator. */
function newClient() {
  const tag = unique();
  return {
    name: `Escola ${tag}`,
    slug: `escola-${tag}`,
    admin: `Rita ${tag}`,
    email: `rita.${tag}@escola.com.br`,
    password: 'Girassol-no-quintal-7',
  };
}

const SUSPENDED = 'Este cliente está suspenso. Procure o administrador da plataforma.';

async function openClients(page: Page) {
  await signIn(page, '/auth/login', 'admin@admin.demo', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
}

/** The operator's row of a client, found through the list's search. */
async function clientRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar por nome ou endereço' }).fill(name);
  const rows = page.getByRole('table', { name: 'Clientes' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  return rows.nth(1);
}

/** Suspends or reactivates a client from its row, through the confirmation that names it. */
async function changeStatus(page: Page, name: string, action: 'Suspender' | 'Reativar') {
  const row = await clientRow(page, name);
  await row.getByRole('button', { name: `${action} ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `${action} ${name}?` });
  await confirm.getByRole('button', { name: action }).click();
  await expect(page.getByText(`Cliente ${name} ${action === 'Suspender' ? 'suspenso' : 'reativado'}.`)).toBeVisible();
  await expect(row).toContainText(action === 'Suspender' ? 'Suspenso' : 'Ativo');
}

test('the platform operator onboards a client whose administrator sets the password from the welcome e-mail and signs in on the new login page; suspension closes it and reactivation opens it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const client = newClient();
  await openClients(page);

  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await dialog.getByRole('textbox', { name: 'Nome do cliente' }).fill(client.name);
  // The address follows the name, and the login address it makes is shown.
  await expect(dialog.getByRole('textbox', { name: 'Endereço' })).toHaveValue(client.slug);
  await expect(dialog.getByText(`Página de login: ${baseURL}/${client.slug}/login`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Cor primária', exact: true }).fill('#2e7d32');
  await dialog.getByRole('textbox', { name: 'Nome do administrador' }).fill(client.admin);
  await dialog.getByRole('textbox', { name: 'E-mail do administrador' }).fill(client.email);
  await dialog.getByRole('button', { name: 'Criar cliente' }).click();

  const done = page.getByRole('dialog', { name: 'Cliente criado' });
  await expect(done.getByText(`O cliente ${client.name} foi criado.`)).toBeVisible();
  await expect(done.getByRole('link', { name: new RegExp(`/${client.slug}/login`) })).toHaveAttribute(
    'href',
    `${baseURL}/${client.slug}/login`,
  );
  await expect(done.getByText(`O e-mail de boas-vindas foi enviado para ${client.email}`)).toBeVisible();
  await done.getByRole('button', { name: 'Fechar' }).click();
  const row = await clientRow(page, client.name);
  await expect(row).toContainText(`/${client.slug}/login`);
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Nenhum acesso ainda');

  // The administrator opens the welcome e-mail in their own browser, signed out.
  const link = await welcomeLink(client.email);
  const clientId = new URL(link).searchParams.get('client_id');
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto(link);
  await expect(admin.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await admin.getByLabel('Nova senha', { exact: true }).fill(client.password);
  await admin.getByLabel('Confirme a nova senha').fill(client.password);
  await admin.getByRole('button', { name: 'Definir senha' }).click();
  await expect(admin.getByText(`Senha definida. Entre com o e-mail ${client.email} e a nova senha.`)).toBeVisible();
  await admin.getByRole('link', { name: 'Entrar' }).click();
  await expect(admin).toHaveURL(new RegExp(`/${client.slug}/login$`));
  // The new login page wears the colours chosen at creation.
  const heading = admin.getByRole('heading', { level: 1, name: client.name });
  await expect(heading).toHaveCSS('color', 'rgb(46, 125, 50)');
  await signIn(admin, `/${client.slug}/login`, client.email, client.password);
  await expect(admin.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: `Olá, ${client.admin}!` })).toBeVisible();
  await expect(admin).toHaveTitle(new RegExp(client.name));
  await context.close();

  // Suspended: the login page says so, and the API refuses the sign-in.
  await changeStatus(page, client.name, 'Suspender');
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  await login.goto(`/${client.slug}/login`);
  await expect(login.getByText(SUSPENDED)).toBeVisible();
  await expect(login.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  const refused = await login.request.post(`/api/oauth/access_token?client_id=${clientId}`, {
    data: { email: client.email, password: client.password },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(SUSPENDED);

  // Reactivated: the page and the sign-in are open again.
  await changeStatus(page, client.name, 'Reativar');
  await login.reload();
  await expect(login.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(login.getByText(SUSPENDED)).toHaveCount(0);
  await signIn(login, `/${client.slug}/login`, client.email, client.password);
  await expect(login.getByRole('heading', { name: `Olá, ${client.admin}!` })).toBeVisible();
  await visitor.close();
});

test('an address no client has is the 404 page, and a reserved one cannot be taken', async ({ page }) => {
  await page.goto('/nenhum-cliente-assim/login');
  await expect(page.getByRole('heading', { name: 'Erro 404' })).toBeVisible();

  await openClients(page);
  await page.getByRole('button', { name: 'Novo cliente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Novo cliente' });
  await dialog.getByRole('textbox', { name: 'Nome do cliente' }).fill('Usuarios');
  await dialog.getByRole('textbox', { name: 'Nome do administrador' }).fill('Rita Alves');
  await dialog.getByRole('textbox', { name: 'E-mail do administrador' }).fill('rita@exemplo.com.br');
  await dialog.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(dialog.getByText('Este endereço é reservado pelo console.')).toBeVisible();
  // A taken address is refused by the server, on the field.
  await dialog.getByRole('textbox', { name: 'Endereço' }).fill('asta');
  await dialog.getByRole('button', { name: 'Criar cliente' }).click();
  await expect(dialog.getByText('Este endereço já está em uso.')).toBeVisible();
});
