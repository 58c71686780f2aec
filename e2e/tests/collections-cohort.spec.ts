import { expect, test } from '@playwright/test';
import { bearer, unique } from './support.ts';
import { Audit } from './a11y-axe-support.ts';
import { adminToken, CLIENT_ID, COLLECTIONS_API, createRecord, signInAdmin } from './collections-support.ts';

// Issue 28: a group enrolled into a cohort from the cohort's page (the row action `matricular`: its form, its report, a
// second run skipping those already there), the page showing its enrolled count and rows; then a session's attendance
// taken in the cohort's Chamada tab, wholly through the interface, with axe-core on the dialogs and the grid.

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
  await signInAdmin(page);
  await page.goto(`/turmas/${cohort.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Turma: ${cohortName}` })).toBeVisible({ timeout: 30_000 });
  const audit = new Audit(page);

  // The group enrolled from the cohort's page: the action's form (who: a group, picked from the groups' search), its
  // confirmation, then its report.
  const enrolOnce = async () => {
    await page
      .getByRole('group', { name: 'Ações do registro' })
      .getByRole('button', { name: 'Matricular participantes' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Matricular participantes/ });
    await expect(dialog).toContainText('Quem já está matriculado é mantido como está.');
    const groupBox = dialog.getByRole('textbox', { name: 'Grupo', exact: true });
    await groupBox.press('Enter');
    const groups = page.getByRole('dialog', { name: 'Grupo' });
    await groups.getByRole('searchbox').fill(`Turma e2e ${tag}`);
    await groups.getByRole('searchbox').press('Enter');
    await groups.getByRole('button', { name: `Turma e2e ${tag}`, exact: true }).click();
    await expect(groups).toBeHidden();
    await expect(groupBox).toHaveValue(`Turma e2e ${tag}`);
    await audit.check('enrol form', '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Matricular participantes' }).click();
    const report = page.getByRole('dialog', { name: 'Matricular participantes: relatório' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    return report;
  };
  const report = await enrolOnce();
  await expect(report).toContainText('Feitos: 3');
  await expect(report).toContainText('Ignorados (já estavam feitos): 0');
  await expect(report).toContainText('Recusados: 0');
  await audit.check('enrol report', '[role="dialog"]');
  await report.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByLabel('Matriculados', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Vagas restantes', { exact: true })).toHaveValue('7');
  for (const name of names) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  // Run again, it skips those already enrolled.
  const again = await enrolOnce();
  await expect(again).toContainText('Feitos: 0');
  await expect(again).toContainText('Ignorados (já estavam feitos): 3');
  await again.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByLabel('Matriculados', { exact: true })).toHaveValue('3');

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
  await audit.check('attendance grid', 'main');
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
  audit.expectClean();
});
