import { expect, test, type Page } from '@playwright/test';
import { Audit, goClient, settle, trackRequests } from './a11y-axe-support.ts';
import { createRecord, signInAdmin } from './collections-support.ts';
import { unique } from './support.ts';

// Issue 28: a record's Histórico tab shows its audit entries field by field (who, when, before and after), reachable
// by keyboard, free of serious or critical axe-core violations in pt-br and en, and reflowing at 320 px.

test.describe.configure({ timeout: 120_000 });

/** The page's width against the window's: the page must not scroll sideways (tables scroll inside their region). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a course edited in the browser shows the title's before and after in its Histórico tab", async ({ page }) => {
  const tag = unique();
  const { id } = await createRecord(page.request, 'cursos', {
    titulo: `Curso de horta ${tag}`,
    nivel: 'basico',
    status: 'rascunho',
  });
  const inFlight = trackRequests(page);
  await signInAdmin(page);
  await goClient(page, `/cursos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Curso: Curso de horta ${tag}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(`Curso de horta orgânica ${tag}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Curso salvo(a).')).toBeVisible();

  await goClient(page, `/cursos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Curso: Curso de horta orgânica ${tag}` })).toBeVisible();
  // By keyboard: from the selected 'Dados' tab, the arrow moves to 'Histórico' and Enter opens it.
  const tabs = page.getByRole('tablist', { name: 'Seções do registro' });
  await tabs.getByRole('tab', { name: 'Dados' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Histórico' })).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('tabpanel', { name: 'Histórico' });
  const entries = panel.getByRole('listitem');
  await expect(entries).toHaveCount(2);
  const edited = entries.first();
  await expect(edited.getByRole('heading', { name: 'Alterado' })).toBeVisible();
  await expect(edited.getByText(/^Por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
  const row = edited.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Título' }) });
  await expect(row.getByRole('cell')).toHaveText([`Curso de horta ${tag}`, `Curso de horta orgânica ${tag}`]);
  await expect(edited.getByRole('rowheader')).toHaveText(['Título']);
  await expect(entries.nth(1).getByRole('heading', { name: 'Criado' })).toBeVisible();
  await expect(
    entries
      .nth(1)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nível' }) })
      .getByRole('cell'),
  ).toHaveText(['—', 'Básico']);

  // No serious or critical axe-core violation, in pt-br and in English, and no sideways scroll at 320 px.
  const audit = new Audit(page);
  await settle(page, inFlight);
  await audit.check(`pt-br /cursos/${id} Histórico`, 'main');
  await goClient(page, `/cursos/${id}?lang=en`);
  await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel', { name: 'History' }).getByRole('heading', { name: 'Edited' })).toBeVisible();
  await settle(page, inFlight);
  await audit.check(`en /cursos/${id} History`, 'main');
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('tabpanel', { name: 'History' }).getByRole('heading', { name: 'Edited' })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  const region = page.getByRole('region', { name: /^Changes of / }).first();
  await expect(region).toHaveAttribute('tabindex', '0');
  await audit.check(`en /cursos/${id} History at 320 px`);
  audit.expectClean();
});
