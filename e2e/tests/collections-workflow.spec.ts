import { expect, test, type Page } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 28: a status with a workflow offers only the states reachable from the current one; a move the server refuses
// (an event with no seat left) is said on the Status field and above the form; a legal move is saved, and entering
// its state stamps its date (a registration's check-in).

/** The registration's form, once its heading shows. */
async function openRegistration(page: Page, id: number, name: string) {
  await page.goto(`/inscricoes/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Inscrição: ${name}` })).toBeVisible({ timeout: 30_000 });
}

/** The options the Status control offers, in order. */
async function statusOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const options = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

/** Picks a state in the Status control. */
async function choose(page: Page, state: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: state, exact: true }).click();
}

test('a registration beyond the event’s capacity is refused on its Status; a check-in is saved with its moment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const evento = await createRecord(page.request, 'eventos', {
    titulo: `Oficina de uma vaga ${tag}`,
    inicio: '2026-12-10T13:00:00.000Z',
    capacidade: 1,
  });
  const seated = await createRecord(page.request, 'inscricoes', {
    nome: `Ana ${tag}`,
    email: `ana-${tag}@x.demo`,
    evento_id: evento.id,
    status: 'confirmada',
  });
  const waiting = await createRecord(page.request, 'inscricoes', {
    nome: `Bruno ${tag}`,
    email: `bruno-${tag}@x.demo`,
    evento_id: evento.id,
  });
  await signInAdmin(page);

  // From pendente the console offers the graph's next states, never the check-in.
  await openRegistration(page, waiting.id, `Bruno ${tag}`);
  expect(await statusOptions(page)).toEqual(['Pendente', 'Confirmada', 'Lista de espera', 'Cancelada']);
  await choose(page, 'Confirmada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveAccessibleDescription('Sem vagas para "Confirmada": o limite de 1 foi atingido.');
  await expect(page.getByRole('alert').filter({ hasText: 'Mudança de status não permitida.' })).toBeVisible();
  const token = await adminToken(page.request);
  const stored = async (id: number) =>
    (
      (await (
        await page.request.get(`${COLLECTIONS_API}/inscricoes/${id}?client_id=${CLIENT_ID}`, { headers: bearer(token) })
      ).json()) as { data: Record<string, unknown> }
    ).data;
  expect((await stored(waiting.id)).status).toBe('pendente');

  // The seated registration checks in: its Status offers the check-in, and saving it stamps the moment.
  await openRegistration(page, seated.id, `Ana ${tag}`);
  expect(await statusOptions(page)).toEqual(['Confirmada', 'Presente (check-in)', 'Cancelada']);
  await choose(page, 'Presente (check-in)');
  const before = Date.now();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Inscrição salvo(a).')).toBeVisible();
  const checkedIn = await stored(seated.id);
  expect(checkedIn.status).toBe('presente');
  expect(Date.parse(String(checkedIn.check_in))).toBeGreaterThanOrEqual(before - 60_000);
  await openRegistration(page, seated.id, `Ana ${tag}`);
  await expect(page.getByRole('textbox', { name: 'Check-in' })).toHaveValue(/\d{2}\/\d{2}\/\d{4}/);
  // Checked in, it moves nowhere: the control offers its state alone.
  expect(await statusOptions(page)).toEqual(['Presente (check-in)']);
});
