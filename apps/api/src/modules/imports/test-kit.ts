import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { importPath, type ImportError, type ImportJob, type ImportMode } from '@console/contract';
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
    upload(token: string, data: Buffer, filename = 'pessoas.xlsx', query = '', extra: Record<string, string> = {}) {
      const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
      return ctx.app.inject({
        method: 'POST',
        url: `${importPath(target)}${query}`,
        headers: { ...bearer(token), ...headers, ...extra },
        payload,
      });
    },
    get: (token: string, id: number, query = '') => call('GET', `${importPath(target, id)}${query}`, token),
    mapping: (token: string, id: number, mapping: (string | null)[]) =>
      call('PUT', importPath(target, id, 'mapping'), token, { mapping }),
    dryRun: (token: string, id: number, mode?: ImportMode) =>
      call('POST', importPath(target, id, 'dry-run'), token, mode ? { mode } : undefined),
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
    async pass(
      token: string,
      id: number,
      phase: 'dry-run' | 'run',
      welcome = false,
      mode?: ImportMode,
    ): Promise<ImportJob> {
      const res = phase === 'run' ? await this.run(token, id, welcome) : await this.dryRun(token, id, mode);
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

/** An entry of a hand-made zip: its bytes deflated once, with the size and CRC of what they unzip to. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

export const zipPart = (name: string, content: Buffer | string): ZipPart => {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/**
 * A zip of these entries (local headers with their sizes, then the central directory), written by hand so a test
 * can make an archive that unzips to gigabytes without ever holding them: the same deflated part named many times.
 */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(part.crc, 14);
    header.writeUInt32LE(part.deflated.length, 18);
    header.writeUInt32LE(part.size, 22);
    header.writeUInt16LE(name.length, 26);
    locals.push(header, name, part.deflated);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(part.crc, 16);
    record.writeUInt32LE(part.deflated.length, 20);
    record.writeUInt32LE(part.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += 30 + name.length + part.deflated.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const XLSX_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const XLSX_ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const XLSX_BOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Planilha" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const XLSX_BOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;

/** A sheet's XML around the rows' XML. */
export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

/**
 * A minimal xlsx by hand: the workbook's parts, then `extra` (shared strings, a sheet) as given; `workbookLast` puts
 * xl/workbook.xml after them (a zip's order is the writer's: nothing makes the workbook come first).
 */
export const xlsxByHand = (extra: ZipPart[], { workbookLast = false } = {}): Buffer => {
  const book = zipPart('xl/workbook.xml', XLSX_BOOK);
  return zipOf([
    zipPart('[Content_Types].xml', XLSX_TYPES),
    zipPart('_rels/.rels', XLSX_ROOT_RELS),
    ...(workbookLast ? [] : [book]),
    zipPart('xl/_rels/workbook.xml.rels', XLSX_BOOK_RELS),
    ...extra,
    ...(workbookLast ? [book] : []),
  ]);
};
