import { expect, test, type Page } from '@playwright/test';
import { welcomeLink } from './mail.ts';
import { signIn, unique } from './support.ts';

// Client 3 (Asta): its administrator manages users; its form asks only for the standard fields.
const LOGIN = '/asta/login';
const ADMIN = 'admin@asta.demo';

/** A name and address no other run or test uses. */
const newPerson = (prefix: string) => {
  const tag = unique();
  return { name: `${prefix} ${tag}`, email: `${prefix.toLowerCase()}.${tag}@exemplo.com.br` };
};

async function openUsers(page: Page) {
  await signIn(page, LOGIN, ADMIN);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
}

// Required fields carry an aria-hidden '*': their accessible name is the label alone.
const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Nome', exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuários' });

test('an administrator creates a user with the welcome e-mail; the link from the SMTP server sets the password and the user signs in', async ({
  page,
  browser,
}) => {
  const person = newPerson('Helena');
  await openUsers(page);
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await nameBox(page).fill(person.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await expect(page.getByRole('switch', { name: 'Enviar e-mail de boas-vindas' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado. O e-mail de boas-vindas foi enviado.')).toBeVisible();

  const link = await welcomeLink(person.email);
  // The new user opens the mail in their own browser, signed out.
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.goto(link);
  await member.getByLabel('Nova senha', { exact: true }).fill('Jardim-de-inverno-8');
  await member.getByLabel('Confirme a nova senha').fill('Jardim-de-inverno-8');
  await member.getByRole('button', { name: 'Definir senha' }).click();
  await expect(member.getByText(`Senha definida. Entre com o e-mail ${person.email} e a nova senha.`)).toBeVisible();
  await member.getByRole('link', { name: 'Entrar' }).click();
  await expect(member).toHaveURL(/\/asta\/login$/);
  await signIn(member, LOGIN, person.email, 'Jardim-de-inverno-8');
  await expect(member.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(member.getByRole('heading', { name: `Olá, ${person.name}!` })).toBeVisible();

  // The link works once.
  await member.goto(link);
  await member.getByLabel('Nova senha', { exact: true }).fill('Outra-senha-forte-9');
  await member.getByLabel('Confirme a nova senha').fill('Outra-senha-forte-9');
  await member.getByRole('button', { name: 'Definir senha' }).click();
  await expect(member.getByText('Este link já foi usado.')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Pedir um novo link por e-mail' })).toBeVisible();
  await context.close();

  // The platform's operator finds the mail in the outbox, sent, and reads it in the sandboxed frame.
  const operator = await browser.newPage();
  await signIn(operator, '/auth/login', 'admin@admin.demo');
  await operator.getByRole('link', { name: 'Caixa de saída de e-mails' }).click();
  await operator.getByRole('searchbox', { name: 'Buscar destinatário' }).fill(person.email);
  const rows = operator.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Enviado');
  await rows.nth(1).getByRole('button').click();
  const frame = operator.frameLocator('iframe[title="E-mail"]');
  await expect(frame.getByText('Definir minha senha')).toBeVisible();
  await operator.close();
});

test('the list pages by cursor, keeps its state in the URL through a reload, and searches', async ({ page }) => {
  await openUsers(page);
  const status = page.getByText(/^Página \d+ de \d+/);
  await expect(status).toContainText('Página 1 de');
  const pages = Number(/de (\d+)/.exec((await status.innerText()) ?? '')?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  const firstRow = (await usersTable(page).getByRole('row').nth(1).textContent()) ?? '';

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(status).toContainText(`Página 2 de ${pages}`);
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/cursor=/);
  const secondPageRow = (await usersTable(page).getByRole('row').nth(1).textContent()) ?? '';
  expect(secondPageRow).not.toBe(firstRow);

  await page.reload();
  await expect(status).toContainText(`Página 2 de ${pages}`);
  await expect(usersTable(page).getByRole('row').nth(1)).toHaveText(secondPageRow);

  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(status).toContainText(`Página ${pages} de ${pages}`);
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await page.getByRole('button', { name: 'Página anterior' }).click();
  await expect(status).toContainText(`Página ${pages - 1} de ${pages}`);
  await page.getByRole('button', { name: 'Primeira página' }).click();
  await expect(status).toContainText(`Página 1 de ${pages}`);
  await expect(usersTable(page).getByRole('row').nth(1)).toHaveText(firstRow);

  await searchBox(page).fill('member@asta');
  await expect(page).toHaveURL(/search=member%40asta/);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await expect(usersTable(page)).toContainText('member@asta.demo');

  await searchBox(page).fill('nenhum-usuario-assim');
  await expect(page.getByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(status).toContainText('Página 1 de');
});

test('an administrator edits a user, then deletes them after confirming', async ({ page }) => {
  const person = newPerson('Otavio');
  await openUsers(page);
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await nameBox(page).fill(person.name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(person.email);
  await page.getByRole('switch', { name: 'Enviar e-mail de boas-vindas' }).uncheck();
  await page.getByLabel('Senha inicial (opcional)').fill('Campo-de-trigo-7');
  await page.getByLabel('CPF').fill('52998224725');
  await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado.', { exact: true })).toBeVisible();

  await searchBox(page).fill(person.email);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Editar ${person.name}` }).click();
  const renamed = `${person.name} Lima`;
  await expect(nameBox(page)).toHaveValue(person.name);
  await nameBox(page).fill(renamed);
  await page.getByLabel('Telefone').fill('11987654321');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  // A unit, picked with the keyboard from the units' own search.
  const unitBox = page.getByRole('textbox', { name: 'Unidade', exact: true });
  await unitBox.press('Enter');
  const units = page.getByRole('dialog', { name: 'Unidade' });
  const firstUnit = units.getByRole('list').getByRole('button').first();
  const unitName = ((await firstUnit.textContent()) ?? '').trim();
  expect(unitName).not.toBe('');
  await firstUnit.press('Enter');
  await expect(units).toBeHidden();
  await expect(unitBox).toHaveValue(unitName);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado.')).toBeVisible();
  // Back on the list, with the search it had, the unit shown on the row.
  await expect(searchBox(page)).toHaveValue(person.email);
  await expect(usersTable(page)).toContainText(renamed);
  await expect(usersTable(page)).toContainText(unitName);
  // Filtered by that unit, the user is still listed.
  await page.getByRole('button', { name: 'Unidade: Todos' }).click();
  const filter = page.getByRole('dialog', { name: 'Filtrar por Unidade' });
  await filter.getByRole('searchbox').fill(unitName);
  await filter.getByRole('searchbox').press('Enter');
  await filter.getByRole('button', { name: unitName, exact: true }).click();
  await expect(page).toHaveURL(/unidade_id=\d+/);
  await expect(page.getByRole('button', { name: `Unidade: ${unitName}` })).toBeVisible();
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  await expect(usersTable(page)).toContainText(renamed);

  await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir usuário?' });
  await expect(confirm).toContainText(person.email);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(usersTable(page)).toContainText(renamed);
  await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`Usuário ${renamed} excluído.`)).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeVisible();
  // Opened again from its address, with nobody listed to name it, the filter reads the unit's name.
  await page.reload();
  await expect(page.getByText('Nenhum usuário encontrado com esta busca ou filtros.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unidade: ${unitName}` })).toBeVisible();
  // Beside the unit's name the search box keeps its width (it was squeezed to its icon by long filter labels).
  expect((await searchBox(page).boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120);

  // A deleted user cannot sign in.
  await page.getByRole('button', { name: 'Sair' }).click();
  await signIn(page, LOGIN, person.email, 'Campo-de-trigo-7');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/asta\/login$/);
});
