import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { csvText, neutralised } from './columns.ts';
import { download, readCsv, readXlsx } from './test-kit.ts';

/**
 * CSV injection (issue 27): text a member or a self-registered account wrote and that a spreadsheet would run as a
 * formula leaves every CSV export with a leading quote; the xlsx stores it as text (an inline string, never a formula).
 */

const FORMULAS = ['=HYPERLINK("http://x.test","ok")', '+SUM(1,1)', '-2+3+cmd', '@SUM(A1)', '\tTAB', '\rCR'];

let kit: TestKit;
let userIds: number[] = [];

beforeAll(async () => {
  kit = await testKit();
  const users = await kit.db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', 3)
    .where('deleted_at', 'is', null)
    .where('email', 'not in', ['admin@asta.demo', 'member@asta.demo'])
    .orderBy('id')
    .limit(FORMULAS.length)
    .execute();
  userIds = users.map((u) => u.id);
  for (const [i, id] of userIds.entries())
    await kit.db.updateTable('users').set({ name: FORMULAS[i] }).where('id', '=', id).execute();
  const at = new Date().toISOString();
  for (const texto of FORMULAS)
    await kit.db
      .insertInto('feed_posts')
      .values({
        client_id: 3,
        pasta_id: kit.folders.geral,
        author_id: userIds[0],
        titulo: '=1+1',
        texto,
        status: 'pending',
        likes: 0,
        comments: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
});
afterAll(() => kit.close());

describe('CSV injection', () => {
  it('text starting with = + - @ tab or CR gets a leading quote; plain numbers and other text stay', () => {
    for (const text of FORMULAS) expect(neutralised(text)).toBe(`'${text}`);
    expect(neutralised('-5')).toBe('-5');
    expect(neutralised('+3,5')).toBe('+3,5');
    expect(neutralised('Ana = Bia')).toBe('Ana = Bia');
    expect(csvText('=1+1', 'text', 'pt-br')).toBe("'=1+1");
    // A number the export typed is written as a number.
    expect(csvText(-5, 'number', 'pt-br')).toBe('-5');
  });

  it('the users export writes what accounts named themselves as inert text', async () => {
    const csv = readCsv((await download(kit, '/api/v2/admin/asap-user?all=1', kit.admin3, 'csv')).body);
    const names = csv.slice(1).map((row) => row[1]);
    for (const text of FORMULAS.filter((t) => !/^[\t\r]/.test(t))) {
      expect(names).toContain(`'${text}`);
      expect(names).not.toContain(text);
    }
    for (const cell of csv.slice(1).flat()) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('the feed export writes members’ posts as inert text', async () => {
    const csv = readCsv((await download(kit, '/api/v2/client/feed/moderacao', kit.admin3, 'csv')).body);
    const cells = csv.slice(1).flat();
    expect(cells).toContain('\'=HYPERLINK("http://x.test","ok")');
    expect(cells).toContain("'@SUM(A1)");
    expect(cells).toContain("'=1+1");
    for (const cell of cells) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('the xlsx keeps the same text as text, not as a formula', async () => {
    const file = await readXlsx((await download(kit, '/api/v2/admin/asap-user?all=1', kit.admin3)).rawPayload);
    const cells = file.rows.map((row) => row[1]);
    expect(cells).toContain(FORMULAS[0]);
    const at = cells.indexOf(FORMULAS[0]);
    const cell = file.sheet.getRow(at + 2).getCell(2);
    expect(cell.type).toBe(3); // ExcelJS.ValueType.String: no formula
    expect(cell.formula).toBeUndefined();
  });
});
