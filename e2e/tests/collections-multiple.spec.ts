import { expect, test } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { Audit } from './a11y-axe-support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 28's many-to-many reference, as an administrator uses it: an announcement sent to two groups picked by
// keyboard in its form's multiple picker, saved, shown again as both groups after a reload, then one removed.

test('an announcement reaches two groups picked in its form; reopened it shows both, and one is taken off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const groups = [];
  for (const name of [`Grupo norte ${tag}`, `Grupo sul ${tag}`])
    groups.push(await createRecord(page.request, 'grupos', { name }));
  const announcement = await createRecord(page.request, 'comunicados', {
    titulo: `Aviso aos grupos ${tag}`,
    mensagem: '<p>Reunião na sexta.</p>',
  });
  await signInAdmin(page);
  await page.goto(`/comunicados/${announcement.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Comunicado: Aviso aos grupos ${tag}` })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Público' }).click();
  await page.getByRole('option', { name: 'Grupo', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Grupos' });
  for (const name of [`Grupo norte ${tag}`, `Grupo sul ${tag}`]) {
    await picker.fill(name);
    const option = page.getByRole('option', { name, exact: true });
    await expect(option).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
  }
  const chips = page.getByRole('button', { name: /^Grupo (norte|sul) / });
  await expect(chips).toHaveCount(2);
  const audit = new Audit(page);
  await audit.check('multiple picker', 'main');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Comunicado salvo(a).')).toBeVisible();

  const token = await adminToken(page.request);
  const read = async () =>
    (
      (await (
        await page.request.get(`${COLLECTIONS_API}/comunicados/${announcement.id}?client_id=${CLIENT_ID}`, {
          headers: bearer(token),
        })
      ).json()) as { data: { publico: string; grupos: number[] } }
    ).data;
  expect(await read()).toMatchObject({ publico: 'grupo', grupos: groups.map((g) => g.id).sort((a, b) => a - b) });

  // Saved, the form goes back to the list; reopened, both groups are named; the last one is taken off with the keyboard and the change saved.
  await page.goto(`/comunicados/${announcement.id}`);
  await expect(page.getByRole('button', { name: `Grupo norte ${tag}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Grupo sul ${tag}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Grupos' }).focus();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('button', { name: `Grupo sul ${tag}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await read()).grupos).toEqual([groups[0].id]);
  audit.expectClean();
});
