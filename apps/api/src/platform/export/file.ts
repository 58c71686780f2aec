import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { ExportFormat, Language } from '@console/contract';
import { writeWorkbook, type Cell } from '../xlsx/workbook.ts';
import { drained } from '../xlsx/zip.ts';
import { aboutSheet, type ExportAbout } from './about.ts';
import { csvField, csvText, neutralised, sheetColumns, type ExportColumn, type Labels } from './columns.ts';

/**
 * A list as a file (SPEC.md §9: Excel is the default export type): xlsx (platform/xlsx, streamed) or CSV (';' between
 * values and a BOM, as Excel in Portuguese opens it), written from batches of rows as they are read, so one batch is
 * in memory at a time whatever the list's size, and the writer waits for a slow reader.
 */
export interface ExportSpec<R> {
  format: ExportFormat;
  lang: Language;
  sheet: Labels;
  columns: ExportColumn<R>[];
  batches: AsyncIterable<R[]>;
  /** The filters sheet of the xlsx. */
  about?: ExportAbout;
}

async function* cellsOf<R>(spec: ExportSpec<R>): AsyncGenerator<Cell[][]> {
  for await (const batch of spec.batches) yield batch.map((row) => spec.columns.map((c) => c.value(row)));
}

/** Writes the file into `out` (and ends it); answers how many rows it held. */
export async function writeExport<R>(out: Writable, spec: ExportSpec<R>): Promise<number> {
  const { lang, columns } = spec;
  if (spec.format === 'xlsx') {
    return writeWorkbook(
      out,
      spec.sheet[lang],
      sheetColumns(columns, lang),
      cellsOf(spec),
      spec.about && aboutSheet(spec.about, lang),
    );
  }
  const write = async (text: string) => {
    if (out.destroyed) throw new Error('the export’s reader went away');
    if (!out.write(text)) await drained(out);
  };
  await write(`\ufeff${columns.map((c) => csvField(neutralised(c.label[lang]))).join(';')}\r\n`);
  let count = 0;
  for await (const batch of cellsOf(spec)) {
    count += batch.length;
    await write(
      batch
        .map((cells) => `${cells.map((v, i) => csvField(csvText(v, columns[i].format, lang))).join(';')}\r\n`)
        .join(''),
    );
  }
  out.end();
  return count;
}

/**
 * The file as a stream, answered at once; the rows are written as the reader takes them. `onDone` learns the row
 * count before the stream ends (so the export's audit entry holds it once the download completes); a failure (a
 * database error mid-way, the reader gone) destroys the stream and goes to `onError`.
 */
export function exportStream<R>(
  spec: ExportSpec<R>,
  onDone: (rows: number) => Promise<void>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const file = new PassThrough();
  file.pipe(out, { end: false });
  // A reader that went away stops the writer (it waits on `file`).
  out.once('close', () => file.destroy());
  (async () => {
    const rows = await writeExport(file, spec);
    if (!file.readableEnded) await once(file, 'end');
    await onDone(rows);
    out.end();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
