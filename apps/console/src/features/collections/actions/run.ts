import { ACTION_BATCH, type ActionReport, type BulkActionResult, type CollectionRow } from '@console/contract';

/**
 * The two long runs of an action, apart from React so they can be tested on their own: a selection sent in requests
 * of ACTION_BATCH rows, and a row action that works in steps (its report's `next`) called again until it ends.
 * Both may be stopped between requests (never in the middle of one, which the server runs in one transaction).
 */

export interface RunControl {
  /** Told after each request: how many of the whole run are behind (rows sent, or done+skipped+failed) of how many. */
  onProgress?: (progress: { handled: number; total: number }) => void;
  /** Asked before each further request: true stops the run there. */
  stopped?: () => boolean;
}

export interface BulkOutcome {
  done: number[];
  failed: { id: number; message: string }[];
  /** Rows never sent (the run was stopped). */
  unsent: number[];
}

/**
 * Sends `ids` in requests of ACTION_BATCH. A refusal of the first request is thrown (a 422 on the input belongs on
 * the input's fields, and nothing was done); a later request's failure refuses its rows with `describe(error)` and
 * the run goes on with the next ones.
 */
export async function runInChunks(
  ids: readonly number[],
  send: (chunk: number[]) => Promise<BulkActionResult>,
  describe: (error: unknown) => string,
  { onProgress, stopped }: RunControl = {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [], unsent: [] };
  for (let start = 0; start < ids.length; start += ACTION_BATCH) {
    const chunk = ids.slice(start, start + ACTION_BATCH);
    if (start > 0 && stopped?.()) {
      outcome.unsent = ids.slice(start);
      break;
    }
    try {
      const answer = await send(chunk);
      outcome.done.push(...answer.done);
      outcome.failed.push(...answer.failed);
    } catch (error) {
      if (start === 0) throw error;
      const message = describe(error);
      outcome.failed.push(...chunk.map((id) => ({ id, message })));
    }
    onProgress?.({ handled: Math.min(start + chunk.length, ids.length), total: ids.length });
  }
  return outcome;
}

/** A stepped run's report over all its steps. */
export interface StepsReport {
  total: number;
  done: number;
  skipped: number;
  failed: ActionReport['failed'];
  /** The run was stopped before its last step. */
  stoppedAt: number | null;
}

export interface StepsOutcome {
  /** The row as the last step answered it. */
  row: CollectionRow;
  /** Null for an action that answers no report (done in one call). */
  report: StepsReport | null;
}

/**
 * Calls a row action, and while its report names a `next` step, again with that cursor; the reports add up. A cursor
 * that does not move on would call forever: it stops the run with an error.
 */
export async function runInSteps(
  send: (cursor: number | undefined) => Promise<{ row: CollectionRow; report?: ActionReport }>,
  { onProgress, stopped }: RunControl = {},
): Promise<StepsOutcome> {
  let answer = await send(undefined);
  if (!answer.report) return { row: answer.row, report: null };
  const report: StepsReport = { total: 0, done: 0, skipped: 0, failed: [], stoppedAt: null };
  let cursor: number | undefined;
  for (;;) {
    const step: ActionReport = answer.report!;
    report.total = Math.max(report.total, step.total);
    report.done += step.done;
    report.skipped += step.skipped;
    report.failed.push(...step.failed);
    onProgress?.({ handled: report.done + report.skipped + report.failed.length, total: report.total });
    if (step.next === null) break;
    if (step.next === cursor) throw new Error(`The action's step did not move on from ${step.next}.`);
    if (stopped?.()) {
      report.stoppedAt = step.next;
      break;
    }
    cursor = step.next;
    answer = await send(cursor);
    if (!answer.report) break;
  }
  return { row: answer.row, report };
}
