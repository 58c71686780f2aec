import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import type { Db, DbOrTx } from '../../db/handle.ts';
import { isoAt, type Clock } from '../clock.ts';
import { claimJobs, expiredJobs, insertJob, purgeJobs, reapJob, settleJob, type JobRow } from './repo.ts';

/**
 * The platform's one job queue (issue 29, docs/automation.md): a table on both engines, so a job is written in the
 * transaction of the change that causes it and survives any process. Workers claim due jobs with a time limit;
 * a failure is retried with exponential backoff up to the kind's attempts; a job left running by a dead process is
 * taken back when its hold passes. Recurring kinds (cron, by croner) write each occurrence once, keyed by its time.
 */

/** A job as its handler sees it. */
interface RunningJob<P> {
  id: number;
  clientId: number | null;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  /** When a failure of this run would be retried; null on the last attempt. */
  retryAt: number | null;
  /** Aborted when the job passes its time limit. */
  signal: AbortSignal;
}

export interface JobKind<P = unknown> {
  kind: string;
  run(job: RunningJob<P>): Promise<void>;
  /** Runs in all (default 5). */
  attempts?: number;
  /** Time limit of one run (default 60 s). */
  timeoutMs?: number;
  /** The wait after the n-th failure: baseMs * 2^(n-1), at most maxMs (default 10 s to 1 h). */
  backoff?: { baseMs: number; maxMs: number };
  /** A cron pattern: the kind runs by itself at each of its times (one job per time, whatever the instances). */
  every?: string;
  /** The pattern's time zone (default America/Sao_Paulo, the product's first market). */
  timezone?: string;
}

/** A failure no retry will mend (a mailbox that does not exist): the job fails at once. */
export class PermanentJobError extends Error {}

interface Enqueue<P> {
  kind: string;
  clientId?: number | null;
  payload?: P;
  /** Default: now. */
  runAt?: number;
  /** Idempotency: a second enqueue with the same key writes nothing. */
  key?: string;
}

interface RunSummary {
  done: number;
  failed: number;
  retried: number;
  reaped: number;
}

export interface JobQueue {
  define<P>(kind: JobKind<P>): void;
  /** Inside the caller's transaction; answers the job's id (undefined when its key was already queued). */
  enqueue<P>(trx: DbOrTx, job: Enqueue<P>): Promise<number | undefined>;
  /** Runs the job of this key now if it is still waiting and due (a mail's first delivery right after its commit). */
  runNow(key: string): Promise<void>;
  /** Takes back expired holds, writes recurring occurrences, then runs every due job until none is left (tests). */
  runDue(): Promise<RunSummary>;
  /** The background worker: polls every `pollMs`, running up to `concurrency` jobs at once. */
  start(options: { pollMs: number; concurrency: number; log: JobLog }): void;
  /** Stops claiming, and waits for the jobs under way. */
  stop(): Promise<void>;
  /** The kinds defined, for the jobs screen's filter. */
  kinds(): string[];
}

interface JobLog {
  error(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}

/** Finished jobs are kept a week (failed ones a month) for the jobs screen, then removed, once an hour per process. */
const KEEP_DONE_MS = 7 * 86_400_000;
const KEEP_FAILED_MS = 30 * 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

const DEFAULTS = { attempts: 5, timeoutMs: 60_000, backoff: { baseMs: 10_000, maxMs: 3_600_000 } };
/** Past the time limit, the worker's own timeout is recorded before another instance would reap the job. */
const GRACE_MS = 5_000;
const BATCH = 20;
const ERROR_CHARS = 2000;

const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS) || 'Erro sem mensagem.';

export const backoffDelay = (backoff: { baseMs: number; maxMs: number }, failures: number): number =>
  Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));

export function jobQueue(db: Db, dialect: 'sqlite' | 'postgres', clock: Clock): JobQueue {
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const kinds = new Map<string, Required<Omit<JobKind, 'every'>> & { every?: Cron }>();
  /** The occurrence of each recurring kind already written by this process. */
  const written = new Map<string, string>();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let log: JobLog = { error() {}, warn() {} };

  const summary = (): RunSummary => ({ done: 0, failed: 0, retried: 0, reaped: 0 });

  async function writeOccurrences(): Promise<void> {
    const now = clock();
    for (const [kind, def] of kinds) {
      const next = def.every?.nextRun(new Date(now));
      if (!next) continue;
      const key = `${kind}@${next.toISOString()}`;
      if (written.get(kind) === key) continue;
      await insertJob(db, {
        client_id: null,
        kind,
        key,
        payload: '{}',
        run_at: next.toISOString(),
        max_attempts: def.attempts,
        timeout_ms: def.timeoutMs,
        created_at: isoAt(now),
      });
      written.set(kind, key);
    }
  }

  let purgedAt = -Infinity;
  async function purge(): Promise<void> {
    const now = clock();
    if (now - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now;
    await purgeJobs(db, isoAt(now - KEEP_DONE_MS), isoAt(now - KEEP_FAILED_MS));
  }

  async function reap(into: RunSummary): Promise<void> {
    await purge();
    const now = clock();
    for (const row of await expiredJobs(db, isoAt(now), BATCH)) {
      const def = kinds.get(row.kind);
      const lastError = 'O processo que executava a tarefa parou antes de terminá-la (tempo limite excedido).';
      const outcome =
        row.attempts >= row.max_attempts
          ? { status: 'failed' as const, finished_at: isoAt(now), last_error: lastError }
          : {
              status: 'pending' as const,
              run_at: isoAt(now + backoffDelay(def?.backoff ?? DEFAULTS.backoff, row.attempts)),
              last_error: lastError,
            };
      if (await reapJob(db, row, outcome)) into.reaped++;
    }
  }

  async function execute(row: JobRow, into: RunSummary): Promise<void> {
    const def = kinds.get(row.kind);
    const last = !def || row.attempts >= row.max_attempts;
    const retryAt = last ? null : clock() + backoffDelay(def.backoff, row.attempts);
    const abort = new AbortController();
    let limit: NodeJS.Timeout | undefined;
    try {
      if (!def) throw new PermanentJobError(`Tipo de tarefa desconhecido: ${row.kind}.`);
      const timedOut = new Promise<never>((_, reject) => {
        limit = setTimeout(() => {
          // Rejected first: a handler that ends on the abort does not count as done.
          reject(new Error(`Tempo limite de ${Math.round(row.timeout_ms / 1000)} s excedido.`));
          abort.abort();
        }, row.timeout_ms);
        limit.unref();
      });
      await Promise.race([
        def.run({
          id: row.id,
          clientId: row.client_id,
          payload: JSON.parse(row.payload) as unknown,
          attempt: row.attempts,
          retryAt,
          signal: abort.signal,
        }),
        timedOut,
      ]);
      clearTimeout(limit);
      if (await settleJob(db, row.id, worker, { status: 'done', finished_at: isoAt(clock()), last_error: null }))
        into.done++;
    } catch (error) {
      clearTimeout(limit);
      const lastError = messageOf(error);
      if (retryAt === null || error instanceof PermanentJobError) {
        if (
          await settleJob(db, row.id, worker, { status: 'failed', finished_at: isoAt(clock()), last_error: lastError })
        )
          into.failed++;
        log.warn({ job: row.id, kind: row.kind, error: lastError }, 'job failed');
      } else if (
        await settleJob(db, row.id, worker, { status: 'pending', run_at: isoAt(retryAt), last_error: lastError })
      )
        into.retried++;
    }
  }

  const claim = (limit: number, key?: string) =>
    claimJobs(db, dialect, {
      now: isoAt(clock()),
      worker,
      limit,
      graceMs: GRACE_MS,
      kinds: [...kinds.keys()],
      key,
    });

  let pollMs = 1000;
  let concurrency = 1;
  let ticking = false;
  let again = false;

  /** The next poll after `delay`; a poll under way polls again at once when it ends. */
  function wake(delay: number): void {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    ticking = true;
    again = false;
    let full = false;
    try {
      await reap(summary());
      await writeOccurrences();
      const free = concurrency - inFlight.size;
      if (free > 0) {
        const rows = await claim(free);
        full = rows.length === free;
        for (const row of rows) {
          const running: Promise<void> = execute(row, summary())
            .catch((error: unknown) => log.error({ err: error, job: row.id }, 'job bookkeeping failed'))
            .finally(() => {
              inFlight.delete(running);
              wake(0);
            });
          inFlight.add(running);
        }
      }
    } catch (error) {
      log.error({ err: error }, 'job queue: the poll failed');
    }
    ticking = false;
    wake(full || again ? 0 : pollMs);
  }

  return {
    define(kind) {
      if (kinds.has(kind.kind)) throw new Error(`Job kind ${kind.kind} is defined twice.`);
      kinds.set(kind.kind, {
        kind: kind.kind,
        run: kind.run as (job: RunningJob<unknown>) => Promise<void>,
        attempts: kind.attempts ?? DEFAULTS.attempts,
        timeoutMs: kind.timeoutMs ?? DEFAULTS.timeoutMs,
        backoff: kind.backoff ?? DEFAULTS.backoff,
        timezone: kind.timezone ?? 'America/Sao_Paulo',
        every: kind.every
          ? new Cron(kind.every, { timezone: kind.timezone ?? 'America/Sao_Paulo', paused: true })
          : undefined,
      });
    },
    async enqueue(trx, job) {
      const def = kinds.get(job.kind);
      if (!def) throw new Error(`Job kind ${job.kind} is not defined.`);
      const now = clock();
      return insertJob(trx, {
        client_id: job.clientId ?? null,
        kind: job.kind,
        key: job.key ?? null,
        payload: JSON.stringify(job.payload ?? {}),
        run_at: isoAt(job.runAt ?? now),
        max_attempts: def.attempts,
        timeout_ms: def.timeoutMs,
        created_at: isoAt(now),
      });
    },
    async runNow(key) {
      const [row] = await claim(1, key);
      if (row) await execute(row, summary());
    },
    async runDue() {
      const into = summary();
      await reap(into);
      await writeOccurrences();
      for (;;) {
        // Until a claim finds nothing: a job may enqueue others due at once (a send's chunks hand out deliveries).
        const rows = await claim(BATCH);
        if (!rows.length) return into;
        for (const row of rows) await execute(row, into);
      }
    },
    start(options) {
      if (!stopped) return;
      stopped = false;
      log = options.log;
      pollMs = options.pollMs;
      concurrency = options.concurrency;
      wake(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.all(inFlight);
    },
    kinds: () => [...kinds.keys()].sort(),
  };
}
