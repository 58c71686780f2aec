import { expect, test, type Page } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { Audit } from './a11y-axe-support.ts';
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

// Issue 28, declared actions in the console: a row's menu offers the actions its status allows, a selection runs
// them from the bulk bar with a summary, a dangerous one asks first, and one with an input form checks it.

/** A record's stored row, read through the API. */
async function stored(page: Page, entity: string, id: number): Promise<Record<string, unknown>> {
  const res = await page.request.get(`${COLLECTIONS_API}/${entity}/${id}?client_id=${CLIENT_ID}`, {
    headers: bearer(await adminToken(page.request)),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

test('registrations are checked in from a row’s menu and, two at once, from the bulk bar', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const evento = await createRecord(page.request, 'eventos', {
    titulo: `Encontro ${tag}`,
    inicio: '2026-12-10T13:00:00.000Z',
    capacidade: 50,
  });
  const names = ['Ana', 'Bruno', 'Carla', 'Davi'].map((name) => `${name} ${tag}`);
  const ids: number[] = [];
  for (const [index, nome] of names.entries())
    ids.push(
      (
        await createRecord(page.request, 'inscricoes', {
          nome,
          email: `p${index}-${tag}@x.demo`,
          evento_id: evento.id,
          status: index < 3 ? 'confirmada' : 'pendente',
        })
      ).id,
    );
  await signInAdmin(page);
  await page.goto(`/eventos/${evento.id}`);
  const list = page.getByRole('region', { name: 'Inscrições' });
  const table = listTable(list, 'Inscrições');
  await expect(rowWith(table, names[0])).toBeVisible({ timeout: 30_000 });
  const audit = new Audit(page);

  // A pending registration's menu offers no check-in.
  await rowWith(table, names[3])
    .getByRole('button', { name: `Mais ações: ${names[3]}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Nenhuma ação para este registro agora' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A confirmed one checks in from its menu, by keyboard; the focus comes back to its button.
  const menuButton = rowWith(table, names[0]).getByRole('button', { name: `Mais ações: ${names[0]}` });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const checkIn = page.getByRole('menuitem', { name: 'Fazer check-in' });
  await expect(checkIn).toBeFocused();
  await audit.check('row menu', '[role="menu"]');
  const before = Date.now();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Fazer check-in: feito em “${names[0]}”.`)).toBeVisible();
  await expect(rowWith(table, names[0])).toContainText('Presente (check-in)');
  await expect(rowWith(table, names[0])).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(menuButton).toBeFocused();
  const first = await stored(page, 'inscricoes', ids[0]);
  expect(first.status).toBe('presente');
  expect(Date.parse(String(first.check_in))).toBeGreaterThanOrEqual(before - 60_000);

  // Two more at once from the bulk bar; the summary says how it went.
  for (const name of names.slice(1, 3)) await rowWith(table, name).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Seleção' });
  await expect(bar).toContainText('2 selecionado(s)');
  await bar.getByRole('button', { name: 'Fazer check-in' }).click();
  const summary = list.getByRole('alert').filter({ hasText: 'Fazer check-in: 2 feitos, 0 recusados' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  // Done, they leave the selection (and the bar goes with it).
  await expect(bar).toBeHidden();
  for (const name of names.slice(1, 3)) await expect(rowWith(table, name)).toContainText('Presente (check-in)');
  for (const id of ids.slice(1, 3)) expect((await stored(page, 'inscricoes', id)).status).toBe('presente');
  expect((await stored(page, 'inscricoes', ids[3])).status).toBe('pendente');
  await audit.check('bulk summary', 'main');

  // A selection with a row the action does not apply to: the server refuses it, and the summary names it with why.
  for (const name of [names[0], names[3]]) await rowWith(table, name).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'Fazer check-in' }).click();
  const mixed = list.getByRole('alert').filter({ hasText: 'Fazer check-in: 0 feitos, 2 recusados' });
  await expect(mixed).toBeVisible();
  await expect(mixed.getByRole('listitem')).toHaveCount(2);
  await expect(mixed.getByRole('listitem').first()).toContainText(`“${names[0]}”:`);
  await audit.check('bulk summary with refusals', 'main');
  audit.expectClean();
});

test('a pending testimonial is refused after its confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = unique();
  const author = `Autora ${tag}`;
  const testimonial = await createRecord(page.request, 'depoimentos', {
    autor_nome: author,
    texto: 'Gostei muito do curso.',
    nota: 5,
  });
  await signInAdmin(page);
  await page.goto(`/depoimentos?search=${tag}`);
  const table = listTable(page, 'Depoimentos');
  await expect(rowWith(table, author)).toBeVisible({ timeout: 30_000 });
  await expect(listSearch(page, 'Depoimentos')).toHaveValue(tag);
  const menuButton = rowWith(table, author).getByRole('button', { name: `Mais ações: ${author}` });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Aprovar' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: `Recusar: ${author}` });
  await expect(dialog).toContainText('Recusar 1 depoimento(s)? Eles deixam de ser publicados.');
  // Cancelled, nothing changes.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await stored(page, 'depoimentos', testimonial.id)).status).toBe('pendente');
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Recusar' }).click();
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(page.getByText(`Recusar: feito em “${author}”.`)).toBeVisible();
  await expect(rowWith(table, author)).toContainText('Recusado');
  expect((await stored(page, 'depoimentos', testimonial.id)).status).toBe('recusado');
});

test('a paid order is refunded from its page: the reason is required, then it shows as refunded', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await adminToken(page.request);
  const someOrder = await page.request.get(`${COLLECTIONS_API}/pedidos?client_id=${CLIENT_ID}&per_page=1`, {
    headers: bearer(token),
  });
  const cliente = ((await someOrder.json()) as { data: { data: { cliente: number }[] } }).data.data[0].cliente;
  const order = await createRecord(page.request, 'pedidos', { cliente, realizado_em: '2026-05-01T12:00:00Z' });
  const paid = await page.request.put(`${COLLECTIONS_API}/pedidos/${order.id}?client_id=${CLIENT_ID}`, {
    headers: bearer(token),
    data: { status_pagamento: 'pago' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await signInAdmin(page);
  await page.goto(`/pedidos/${order.id}`);
  const refund = page
    .getByRole('group', { name: 'Ações do registro' })
    .getByRole('button', { name: 'Estornar pedido' });
  await expect(refund).toBeVisible({ timeout: 30_000 });
  await refund.click();
  const dialog = page.getByRole('dialog', { name: /^Estornar pedido: / });
  await expect(dialog).toContainText('Estornar o pagamento deste pedido?');
  await expect(dialog.getByRole('switch', { name: 'Devolver os itens ao estoque' })).toBeChecked();
  const reason = dialog.getByRole('textbox', { name: 'Motivo do estorno' });
  await dialog.getByRole('button', { name: 'Estornar pedido' }).click();
  await expect(reason).toHaveAccessibleDescription('Campo obrigatório.');
  await expect(reason).toBeFocused();
  expect((await stored(page, 'pedidos', order.id)).status_pagamento).toBe('pago');
  const audit = new Audit(page);
  await audit.check('input dialog', '[role="dialog"]');
  await reason.fill('Produto com defeito');
  await dialog.getByRole('button', { name: 'Estornar pedido' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Estornar pedido: feito em/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pagamento' })).toHaveText('Estornado');
  // Refunded, the action is no longer offered; the focus is not lost.
  await expect(refund).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect((await stored(page, 'pedidos', order.id)).status_pagamento).toBe('estornado');
  audit.expectClean();
});
