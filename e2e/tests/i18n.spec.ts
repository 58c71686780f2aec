import { expect, test } from '@playwright/test';
import { signIn, tokenOf, unique, bearer } from './support.ts';

test('?lang=en switches the labels to English, and the choice survives a reload', async ({ page }) => {
  await page.goto('/asta/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await page.goto('/asta/login?lang=en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  await page.goto('/asta/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.goto('/asta/login?lang=es');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible();
});

test("a language chosen in the header is the user's: <html lang> follows it, the next sign-in keeps it, and the 'Painel' hub is not named like its Dashboard module", async ({
  page,
  request,
}) => {
  // A person of their own: the choice goes to their profile, which other tests' users must not share.
  const admin = await tokenOf(request, 'admin@asta.demo');
  const tag = unique();
  const person = {
    name: `Pessoa Idioma ${tag}`,
    email: `idioma.${tag}@exemplo.com.br`,
    password: 'Idioma-de-escolha-41',
  };
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', {
    data: person,
    headers: bearer(admin),
  });
  expect(created.status(), await created.text()).toBe(201);
  const lang = () => page.evaluate(() => document.documentElement.lang);

  await signIn(page, '/asta/login', person.email, person.password);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  expect(await lang()).toBe('pt-BR');
  await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(lang).toBe('en');

  await page.goto('/-painel');
  await expect(page.getByRole('heading', { name: 'Control panel', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('button', { name: 'Control panel' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveCount(0);

  // Signing out clears the stored language; signing in again takes the profile's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  // The chooser shows first; the stored language goes once the token's revocation has answered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await signIn(page, '/asta/login', person.email, person.password);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect.poll(lang).toBe('en');
});

// Issue 27: labels, dates and list state in the interface language; Asta (client 3) and Action Aid (client 9).
// First paints wait longer: these journeys run beside the other specs on two shared cores.
const patient = expect.configure({ timeout: 30_000 });

test("the user form in en and es: the custom fields' own labels, the date of birth in the language's order, no two fields named alike", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await tokenOf(request, 'admin@asta.demo');
  const tag = unique();
  const created = await request.post('/api/v2/admin/asap-user/store?client_id=3', {
    data: { name: `Pessoa Datas ${tag}`, email: `datas.${tag}@exemplo.com.br`, birth_date: '14/02/1974' },
    headers: bearer(admin),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await signIn(page, '/asta/login', 'admin@asta.demo');
  await patient(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  // ?lang= switches this browser only (the administrator's profile keeps Portuguese for the other tests).
  await page.goto(`/usuarios/${id}?lang=en`);
  await patient(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('02/14/1974');
  for (const label of ['Registration number', 'T-shirt size'])
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Agrees to receive news' })).toBeVisible();

  await page.goto(`/usuarios/${id}?lang=es`);
  await patient(page.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('14/02/1974');
  await expect(page.getByLabel('Número de matrícula', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Talla de camiseta', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Acepta recibir novedades' })).toBeVisible();
  await expect(page.getByLabel('Situación', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Estado (UF)', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Estado', { exact: true })).toHaveCount(0);

  await page.goto(`/usuarios/${id}?lang=pt-br`);
  await expect(page.getByRole('textbox', { name: 'Data de nascimento' })).toHaveValue('14/02/1974');
  await expect(page.getByLabel('Matrícula', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a range filter keeps both bounds typed at a person's speed, and its labels never say 'até até'", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/action-aid/login', 'admin@action-aid.demo');
  await patient(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/ecommerce');
  await patient(page.getByRole('table', { name: 'Produtos', exact: true })).toBeVisible();
  const min = page.getByRole('spinbutton', { name: 'Preço de' });
  const max = page.getByRole('spinbutton', { name: 'Preço até' });
  await min.click();
  await min.pressSequentially('100', { delay: 90 });
  await page.keyboard.press('Tab');
  await max.pressSequentially('200', { delay: 90 });
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/preco_min=100/);
  await expect(page).toHaveURL(/preco_max=200/);
  // The list read with both (a later reload keeps them, as the URL holds them).
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).searchParams.get('preco_min')).toBe('100');
  expect(new URL(page.url()).searchParams.get('preco_max')).toBe('200');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Preço de' })).toHaveValue('100');
  await expect(page.getByRole('spinbutton', { name: 'Preço até' })).toHaveValue('200');

  await page.goto('/eventos');
  await patient(page.getByRole('group', { name: 'Filtros' })).toBeVisible();
  await patient(page.getByRole('group', { name: 'Inscrições até (início)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Inscrições até (fim)' })).toBeVisible();
  await expect(page.getByText(/até até/)).toHaveCount(0);
  // Spanish names the day section 'Día' (MUI's own Spanish says 'Dia').
  await page.goto('/eventos?lang=es');
  const start = page.getByRole('group', { name: 'Inscripciones hasta (inicio)' });
  await patient(start.getByRole('spinbutton', { name: 'Día', exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Dia', exact: true })).toHaveCount(0);
});

test("'Novo usuário' clicked right after typing a search opens the new-user form and stays there", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, '/asta/login', 'admin@asta.demo');
  await patient(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto('/usuarios');
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await patient(search).toBeVisible();
  // The form's code arrives late (a slow network), so the list's search delay ends while the move to the form is
  // under way; the click comes right after the last key, as a quick hand does.
  await page.route(/\/assets\/UserFormPages-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await search.pressSequentially('an', { delay: 90 });
  await search.press('a');
  await page.getByRole('link', { name: 'Novo usuário' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/usuarios\/novo$/);
  await expect(page.getByRole('heading', { name: 'Novo usuário', level: 1 })).toBeVisible();
  // Past the search's delay: the list's late search does not pull the form back.
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/usuarios\/novo$/);
  await expect(page.getByRole('heading', { name: 'Novo usuário', level: 1 })).toBeVisible();
});
