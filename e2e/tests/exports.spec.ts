import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { signIn, tokenOf, bearer } from './support.ts';

// Issue 15: every list exports its current filter as a spreadsheet streamed by the server; the users list, filtered
// by a group and a search, downloaded in Chromium and opened, holds what the screen lists.

/** exceljs, from the API's dependencies (it reads the file here). */
const ExcelJS = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'exceljs',
) as typeof import('exceljs');

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

test('the users list filtered by group and search, exported to xlsx, holds the rows the screen lists and says its filter', async ({
  page,
  request,
}) => {
  // The group with the most members of the client, by its id (the list's URL keeps the filter by id).
  const token = await tokenOf(request, 'admin@asta.demo');
  const headers = bearer(token);
  const everyone = (await (await request.get('/api/v2/admin/asap-user?client_id=3&all=1', { headers })).json())
    .data as { group: { id: number; name: string } | null }[];
  const counts = new Map<number, { name: string; n: number }>();
  for (const user of everyone)
    if (user.group) counts.set(user.group.id, { name: user.group.name, n: (counts.get(user.group.id)?.n ?? 0) + 1 });
  const [groupId, group] = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0];

  await signIn(page, '/asta/login', 'admin@asta.demo');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await page.goto(`/usuarios?group=${groupId}&search=asta&per_page=100`);
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // What the screen lists: name, e-mail, group, regional, unit and status of every row.
  const listed: string[][] = [];
  const rows = table.getByRole('row');
  for (let index = 1; index < (await rows.count()); index += 1) {
    const cells = (await rows.nth(index).getByRole('cell').allInnerTexts()).map(spaced);
    listed.push(cells.slice(1, 7).map((cell) => (cell === '—' ? '' : cell)));
  }
  expect(listed.length).toBeGreaterThan(1);
  expect(new Set(listed.map((row) => row[2]))).toEqual(new Set([group.name]));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(`Arquivo ${download.suggestedFilename()} baixado.`)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const [sheet, filters] = workbook.worksheets;
  expect(sheet.name).toBe('Usuários');
  const header: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (header[column - 1] = cell.text));
  expect(header).toEqual(['Código', 'Nome', 'E-mail', 'Grupo', 'Regional', 'Unidade', 'Cargo', 'Situação']);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  // The file's columns the screen shows too (the job role is the file's only).
  const filed = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
    [2, 3, 4, 5, 6, 8].map((column) => spaced(sheet.getRow(i + 2).getCell(column).text)),
  );
  expect(filed).toEqual(listed);

  expect(filters.name).toBe('Filtros');
  const said = Object.fromEntries(
    Array.from({ length: filters.rowCount - 1 }, (_, i) => [
      filters.getRow(i + 2).getCell(1).text,
      filters.getRow(i + 2).getCell(2).text,
    ]),
  );
  expect(said).toMatchObject({ Grupo: group.name, Busca: 'asta', Linhas: String(listed.length) });
  expect(said['Exportado em (horário de Brasília)']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
});
