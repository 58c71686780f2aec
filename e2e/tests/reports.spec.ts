import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { signInAdmin, spaced } from './collections-support.ts';

// Issue 15: a report opened from the catalogue, filtered, and exported: the file holds the rows the screen shows,
// and its Filtros sheet names the filter.

const ExcelJS = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'exceljs',
) as typeof import('exceljs');

test('the members report filtered by group exports the rows it shows, with the filter written on the workbook', async ({
  page,
}) => {
  await signInAdmin(page, '/asta/login', 'admin@asta.demo');
  await page.goto('/relatorios/3');
  await page
    .getByRole('region', { name: 'Catálogo de relatórios' })
    .getByRole('link', { name: /Membros por grupo e regional/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membros por grupo e regional' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Membros por grupo e regional' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const groupsBefore = new Set((await table.locator('tbody tr td:first-child').allInnerTexts()).map(spaced));
  expect(groupsBefore.size).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Grupo: Todos' }).click();
  await page.getByRole('dialog', { name: 'Filtrar por Grupo' }).getByRole('button', { name: 'Coordenação' }).click();
  await expect(page).toHaveURL(/group_id=\d+/);
  await expect(page.getByRole('button', { name: 'Grupo: Coordenação' })).toBeVisible();
  await expect
    .poll(async () => new Set((await table.locator('tbody tr td:first-child').allInnerTexts()).map(spaced)))
    .toEqual(new Set(['Coordenação']));
  const shown = (await table.locator('tbody tr').all()).length;
  const rows: string[][] = [];
  for (let i = 0; i < shown; i += 1)
    rows.push((await table.locator('tbody tr').nth(i).getByRole('cell').allInnerTexts()).map(spaced));
  const total = (await table.locator('tfoot tr').getByRole('cell').allInnerTexts()).map(spaced);
  expect(total[0]).toBe('Total');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^relatorio-membros-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const [sheet, filters] = workbook.worksheets;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Grupo',
    'Regional',
    'Membros',
    'Ativos',
    'Novos no período',
  ]);
  const filed: string[][] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1)
    filed.push((sheet.getRow(r).values as unknown[]).slice(1).map((v) => String(v)));
  expect(filed).toEqual(rows);
  const lines = (filters.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row.slice(1, 3).map(String));
  expect(lines).toContainEqual(['Grupo', 'Coordenação']);
  expect(lines.find(([name]) => name === 'Período')?.[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
});
