import { expect, test } from '@playwright/test';
import { unique } from './support.ts';
import { createRecord, listSearch, listTable, rowWith, signInAdmin } from './collections-support.ts';

// Issue 12: a write to a collection is announced on the changes socket, and an open list of it refreshes.

test('a term created through the API shows up in the open glossary list without a reload', async ({ page }) => {
  const tag = unique();
  const term = `Ponto de encontro ${tag}`;
  await signInAdmin(page);
  await page.goto('/glossario');
  const table = listTable(page, 'Glossário');
  await expect(table).toBeVisible();
  await listSearch(page, 'Glossário').fill(tag);
  await expect(page.getByText('Nenhum registro corresponde à busca ou aos filtros.')).toBeVisible();
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  await createRecord(page.request, 'glossario', {
    termo: term,
    definicao: 'O lugar combinado para a saída das caminhadas.',
  });

  await expect(rowWith(table, term)).toHaveCount(1);
  await expect(rowWith(table, term)).toContainText('O lugar combinado para a saída das caminhadas.');
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
});
