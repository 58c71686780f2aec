import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { PartGuard, type PartKind, type ReadLimits } from './limits.ts';

/**
 * exceljs's streaming reader of a workbook, with every unzipped part going through a PartGuard (limits.ts) before
 * exceljs parses it. Its own `parse` (exceljs 4.4, lib/stream/xlsx/workbook-reader.js) is repeated here for that:
 * it gives exceljs the zip's entries as they come, drains the parts it does not read, and keeps a sheet that comes
 * before the shared strings in a temporary file until they are read, as exceljs does, the file as bounded as the rest.
 */

const fromExcel = createRequire(createRequire(import.meta.url).resolve('exceljs'));
const unzip = fromExcel('unzipper') as { Parse: (options: { forceStream: boolean }) => NodeJS.ReadWriteStream };
const iterateStream = fromExcel('./lib/utils/iterate-stream.js') as (stream: Readable) => AsyncIterable<Buffer>;

interface ZipEntry extends Readable {
  path: string;
  autodrain(): void;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const PARTS = new Set(['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml']);

type ReaderBase = new (
  input: Readable,
  options: object,
) => {
  input: Readable;
  stream: Readable;
  sharedStrings?: unknown[];
  workbookRels?: unknown;
  /** The workbook part's model (its sheets), set when xl/workbook.xml was read. */
  model?: unknown;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator<unknown>;
};
const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderBase;

async function drain(part: Readable): Promise<void> {
  part.resume();
  await finished(part);
}

const kindOf = (path: string): PartKind =>
  SHEET.test(path)
    ? 'sheet'
    : path === 'xl/sharedStrings.xml'
      ? 'sharedStrings'
      : PARTS.has(path)
        ? 'other'
        : 'drained';

export class GuardedWorkbookReader extends Base {
  private readonly budget: { left: number };

  constructor(
    input: Readable,
    private readonly limits: ReadLimits,
  ) {
    super(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    this.budget = { left: limits.unzippedBytes };
  }

  private guarded(entry: ZipEntry): Readable {
    const guard = new PartGuard(kindOf(entry.path), this.limits, this.budget);
    entry.on('error', (error) => guard.destroy(error));
    return entry.pipe(guard);
  }

  async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const zip = unzip.Parse({ forceStream: true });
    this.stream = this.input;
    this.input.on('error', (error) => (zip as unknown as Readable).destroy(error));
    this.input.pipe(zip);
    const waiting: { sheetNo: string; path: string }[] = [];
    let folder: string | undefined;
    try {
      // Node's own iteration of the entries: exceljs's iterate-stream helper ended the loop, now and then, before a
      // last part (a workbook written after its sheet was never read), and the sheet then failed on its names.
      for await (const entry of zip as unknown as AsyncIterable<ZipEntry>) {
        const sheet = SHEET.exec(entry.path);
        const part = this.guarded(entry);
        if (!sheet && !PARTS.has(entry.path)) {
          // Not read, but unzipped all the same: its bytes count.
          await drain(part);
          continue;
        }
        if (entry.path === 'xl/_rels/workbook.xml.rels') await this._parseRels(part);
        else if (entry.path === 'xl/workbook.xml') await this._parseWorkbook(part);
        else if (entry.path === 'xl/sharedStrings.xml') yield* this._parseSharedStrings(part) as AsyncGenerator<never>;
        else if (entry.path === 'xl/styles.xml') await this._parseStyles(part);
        // A sheet is read at once only after the workbook (its sheets' names), its relations and shared strings:
        // exceljs checks the last two only, and failed on a zip whose writer put xl/workbook.xml after the sheet.
        else if (sheet && this.sharedStrings && this.workbookRels && this.model)
          yield* this._parseWorksheet(iterateStream(part), sheet[1]) as Generator<never>;
        else if (sheet) {
          folder ??= await mkdtemp(join(tmpdir(), 'import-'));
          const path = join(folder, `sheet${sheet[1]}.xml`);
          await pipeline(part, createWriteStream(path));
          waiting.push({ sheetNo: sheet[1], path });
        }
        // Whatever a parser left unread is still unzipped through the guard.
        await drain(part);
      }
      for (const { sheetNo, path } of waiting) {
        yield* this._parseWorksheet(iterateStream(createReadStream(path)), sheetNo) as Generator<never>;
      }
    } finally {
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }
}
