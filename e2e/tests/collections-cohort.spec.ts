import { expect, test } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 28: a group enrolled into a cohort (the row action `matricular`, driven through the API: the generic action
// buttons are built apart), the cohort's page showing its enrolled count and rows; then a session's attendance taken
// in the cohort's Chamada tab, wholly through the interface.

test("a group enrolled into a cohort shows on its page; a session's attendance is taken in its grid", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = unique();
  const token = await adminToken(page.request);
  const group = await createRecord(page.request, 'grupos', { name: `Turma e2e ${tag}` });
  const names = ['Alice', 'Bernardo', 'Carla'].map((first) => `${first} Coorte ${tag}`);
  for (const [i, name] of names.entries()) {
    const created = await page.request.post(`/api/v2/admin/asap-user/store?client_id=${CLIENT_ID}`, {
      data: { name, email: `coorte.${i}.${tag}@exemplo.com.br`, password: 'Turma-de-sabado-73', group_id: group.id },
      headers: bearer(token),
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const courses = await page.request.get(`${COLLECTIONS_API}/cursos?client_id=${CLIENT_ID}&per_page=1`, {
    headers: bearer(token),
  });
  const course = ((await courses.json()) as { data: { data: { id: number }[] } }).data.data[0];
  const cohortName = `Turma de sábado ${tag}`;
  const cohort = await createRecord(page.request, 'turmas', {
    nome: cohortName,
    codigo: `E2E-${tag}`,
    curso_id: course.id,
    inicio: '2026-12-05',
    vagas: 10,
  });
  const enrol = await page.request.post(
    `${COLLECTIONS_API}/turmas/${cohort.id}/acoes/matricular?client_id=${CLIENT_ID}`,
    {
      data: { input: { origem: 'grupo', grupo: group.id } },
      headers: bearer(token),
    },
  );
  expect(enrol.status(), await enrol.text()).toBe(200);
  expect(((await enrol.json()) as { data: { report: unknown } }).data.report).toEqual({
    total: 3,
    done: 3,
    skipped: 0,
    failed: [],
    next: null,
  });

  await signInAdmin(page);
  await page.goto(`/turmas/${cohort.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Turma: ${cohortName}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Matriculados', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Vagas restantes', { exact: true })).toHaveValue('7');
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // The attendance grid: everyone present by default; Bernardo absent, Carla 10 minutes late.
  await page.getByRole('tab', { name: 'Chamada' }).click();
  await page.getByRole('textbox', { name: /Encontro/ }).fill('Aula 1');
  // The session's day in the interface language's format, over the field's sections.
  const day = page.getByRole('textbox', { name: /^Data/ });
  await day.click();
  await day.press('ControlOrMeta+a');
  await day.press('Backspace');
  await day.pressSequentially('05122026');
  await expect(day).toHaveValue('05/12/2026');
  await page.getByRole('button', { name: 'Abrir chamada' }).click();
  const bernardo = page.getByRole('checkbox', { name: names[1] });
  await expect(bernardo).toBeChecked();
  await expect(page.getByText('3 de 3 presentes')).toBeVisible();
  await bernardo.focus();
  await page.keyboard.press('Space');
  await expect(bernardo).not.toBeChecked();
  await page.getByRole('spinbutton', { name: `Atraso de ${names[2]} (min)` }).fill('10');
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Chamada salva: 3 registro(s) criado(s), 0 atualizado(s).')).toBeVisible();

  // Saved as marked; a second save of the same session updates it.
  const sheet = await page.request.get(
    `${COLLECTIONS_API}/turmas/${cohort.id}/chamada?client_id=${CLIENT_ID}&encontro=Aula%201&data=2026-12-05`,
    { headers: bearer(token) },
  );
  const { participants } = (
    (await sheet.json()) as {
      data: { participants: { nome: string; presente: boolean; atraso_min: number | null }[] };
    }
  ).data;
  expect(participants.map((p) => [p.nome, p.presente, p.atraso_min])).toEqual([
    [names[0], true, null],
    [names[1], false, null],
    [names[2], true, 10],
  ]);
  await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
  await page.getByRole('button', { name: 'Salvar chamada' }).click();
  await expect(page.getByText('Chamada salva: 0 registro(s) criado(s), 1 atualizado(s).')).toBeVisible();
});
