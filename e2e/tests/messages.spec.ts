import { expect, test } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { Audit } from './a11y-axe-support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 29's audiences and messages, as an administrator uses them: an announcement scheduled to a group in its form,
// with the estimated reach shown before saving; at its moment the server's job worker sends it (the timers move it,
// the send materialises the group's members), and its record shows the recipients counted, never typed.

test('an announcement scheduled to a group shows its reach, goes out at its moment and counts its recipients', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const tag = unique();
  const token = await adminToken(page.request);
  const group = await createRecord(page.request, 'grupos', { name: `Turma do comunicado ${tag}` });
  for (const n of [1, 2, 3]) {
    const res = await page.request.post(
      `/api/v2/admin/asap-user/store?client_id=${CLIENT_ID}&send_welcome_email=false`,
      {
        data: {
          name: `Destinatário ${n} ${tag}`,
          email: `destinatario${n}.${tag}@exemplo.com.br`,
          password: 'Ponte-de-pedra-41',
          group_id: group.id,
        },
        headers: bearer(token),
      },
    );
    expect(res.status(), await res.text()).toBe(201);
  }

  await signInAdmin(page);
  await page.goto('/comunicados/novo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Título' }).fill(`Reunião da turma ${tag}`);
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('Sexta às 10h, na sala 2.');
  const audience = page.getByRole('group', { name: 'Público' });
  await audience.getByRole('combobox', { name: 'Quem recebe' }).click();
  await page.getByRole('option', { name: 'Grupos', exact: true }).click();
  const picker = audience.getByRole('combobox', { name: 'Grupos', exact: true });
  await picker.fill(`Turma do comunicado ${tag}`);
  await expect(page.getByRole('option', { name: `Turma do comunicado ${tag}` })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  // The reach, counted by the API before anything is sent.
  await expect(audience.getByRole('status')).toHaveText('Alcance estimado: 3 pessoas ativas');
  await new Audit(page).check('audience field', 'main');

  // Scheduled a few seconds ahead: the timers' pass of the next minute sends it.
  const at = new Date(Date.now() + 5_000);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/comunicados(\?|$)/);
  const listed = await page.request.get(
    `${COLLECTIONS_API}/comunicados?client_id=${CLIENT_ID}&search=${encodeURIComponent(`Reunião da turma ${tag}`)}`,
    { headers: bearer(token) },
  );
  const [made] = ((await listed.json()) as { data: { data: { id: number }[] } }).data.data;
  const scheduled = await page.request.put(`${COLLECTIONS_API}/comunicados/${made.id}?client_id=${CLIENT_ID}`, {
    data: { agendado_para: at.toISOString(), status: 'agendado' },
    headers: bearer(token),
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  // Nobody typed a figure: the record fills them in once the worker has sent it.
  await page.goto(`/comunicados/${made.id}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        const recipients = page.getByLabel('Destinatários', { exact: true });
        await expect(recipients).toBeVisible({ timeout: 30_000 });
        return recipients.inputValue();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe('3');
  await expect(page.getByText('Enviado', { exact: true }).first()).toBeVisible();

  // Who received it: the read-only recipients' list, filtered by the announcement.
  await page.goto(`/destinatarios?comunicado_id=${made.id}`);
  await expect(page.getByRole('row').filter({ hasText: `Reunião da turma ${tag}` })).toHaveCount(3, {
    timeout: 30_000,
  });
});
