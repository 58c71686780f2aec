import { IMPORT_MESSAGES, IMPORT_PREVIEW_ROWS, type Language } from '@console/contract';
import type { Storage } from '../../platform/storage/index.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { LimitExceeded, limitMessage, type ReadLimits } from './limits.ts';
import { cellText, readSheet, type FileKind } from './read.ts';

/**
 * The header row and the first rows, read from the stored file as a stream; throws 422 when it is not a readable
 * sheet, or when it passes one of the read's limits (named in the user's language).
 */
export async function sheetHead(
  storage: Storage,
  limits: ReadLimits,
  key: string,
  kind: FileKind,
  lang: Language,
): Promise<{ headers: string[]; preview: string[][] }> {
  const object = await storage.get(key);
  if (!object) throw notFound();
  const rows: string[][] = [];
  try {
    for await (const row of readSheet(object.stream, kind, limits)) {
      rows.push(row.cells.map(cellText));
      if (rows.length > IMPORT_PREVIEW_ROWS) break;
    }
  } catch (error) {
    if (error instanceof LimitExceeded) throw invalid({ file: [limitMessage(error, lang)] });
    // The person reads "could not be read"; the operator's log keeps why (a reader's failure is not always the file's).
    console.warn(`import ${key}: spreadsheet not read: ${error instanceof Error ? error.message : String(error)}`);
    throw invalid({ file: [IMPORT_MESSAGES.unreadable] });
  } finally {
    object.stream.destroy();
  }
  if (!rows.length) throw invalid({ file: [IMPORT_MESSAGES.fileEmpty] });
  const width = Math.max(...rows.map((r) => r.length));
  const headers = Array.from({ length: width }, (_, i) => rows[0][i] || `Coluna ${i + 1}`);
  return { headers, preview: rows.slice(1).map((r) => headers.map((_, i) => r[i] ?? '')) };
}
