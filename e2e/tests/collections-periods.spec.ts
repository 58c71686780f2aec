import { expect, test, type Locator } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, signInAdmin } from './collections-support.ts';

// Issue 28: a period's end may not come before its start. The form says so on the end field and sends nothing;
// an edit that moves the end alone is checked against the stored start.

/** Types a whole date over a date field's sections (DD/MM/AAAA), as a person selecting all and typing would. */
async function retype(field: Locator, digits: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

test('a campaign whose end comes before its start is refused on the Fim field, then saved once the end follows the start', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page);
  const name = `Campanha de verão ${unique()}`;
  await page.goto('/campanhas/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo registro: Campanha' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  const start = page.getByRole('textbox', { name: 'Início' });
  const end = page.getByRole('textbox', { name: 'Fim', exact: true });
  await start.click();
  await start.pressSequentially('10122026');
  await end.click();
  await end.pressSequentially('05122026');

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/campanhas')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(end).toHaveAccessibleDescription(/O fim não pode ser anterior ao início\./);
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  await retype(end, '20122026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campanha criado(a).')).toBeVisible();
  const token = await adminToken(page.request);
  const res = await page.request.get(
    `${COLLECTIONS_API}/campanhas?client_id=${CLIENT_ID}&search=${encodeURIComponent(name)}`,
    { headers: bearer(token) },
  );
  const [stored] = ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  expect(stored).toMatchObject({ nome: name, inicio: '2026-12-10', fim: '2026-12-20' });

  // An edit moving only the end before the stored start is refused too, in the form, before any call.
  await page.goto(`/campanhas/${String(stored.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Campanha: ${name}` })).toBeVisible();
  await retype(end, '01122026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(end).toHaveAccessibleDescription(/O fim não pode ser anterior ao início\./);
});
