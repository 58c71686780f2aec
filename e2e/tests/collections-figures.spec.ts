import { expect, test, type Page } from '@playwright/test';
import { bearer, unique } from './support.ts';
import {
  adminToken,
  CLIENT_ID,
  COLLECTIONS_API,
  createRecord,
  listSearch,
  listTable,
  rowWith,
  signInAdmin,
} from './collections-support.ts';

// Issue 28: figures the platform computes from real rows, seen in the console as an administrator makes those rows:
// an event fills up until its list shows "Esgotado" and the next confirmed registration goes to the waiting list; an
// order's total follows its items; a poll's tallies follow its votes. No figure is typed.

test.describe.configure({ timeout: 150_000 });

/** A stored row read through the API. */
async function stored(page: Page, entity: string, id: number): Promise<Record<string, unknown>> {
  const res = await page.request.get(`${COLLECTIONS_API}/${entity}/${id}?client_id=${CLIENT_ID}`, {
    headers: bearer(await adminToken(page.request)),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Members of the client, for votes and orders (the users picker's endpoint). */
async function memberIds(page: Page, count: number): Promise<number[]> {
  const res = await page.request.get(`/api/v2/admin/asap-user/list/users?client_id=${CLIENT_ID}&per_page=${count}`, {
    headers: bearer(await adminToken(page.request)),
  });
  expect(res.status()).toBe(200);
  const ids = ((await res.json()) as { data: { data: { user_id: number }[] } }).data.data.map((u) => u.user_id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** A product of the client (id and name), for an order's lines. */
async function aProduct(page: Page): Promise<{ id: number; nome: string }> {
  const res = await page.request.get(`${COLLECTIONS_API}/produtos?client_id=${CLIENT_ID}&per_page=1&sort=nome`, {
    headers: bearer(await adminToken(page.request)),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: { id: number; nome: string }[] } }).data.data[0];
}

/** Opens a record's page by its heading. */
async function openRecord(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

/** Adds a registration from the event's Inscrições tab, as confirmed. */
async function register(page: Page, eventId: number, name: string, email: string) {
  await page.getByRole('tab', { name: 'Inscrições' }).click();
  await page.getByRole('tabpanel', { name: 'Inscrições' }).getByRole('link', { name: 'Novo: Inscrição' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Inscrição' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmada', exact: true }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Inscrição criado(a).').last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/eventos/${eventId}`));
}

test('an event fills up until its list shows "Esgotado"; the next confirmed registration goes to the waiting list', async ({
  page,
}) => {
  const tag = unique();
  const title = `Oficina de duas vagas ${tag}`;
  const event = await createRecord(page.request, 'eventos', {
    titulo: title,
    inicio: '2026-12-20T13:00:00.000Z',
    capacidade: 2,
    status: 'inscricoes_abertas',
  });
  await signInAdmin(page);
  await openRecord(page, `/eventos/${event.id}`, `Evento: ${title}`);
  await register(page, event.id, `Ana ${tag}`, `ana-${tag}@x.demo`);
  await register(page, event.id, `Bia ${tag}`, `bia-${tag}@x.demo`);

  // The list counts the two confirmed registrations and shows the event sold out.
  await page.goto('/eventos');
  await listSearch(page, 'Eventos').fill(tag);
  const row = rowWith(listTable(page, 'Eventos'), title);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Esgotado');
  // Its capacity and its confirmed registrations: 2 and 2.
  await expect(row.getByRole('cell', { name: '2', exact: true })).toHaveCount(2);
  expect(await stored(page, 'eventos', event.id)).toMatchObject({
    inscritos: 2,
    vagas_restantes: 0,
    status: 'esgotado',
  });

  // A third confirmed registration is kept, on the waiting list.
  await openRecord(page, `/eventos/${event.id}`, `Evento: ${title}`);
  await register(page, event.id, `Caio ${tag}`, `caio-${tag}@x.demo`);
  const registrations = listTable(page.getByRole('tabpanel', { name: 'Inscrições' }), 'Inscrições');
  await expect(rowWith(registrations, `Caio ${tag}`)).toContainText('Lista de espera');
  await expect(rowWith(registrations, `Ana ${tag}`)).toContainText('Confirmada');
  expect(await stored(page, 'eventos', event.id)).toMatchObject({ inscritos: 2, em_espera: 1 });
  // The figures are read-only on the event's page.
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.getByRole('textbox', { name: 'Inscrições confirmadas' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Inscrições confirmadas' })).toHaveAttribute('readonly', '');
});

test("an order's total follows its items, added and removed on the order's page", async ({ page }) => {
  const tag = unique();
  const [customer] = await memberIds(page, 1);
  const product = await aProduct(page);
  const order = await createRecord(page.request, 'pedidos', {
    cliente: customer,
    realizado_em: '2026-11-20T12:00:00.000Z',
    frete: 15,
    desconto: 5,
  });
  expect(order.numero).toMatch(/^PED-\d{4}-\d{6}$/);
  await createRecord(page.request, 'itens-pedido', {
    pedido_id: order.id,
    descricao: `Garrafa ${tag}`,
    produto_id: product.id,
    quantidade: 2,
    preco_unitario: 30,
  });
  await signInAdmin(page);
  const heading = `Pedido: ${String(order.numero)}`;
  await openRecord(page, `/pedidos/${order.id}`, heading);
  // 2 × 30 + 15 − 5 = 70.
  await expect(page.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue(/70,00/);

  // A second line from the order's Itens tab: 1 × 40 brings the total to 110.
  await page.getByRole('tab', { name: /^Itens/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Itens/ });
  await panel.getByRole('link', { name: /^Novo: Ite/ }).click();
  await page.getByRole('textbox', { name: 'Descrição' }).fill(`Toalha ${tag}`);
  await page.getByRole('button', { name: 'Escolher: Produto' }).click();
  const picker = page.getByRole('dialog', { name: 'Produto' });
  await picker.getByRole('searchbox').fill(product.nome);
  await picker.getByRole('searchbox').press('Enter');
  await picker.getByRole('button', { name: product.nome, exact: true }).first().click();
  await expect(page.getByRole('textbox', { name: 'Produto' })).toHaveValue(product.nome);
  await page.getByRole('textbox', { name: 'Quantidade' }).fill('1');
  await page.getByRole('textbox', { name: 'Preço unitário' }).fill('40,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/pedidos/${order.id}`));
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue(/110,00/);
  expect(await stored(page, 'pedidos', order.id)).toMatchObject({ subtotal: 100, total: 110 });

  // Removing the first line takes its 60 away.
  await page.getByRole('tab', { name: /^Itens/ }).click();
  const items = listTable(panel, 'Itens do pedido');
  await items.getByRole('checkbox', { name: `Selecionar Garrafa ${tag}` }).check();
  await panel.getByRole('button', { name: 'Excluir selecionados' }).click();
  await page.getByRole('dialog', { name: 'Excluir 1 registro(s)?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(rowWith(items, `Garrafa ${tag}`)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Dados' }).click();
  await expect(page.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue(/50,00/);
});

test("a poll's tallies follow its votes: by option and in all", async ({ page }) => {
  const tag = unique();
  const question = `Melhor horário ${tag}?`;
  const poll = await createRecord(page.request, 'enquetes', { pergunta: question });
  const morning = await createRecord(page.request, 'opcoes-enquete', { enquete_id: poll.id, texto: `Manhã ${tag}` });
  const evening = await createRecord(page.request, 'opcoes-enquete', { enquete_id: poll.id, texto: `Noite ${tag}` });
  const voters = await memberIds(page, 3);
  const vote = (option: number, user: number) =>
    createRecord(page.request, 'votos-enquete', {
      enquete_id: poll.id,
      opcao_id: option,
      usuario: user,
      votado_em: '2026-11-25T10:00:00.000Z',
    });
  await vote(morning.id, voters[0]);
  await vote(morning.id, voters[1]);
  await vote(evening.id, voters[2]);

  await signInAdmin(page);
  await page.goto('/enquetes');
  await listSearch(page, 'Enquetes').fill(tag);
  await expect(rowWith(listTable(page, 'Enquetes'), question)).toHaveCount(1);
  await openRecord(page, `/enquetes/${poll.id}`, `Enquete: ${question}`);
  await expect(page.getByRole('textbox', { name: 'Votos', exact: true })).toHaveValue('3');
  await page.getByRole('tab', { name: /^Opções/ }).click();
  const options = listTable(page.getByRole('tabpanel', { name: /^Opções/ }), 'Opções da enquete');
  await expect(rowWith(options, `Manhã ${tag}`)).toContainText('2');
  await expect(rowWith(options, `Noite ${tag}`)).toContainText('1');
  expect(await stored(page, 'opcoes-enquete', morning.id)).toMatchObject({ votos: 2 });
  expect(await stored(page, 'opcoes-enquete', evening.id)).toMatchObject({ votos: 1 });
});
