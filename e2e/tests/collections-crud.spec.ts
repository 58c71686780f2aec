import { expect, test, type Page } from '@playwright/test';
import { bearer, unique } from './support.ts';
import {
  CLIENT_ID,
  COLLECTIONS_API,
  adminToken,
  createRecord,
  listSearch,
  listTable,
  png,
  rowWith,
  signInAdmin,
} from './collections-support.ts';

// Issue 12: create, edit, find and delete records through the generic screens, in three collections of different
// shapes: a quick one with an image (banners), a child under its parent (the modules of a course) and one with money
// and a date (products, whose module is 'ecommerce').

/** A stored row as the API answers it. */
async function rowOf(page: Page, entity: string, id: number): Promise<Record<string, unknown>> {
  const token = await adminToken(page.request);
  const res = await page.request.get(`${COLLECTIONS_API}/${entity}/${id}?client_id=${CLIENT_ID}`, {
    headers: bearer(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The rows of a collection whose search finds this text, read through the API. */
async function found(page: Page, entity: string, text: string): Promise<Record<string, unknown>[]> {
  const token = await adminToken(page.request);
  const res = await page.request.get(
    `${COLLECTIONS_API}/${entity}?client_id=${CLIENT_ID}&search=${encodeURIComponent(text)}`,
    { headers: bearer(token) },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
}

test.beforeEach(async ({ page }) => {
  // Whole journeys through uploads, forms and lists on two shared cores.
  test.setTimeout(120_000);
  await signInAdmin(page);
});

test('a banner is created in its full form (the quick modal would hide its link, position, period, order and Ativo) with an uploaded image, edited, found by the search and deleted after a confirmation', async ({
  page,
}) => {
  const tag = unique();
  const title = `Banner de verão ${tag}`;
  await page.goto('/banners');
  const table = listTable(page, 'Banners');
  await expect(table).toBeVisible({ timeout: 30_000 });

  // Issue 27: every field of a banner is reachable when it is made, so 'Novo' opens the whole form.
  await page.getByRole('link', { name: 'Novo: Banner' }).click();
  await expect(page).toHaveURL(/\/banners\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Banner' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('button', { name: /^Enviar imagem\s*: Imagem$/ }).click();
  const upload = page.getByRole('dialog', { name: 'Imagem' });
  await upload
    .getByLabel('Escolher imagem')
    .setInputFiles({ name: 'verao.png', mimeType: 'image/png', buffer: await png(660, 198) });
  await expect(upload.getByRole('img', { name: 'Pré-visualização do recorte' })).toBeVisible();
  await upload.getByRole('button', { name: 'Salvar' }).click();
  await expect(upload).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Imagem: Imagem' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Promoção da estação');
  await page.getByRole('textbox', { name: 'Link' }).fill('https://exemplo.org/verao');
  await page.getByRole('combobox', { name: 'Posição' }).click();
  await page.getByRole('option', { name: 'Loja' }).click();
  await page.getByRole('textbox', { name: 'Ordem' }).fill('3');
  await page.getByRole('switch', { name: 'Ativo' }).uncheck();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Banner criado(a).')).toBeVisible();

  // Stored with every field and the uploaded image, which the list shows as a thumbnail.
  const [stored] = await found(page, 'banners', tag);
  expect(stored).toMatchObject({
    titulo: title,
    descricao: 'Promoção da estação',
    link: 'https://exemplo.org/verao',
    posicao: 'loja',
    ordem: 3,
    ativo: false,
  });
  expect(String(stored.imagem)).toMatch(/^(https?:\/\/|\/)\S+/);
  await page.goto('/banners');
  await listSearch(page, 'Banners').fill(tag);
  const row = rowWith(table, title);
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('img')).toBeVisible();

  // Edit in the same form, opened from the row.
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Link' })).toHaveValue('https://exemplo.org/verao');
  await page.getByRole('textbox', { name: 'Título' }).fill(`${title} editado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await rowOf(page, 'banners', Number(stored.id))).titulo).toBe(`${title} editado`);
  expect(await rowOf(page, 'banners', Number(stored.id))).toMatchObject({ imagem: stored.imagem, ordem: 3 });

  // Delete after the confirmation; the list no longer has it.
  await page.goto('/banners');
  await listSearch(page, 'Banners').fill(tag);
  await rowWith(table, `${title} editado`)
    .getByRole('checkbox', { name: `Selecionar ${title} editado` })
    .check();
  await page.getByRole('button', { name: 'Excluir selecionados' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir 1 registro(s)?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Nenhum registro corresponde à busca ou aos filtros.')).toBeVisible();
  expect(await found(page, 'banners', tag)).toHaveLength(0);
});

test("a course's module is created from the course's Módulos tab with the course preset, edited, found and deleted there", async ({
  page,
}) => {
  const tag = unique();
  const { id: courseId } = await createRecord(page.request, 'cursos', {
    titulo: `Curso de jardinagem ${tag}`,
    nivel: 'basico',
    status: 'rascunho',
  });

  // From the course's list to its page, and its Módulos tab (it has none yet).
  await page.goto('/cursos');
  await listSearch(page, 'Cursos').fill(tag);
  await listTable(page, 'Cursos')
    .getByRole('link', { name: `Curso de jardinagem ${tag}`, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Curso: Curso de jardinagem ${tag}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Módulos' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Módulos' });
  await expect(panel.getByText('Nenhum registro em Módulos ainda.')).toBeVisible();

  await panel.getByRole('link', { name: 'Novo: Módulo' }).click();
  await expect(page).toHaveURL(new RegExp(`/modulos/novo\\?curso_id=${courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Módulo' })).toBeVisible();
  // The parent comes preset, and stays.
  const parentField = page.getByRole('textbox', { name: 'Curso' });
  await expect(parentField).toHaveValue(`Curso de jardinagem ${tag}`);
  await expect(parentField).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Título' }).fill(`Preparo do solo ${tag}`);
  await page.getByRole('textbox', { name: 'Ordem' }).fill('1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Módulo criado(a).')).toBeVisible();

  // Back on the course's page, in its tab, with the new module.
  await expect(page).toHaveURL(new RegExp(`/cursos/${courseId}`));
  const modules = listTable(panel, 'Módulos');
  await expect(rowWith(modules, `Preparo do solo ${tag}`)).toHaveCount(1);
  const [stored] = await found(page, 'modulos', tag);
  expect(stored).toMatchObject({ titulo: `Preparo do solo ${tag}`, ordem: 1, curso_id: courseId });

  await modules.getByRole('link', { name: `Preparo do solo ${tag}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Módulo: Preparo do solo ${tag}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Curso' })).toHaveValue(`Curso de jardinagem ${tag}`);
  await page.getByRole('textbox', { name: 'Título' }).fill(`Preparo e adubação do solo ${tag}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Módulo salvo(a).')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cursos/${courseId}`));

  // A second module, made through the API, and the tab's search tells them apart.
  await createRecord(page.request, 'modulos', { titulo: `Irrigação ${tag}`, ordem: 2, curso_id: courseId });
  await page.reload();
  await expect(modules.getByRole('row')).toHaveCount(3);
  await listSearch(panel, 'Módulos').fill('adubação');
  await expect(modules.getByRole('row')).toHaveCount(2);
  const row = rowWith(modules, `Preparo e adubação do solo ${tag}`);
  await expect(row).toHaveCount(1);

  await row.getByRole('checkbox', { name: `Selecionar Preparo e adubação do solo ${tag}` }).check();
  await panel.getByRole('button', { name: 'Excluir selecionados' }).click();
  await page.getByRole('dialog', { name: 'Excluir 1 registro(s)?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(panel.getByText('Nenhum registro corresponde à busca ou aos filtros.')).toBeVisible();
  await panel.getByRole('button', { name: 'Limpar busca e filtros' }).click();
  await expect(modules.getByRole('row')).toHaveCount(2);
  await expect(rowWith(modules, `Irrigação ${tag}`)).toHaveCount(1);
  expect((await found(page, 'modulos', tag)).map((module) => module.titulo)).toEqual([`Irrigação ${tag}`]);
});

test('a product is created with a price typed through the R$ mask and a launch date in DD/MM/YYYY, edited with the calendar, found and deleted', async ({
  page,
}) => {
  const tag = unique();
  const name = `Garrafa térmica ${tag}`;
  await page.goto('/ecommerce');
  const table = listTable(page, 'Produtos');
  await expect(table).toBeVisible();
  await page.getByRole('link', { name: 'Novo: Produto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Produto' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'SKU' }).fill(`GT-${tag}`);
  // The mask reads the digits as cents: 1 2 3 4 5 6 is R$ 1.234,56.
  const price = page.getByRole('textbox', { name: 'Preço', exact: true });
  await price.pressSequentially('123456');
  await expect(price).toHaveValue('R$ 1.234,56');
  await page.getByRole('textbox', { name: 'Estoque' }).fill('12');
  const launch = page.getByRole('textbox', { name: 'Lançamento' });
  await expect(launch).toHaveAttribute('placeholder', 'DD/MM/AAAA');
  await launch.click();
  await launch.pressSequentially('15032027');
  await expect(launch).toHaveValue('15/03/2027');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto criado(a).')).toBeVisible();

  // Stored as reais and 'YYYY-MM-DD'; the list shows the price in R$.
  const [stored] = await found(page, 'produtos', tag);
  expect(stored).toMatchObject({ nome: name, preco: 1234.56, estoque: 12, lancamento: '2027-03-15' });
  await listSearch(page, 'Produtos').fill(tag);
  const row = rowWith(table, name);
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(/R\$\s1\.234,56/);

  // Edit: another price, and the 20th picked in the calendar, which opens on the stored month in Portuguese.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Produto: ${name}` })).toBeVisible();
  await expect(price).toHaveValue('R$ 1.234,56');
  await expect(launch).toHaveValue('15/03/2027');
  await price.fill('');
  await price.pressSequentially('9990');
  await expect(price).toHaveValue('R$ 99,90');
  await page.getByRole('button', { name: 'Escolha uma data, data selecionada 15 de mar de 2027' }).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByText('março 2027')).toBeVisible();
  await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
  await expect(launch).toHaveValue('20/03/2027');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Produto salvo(a).')).toBeVisible();
  expect(await rowOf(page, 'produtos', Number(stored.id))).toMatchObject({ preco: 99.9, lancamento: '2027-03-20' });
  // The list comes back with its search.
  await expect(listSearch(page, 'Produtos')).toHaveValue(tag);
  await expect(rowWith(table, name)).toContainText(/R\$\s99,90/);

  // Delete from the record's page, after the confirmation.
  await rowWith(table, name).getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Produto?' });
  await expect(confirm).toContainText(`"${name}" será excluído.`);
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto excluído(a).')).toBeVisible();
  await expect(listSearch(page, 'Produtos')).toHaveValue(tag);
  await expect(page.getByText('Nenhum registro corresponde à busca ou aos filtros.')).toBeVisible();
  expect(await found(page, 'produtos', tag)).toHaveLength(0);
});

test('a list opened from an address filtered by a reference names the referenced row; clearing the filter lists every row', async ({
  page,
}) => {
  const tag = unique();
  const name = `Unidade do filtro ${tag}`;
  const unit = await createRecord(page.request, 'unidades', { nome: name, cidade: 'Recife', uf: 'PE' });
  // No group class is at the new unit: nobody listed names it, so the filter reads its name by id.
  await page.goto(`/aulas-coletivas?unidade_id=${unit.id}`);
  const filter = page.getByRole('button', { name: `Unidade: ${name}` });
  await expect(filter).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Unidade: #${unit.id}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Limpar filtro de Unidade' }).click();
  await expect(page.getByRole('button', { name: 'Unidade: Todos' })).toBeVisible();
  await expect(page).not.toHaveURL(/unidade_id=/);
  await expect(listTable(page, 'Aulas coletivas').getByRole('row').nth(1)).toBeVisible();
});
