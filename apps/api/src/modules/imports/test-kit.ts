import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { importPath, type ImportError, type ImportJob } from '@console/contract';
import { bearer, type TestContext } from '../../test/context.ts';
import { multipartBody } from '../../test/samples.ts';

/** An xlsx of these rows (the first is the header), built as a person would in Excel. */
export async function xlsxOf(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Planilha');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet of an xlsx as arrays of cell values (the header row included). */
export async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Requests of the import routes as a token's user. */
export function importClient(ctx: TestContext, target: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    ctx.call(method, url, token, payload);
  return {
    upload(token: string, data: Buffer, filename = 'pessoas.xlsx', query = '') {
      const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
      return ctx.app.inject({
        method: 'POST',
        url: `${importPath(target)}${query}`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
    },
    get: (token: string, id: number, query = '') => call('GET', `${importPath(target, id)}${query}`, token),
    mapping: (token: string, id: number, mapping: (string | null)[]) =>
      call('PUT', importPath(target, id, 'mapping'), token, { mapping }),
    dryRun: (token: string, id: number) => call('POST', importPath(target, id, 'dry-run'), token),
    run: (token: string, id: number, welcome = false) =>
      call('POST', importPath(target, id, 'run'), token, { welcome }),
    errors: (token: string, id: number, query = '?per_page=100') =>
      call('GET', `${importPath(target, id, 'errors')}${query}`, token),
    report: (token: string, id: number) => call('GET', importPath(target, id, 'report'), token),

    /** Uploads and answers the job, failing the test on anything but 201. */
    async uploaded(token: string, data: Buffer, filename?: string): Promise<ImportJob> {
      const res = await this.upload(token, data, filename);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as ImportJob;
    },

    /** Polls the job until its pass ends. */
    async settled(token: string, id: number): Promise<ImportJob> {
      for (let i = 0; i < 600; i++) {
        const job = (await this.get(token, id)).json().data as ImportJob;
        if (job.status !== 'checking' && job.status !== 'importing') return job;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`import ${id} did not finish`);
    },

    /** Starts a pass (202) and answers the job once it ended. */
    async pass(token: string, id: number, phase: 'dry-run' | 'run', welcome = false): Promise<ImportJob> {
      const res = phase === 'run' ? await this.run(token, id, welcome) : await this.dryRun(token, id);
      expect(res.statusCode, res.body).toBe(202);
      return this.settled(token, id);
    },

    async allErrors(token: string, id: number): Promise<ImportError[]> {
      const res = await this.errors(token, id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.data as ImportError[];
    },
  };
}
