import { pipeline } from 'node:stream/promises';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, type ImportMode } from '@console/contract';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { slices } from '../../platform/work-limiter.ts';
import { LimitExceeded, limitMessage, readLimits } from './limits.ts';
import { byteCounter, cellText, readSheet, type SheetRow } from './read.ts';
import { importsRepo, type ErrorRow, type JobRow } from './repo.ts';
import type { FieldError, ImportTarget, Importer, MappedRow, ValidRow } from './target.ts';

/** Rows checked per batch (the first errors are saved after the first batch) and written per transaction. */
const CHECK_BATCH = 250;
const IMPORT_BATCH = 250;

export type Phase = 'check' | 'import';

export interface PassOptions {
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'config' | 'collections'>;
  job: JobRow;
  importer: Importer;
  target: ImportTarget;
  phase: Phase;
  /** Set when the app closes: the pass stops between batches. */
  stopping: () => boolean;
  /** Outbox ids of welcome mails a committed batch queued. */
  onMails: (ids: number[]) => void;
  /**
   * Called just before the outcome is written: the pass's slot of heavy work is free by the time a poller reads that
   * it ended (the person who sees "imported" and uploads the next file at once got a 429 otherwise).
   */
  settling: () => void;
  requestId: string;
}

class Stopped extends Error {}

/**
 * One pass over the file: the dry run (every row checked, nothing written but the errors) or the import (each batch
 * checked again and written in one transaction with the job's progress, so a failure leaves the committed batches
 * and `next_row` where the next run continues). Repeated unique values within the file are refused from their second
 * row on. The job row carries the progress the console polls.
 */
export async function runPass({
  deps,
  job,
  importer,
  target,
  phase,
  stopping,
  onMails,
  settling,
  requestId,
}: PassOptions): Promise<void> {
  const { db, clock } = deps;
  const mode = job.mode as ImportMode;
  const slice = slices(job.client_id);
  const repo = importsRepo(db);
  const clientId = job.client_id;
  const headers = JSON.parse(job.headers) as string[];
  const mapping = JSON.parse(job.mapping) as (string | null)[];
  const columnOf = new Map(mapping.flatMap((key, i) => (key ? [[key, headers[i]] as const] : [])));
  /** Errors of a row in the sheet's column order (the whole row's first). */
  const indexOf = (field: string | null) => (field === null ? -1 : mapping.indexOf(field));
  const prepared = await target.prepare(clientId, importer);
  const seen = new Map<string, number>();
  const totals = {
    processed: 0,
    errorRows: job.error_rows,
    errorCount: job.error_count,
    created: job.created_count,
    updated: job.updated_count,
    bytes: 0,
  };
  let batch: { row: MappedRow; errors: FieldError[] }[] = [];
  let lastRow = 0;

  const toErrorRows = (errors: FieldError[], rows: Map<number, MappedRow>): ErrorRow[] =>
    errors.map((e) => ({
      row: e.row,
      column: (e.field && columnOf.get(e.field)) ?? '',
      value: e.field ? cellText(rows.get(e.row)?.cells[e.field] ?? null).slice(0, 500) : '',
      message: e.message,
    }));

  async function flush(): Promise<void> {
    if (!batch.length) return;
    const current = batch;
    batch = [];
    const rows = new Map(current.map((b) => [b.row.row, b.row]));
    await slice.pause();
    const checked = await prepared.check(current.filter((b) => !b.errors.length).map((b) => b.row));
    const { valid, errors } = byMode(checked.valid, checked.errors);
    await slice.pause();
    const all = [...current.flatMap((b) => b.errors), ...errors].sort(
      (a, b) => a.row - b.row || indexOf(a.field) - indexOf(b.field),
    );
    totals.errorRows += new Set(all.map((e) => e.row)).size;
    totals.errorCount += all.length;
    const progress = {
      processed_rows: totals.processed,
      bytes_read: totals.bytes,
      error_rows: totals.errorRows,
      error_count: totals.errorCount,
      updated_at: isoAt(clock()),
    };
    const end = current[current.length - 1].row.row + 1;
    const committed = await db.transaction().execute(async (trx) => {
      // The dry run counts what the import will create and update.
      const written =
        phase === 'import'
          ? await prepared.write(trx, valid, { welcome: job.welcome === 1 })
          : { created: valid.filter((v) => v.existing === null).length, updated: 0, mails: [] };
      if (phase === 'check') written.updated = valid.length - written.created;
      totals.created += written.created;
      totals.updated += written.updated;
      await importsRepo(trx).addErrors(clientId, job.id, toErrorRows(all, rows));
      const counts = {
        created_count: totals.created,
        updated_count: totals.updated,
        ...(phase === 'import' ? { next_row: end } : {}),
      };
      await importsRepo(trx).update(clientId, job.id, { ...progress, ...counts });
      return written;
    });
    if (committed.mails.length) onMails(committed.mails);
    if (committed.changes?.length) deps.collections.announce(clientId, committed.changes);
    await slice.pause();
    if (stopping()) throw new Stopped();
  }

  /** Rows the mode leaves alone become errors: an existing record in create-only, a new one in update-only. */
  function byMode(valid: ValidRow[], errors: FieldError[]): { valid: ValidRow[]; errors: FieldError[] } {
    if (mode === 'both') return { valid, errors };
    const kept: ValidRow[] = [];
    const refused: FieldError[] = [...errors];
    for (const row of valid) {
      if (mode === 'create' && row.existing !== null)
        refused.push({ row: row.row, field: null, message: IMPORT_MESSAGES.createOnly });
      else if (mode === 'update' && row.existing === null)
        refused.push({ row: row.row, field: null, message: IMPORT_MESSAGES.updateOnly });
      else kept.push(row);
    }
    return { valid: kept, errors: refused };
  }

  const take = async (sheetRow: SheetRow) => {
    await slice.pause();
    lastRow = sheetRow.row;
    totals.processed += 1;
    if (totals.processed > IMPORT_MAX_ROWS) throw new Error(IMPORT_MESSAGES.tooManyRows);
    const cells: MappedRow['cells'] = {};
    mapping.forEach((key, i) => {
      if (key) cells[key] = sheetRow.cells[i] ?? null;
    });
    const row = { row: sheetRow.row, cells };
    const skipped = phase === 'import' && row.row < job.next_row;
    const errors: FieldError[] = [];
    for (const [field, value] of prepared.uniques(row)) {
      const key = `${field}\u0000${value}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.row);
      else errors.push({ row: row.row, field, message: IMPORT_MESSAGES.duplicateInFile(first) });
    }
    if (skipped) return;
    batch.push({ row, errors });
    if (batch.length >= (phase === 'import' ? IMPORT_BATCH : CHECK_BATCH)) await flush();
  };

  try {
    await slice.start();
    const object = await deps.storage.get(job.storage_key);
    if (!object) throw new Error(IMPORT_MESSAGES.unreadable);
    const counted = byteCounter((bytes) => (totals.bytes = bytes));
    const feeding = pipeline(object.stream, counted).catch(() => {});
    let header = true;
    try {
      for await (const sheetRow of readSheet(counted, job.file_kind, readLimits(deps.config))) {
        if (header) header = false;
        else await take(sheetRow);
      }
    } finally {
      object.stream.destroy();
      await feeding;
    }
    await flush();
    const done = phase === 'import' ? { status: 'imported', next_row: lastRow + 1 } : { status: 'checked' };
    settling();
    await db.transaction().execute(async (trx) => {
      await importsRepo(trx).update(clientId, job.id, {
        ...done,
        total_rows: totals.processed,
        processed_rows: totals.processed,
        bytes_read: Number(job.file_size),
        failure: null,
        updated_at: isoAt(clock()),
      });
      if (phase === 'import') await audit(trx, 'imported');
    });
    // An imported file is not needed any more (it counted against the client's quota of kept files).
    if (phase === 'import') await deps.storage.delete(job.storage_key).catch(() => {});
  } catch (error) {
    const failure =
      error instanceof Stopped
        ? IMPORT_MESSAGES.interrupted
        : phase === 'import'
          ? `${IMPORT_MESSAGES.stopped(await nextRow())} (${reason(error, phase)})`
          : reason(error, phase);
    settling();
    await db.transaction().execute(async (trx) => {
      await importsRepo(trx).update(clientId, job.id, { status: 'failed', failure, updated_at: isoAt(clock()) });
      if (phase === 'import') await audit(trx, 'failed');
    });
  } finally {
    slice.end();
  }

  async function nextRow(): Promise<number> {
    return (await repo.byId(clientId, job.target, job.id))?.next_row ?? job.next_row;
  }

  /** One entry per import run, with its counts (never one per row). */
  async function audit(trx: Parameters<typeof recordAudit>[0], outcome: 'imported' | 'failed'): Promise<void> {
    const after = {
      outcome,
      file_name: job.file_name,
      rows: totals.processed,
      created: totals.created,
      updated: totals.updated,
      error_rows: totals.errorRows,
      welcome: job.welcome === 1,
    };
    await recordAudit(trx, {
      clientId,
      actorUserId: job.user_id,
      action: `${target.entity}.import`,
      entity: target.entity,
      entityId: job.id,
      after,
      requestId,
      at: clock(),
    });
  }
}

/** A failure's message for the administrator: our own texts pass through; a write names the database's error. */
function reason(error: unknown, phase: Phase): string {
  if (error instanceof LimitExceeded) return limitMessage(error, 'pt-br');
  const text = error instanceof Error ? error.message : String(error);
  if ((Object.values(IMPORT_MESSAGES) as unknown[]).includes(text)) return text;
  return phase === 'import' ? `erro ao gravar: ${text.slice(0, 200)}` : IMPORT_MESSAGES.unreadable;
}
