import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { listTable, signInAdmin, spaced } from './collections-support.ts';

// Issue 12: 'Exportar' downloads the list as a spreadsheet whose rows read as the list shows them.

/** exceljs, from the API's dependencies (it writes the exports). */
const ExcelJS = createRequire(new URL('../../apps/api/package.json', import.meta.url))(
  'exceljs',
) as typeof import('exceljs');

type Cell = import('exceljs').Cell;

/** A cell as the list writes its value: dates DD/MM/YYYY, money in R$, the rest as text. */
function shown(cell: Cell): string {
  const { value, numFmt } = cell;
  if (value instanceof Date) {
    expect(numFmt).toBe('dd/mm/yyyy');
    const [year, month, day] = value.toISOString().slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  }
  if (typeof value === 'number' && numFmt?.includes('R$'))
    return spaced(value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
  return spaced(cell.text);
}

test('the invoices list exported to xlsx holds the rows the list shows: labels, DD/MM/YYYY dates and R$ amounts', async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto('/faturas');
  const table = listTable(page, 'Faturas');
  await expect(table.getByRole('row').nth(3)).toBeVisible();

  // What the list shows: its columns (without the selection and the actions) and its first rows.
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map(spaced);
  const columns = headers
    .map((header, index) => ({ header, index }))
    .filter(({ header }) => header !== '' && header !== 'Ações');
  expect(columns.map((column) => column.header)).toEqual([
    'Número',
    'Tomador',
    'Emissão',
    'Vencimento',
    'Valor',
    'Status',
  ]);
  const listed: string[][] = [];
  for (let index = 1; index <= 3; index += 1) {
    const cells = (await table.getByRole('row').nth(index).getByRole('cell').allInnerTexts()).map(spaced);
    listed.push(columns.map((column) => cells[column.index]));
  }
  expect(listed[0][2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(listed[0][4]).toMatch(/^R\$ [\d.]+,\d{2}$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText(`Arquivo ${download.suggestedFilename()} baixado.`)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const fileHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => (fileHeaders[column] = spaced(cell.text)));
  const at = columns.map((column) => fileHeaders.indexOf(column.header));
  expect(
    at.every((column) => column > 0),
    `the list's columns in the file's header: ${fileHeaders.join(', ')}`,
  ).toBe(true);
  const filed = [2, 3, 4].map((row) => at.map((column) => shown(sheet.getRow(row).getCell(column))));
  expect(filed).toEqual(listed);
  // Every row of the list, not only its first page.
  expect(sheet.rowCount - 1).toBeGreaterThan(listed.length);
});
