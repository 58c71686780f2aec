import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestKit } from '../../test/kit.ts';

/** What the export tests of every list share: the file read back, its filters sheet, the export's audit entry. */

export interface Exported {
  /** The list's sheet: header, then rows of cell values (exceljs's: numbers, Dates, strings, null). */
  header: unknown[];
  rows: unknown[][];
  sheet: ExcelJS.Worksheet;
  /** The filters sheet as label → value. */
  about: Record<string, string>;
}

const valuesOf = (row: ExcelJS.Row, width: number): unknown[] =>
  Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null);

/** An xlsx answer parsed back with exceljs. */
export async function readXlsx(payload: Buffer): Promise<Exported> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const [sheet, side] = workbook.worksheets;
  const width = sheet.getRow(1).cellCount;
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => valuesOf(sheet.getRow(i + 2), width));
  const about = side
    ? Object.fromEntries(
        Array.from({ length: side.rowCount - 1 }, (_, i) =>
          valuesOf(side.getRow(i + 2), 2).map((v) => String(v ?? '')),
        ),
      )
    : {};
  return { header: valuesOf(sheet.getRow(1), width), rows, sheet, about };
}

/** A CSV answer split into fields (';', quotes doubled), without its BOM. */
export const readCsv = (body: string): string[][] =>
  body
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      line
        .split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)
        .map((f) => (f.startsWith('"') ? f.slice(1, -1).replaceAll('""', '"') : f)),
    );

/** GET a list as a file; expects 200 and the attachment's type. */
export async function download(kit: TestKit, url: string, token: string, format: 'xlsx' | 'csv' = 'xlsx') {
  const res = await kit.call('GET', `${url}${url.includes('?') ? '&' : '?'}format=${format}`, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain(format === 'xlsx' ? 'spreadsheetml' : 'text/csv');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="[\\w-]+-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
  );
  return res;
}

/** The newest audit entry of an action: who, and its after (format, filters, rows). */
export async function lastExportAudit(kit: TestKit, action: string) {
  const row = await kit.db
    .selectFrom('audit_log')
    .select(['client_id', 'actor_user_id', 'after'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return (
    row && {
      client_id: row.client_id,
      actor_user_id: row.actor_user_id,
      after: JSON.parse(row.after ?? 'null') as { format: string; filters: Record<string, unknown>; rows?: number },
    }
  );
}

/** Gives a user an area's tag with its exportar sub-tag off (through the permissions API, which refreshes the session). */
export async function grantWithoutExport(kit: TestKit, userId: number, tag: string): Promise<void> {
  const module = await kit.call(
    'POST',
    `/api/v2/admin/asap-user/permission/module/${userId}?modulo=${tag}`,
    kit.admin3,
    { enabled: true },
  );
  expect(module.statusCode, module.body).toBe(200);
  const id = module.json().data.permission.id as number;
  const sub = await kit.call('PUT', `/api/v2/admin/permission/${id}/sub/update`, kit.admin3, {
    tag: `${tag}.exportar`,
    enabled: false,
  });
  expect(sub.statusCode, sub.body).toBe(200);
}
