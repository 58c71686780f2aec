import { IMPORT_MESSAGES, type ImportJob, type ImportMode, type Language } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { importMessageIn } from './messages.ts';
import type { JobRow } from './repo.ts';
import type { TargetField } from './target.ts';

/** How far a pass has gone: rows checked or written of the total, or bytes read while the total is not known. */
function progressOf(job: JobRow, status: string): number {
  if (status === 'uploaded') return 0;
  if (status === 'checked' || status === 'imported') return 1;
  if (job.total_rows) return Math.min(1, job.processed_rows / job.total_rows);
  return Number(job.file_size) ? Math.min(1, Number(job.bytes_read) / Number(job.file_size)) : 0;
}

/**
 * The job as its reader reads it: its failure in their language. `cut`: a running job the server stopped (no pass
 * has moved it for a while), shown as failed with the reason.
 */
export function presentJob(job: JobRow, fields: TargetField[], lang: Language, cut: boolean): ImportJob {
  const status = (cut ? 'failed' : job.status) as ImportJob['status'];
  return {
    id: job.id,
    target: job.target,
    file_name: job.file_name,
    status,
    headers: JSON.parse(job.headers) as string[],
    preview: JSON.parse(job.preview) as string[][],
    mapping: JSON.parse(job.mapping) as (string | null)[],
    fields: fields.map(({ key, label, required }) => ({ key, label, required })),
    total_rows: job.total_rows,
    processed_rows: job.processed_rows,
    progress: progressOf(job, status),
    error_rows: job.error_rows,
    error_count: job.error_count,
    created: job.created_count,
    updated: job.updated_count,
    next_row: job.next_row,
    welcome: job.welcome === 1,
    mode: job.mode as ImportMode,
    failure: importMessageIn(cut ? IMPORT_MESSAGES.interrupted : (job.failure ?? ''), lang) || null,
    created_at: new Date(toMillis(job.created_at)).toISOString(),
  };
}
