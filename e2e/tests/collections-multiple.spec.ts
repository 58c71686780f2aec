import { expect, test } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { Audit } from './a11y-axe-support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 28's many-to-many reference, as an administrator uses it: an instructor's two courses picked by keyboard in
// the form's multiple picker, saved, shown again as both courses after a reload, then one removed.

test('an instructor teaches two courses picked in the form; reopened it shows both, and one is taken off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const courses = [];
  for (const titulo of [`Curso norte ${tag}`, `Curso sul ${tag}`])
    courses.push(await createRecord(page.request, 'cursos', { titulo }));
  const instructor = await createRecord(page.request, 'instrutores', { nome: `Instrutora ${tag}` });
  await signInAdmin(page);
  await page.goto(`/instrutores/${instructor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Instrutor: Instrutora ${tag}` })).toBeVisible({
    timeout: 30_000,
  });
  const picker = page.getByRole('combobox', { name: 'Cursos que ministra' });
  for (const name of [`Curso norte ${tag}`, `Curso sul ${tag}`]) {
    await picker.fill(name);
    const option = page.getByRole('option', { name, exact: true });
    await expect(option).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
  }
  const chips = page.getByRole('button', { name: /^Curso (norte|sul) / });
  await expect(chips).toHaveCount(2);
  const audit = new Audit(page);
  await audit.check('multiple picker', 'main');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Instrutor salvo(a).')).toBeVisible();

  const token = await adminToken(page.request);
  const read = async () =>
    (
      (await (
        await page.request.get(`${COLLECTIONS_API}/instrutores/${instructor.id}?client_id=${CLIENT_ID}`, {
          headers: bearer(token),
        })
      ).json()) as { data: { cursos: number[] } }
    ).data;
  expect(await read()).toMatchObject({ cursos: courses.map((c) => c.id).sort((a, b) => a - b) });

  // Saved, the form goes back to the list; reopened, both courses are named; the last one is taken off with the keyboard and the change saved.
  await page.goto(`/instrutores/${instructor.id}`);
  await expect(page.getByRole('button', { name: `Curso norte ${tag}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Curso sul ${tag}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cursos que ministra' }).focus();
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('button', { name: `Curso sul ${tag}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(async () => (await read()).cursos).toEqual([courses[0].id]);
  audit.expectClean();
});
