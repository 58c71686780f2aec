import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportError,
  type ImportJob,
  type ImportMode,
  type Language,
  type Paginated,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors.ts';
import { isPlatformAdmin } from '../../platform/tenancy.ts';
import { workLimiterOf, type Release } from '../../platform/work-limiter.ts';
import { autoMap } from './cells.ts';
import { readLimits } from './limits.ts';
import { runPass, type Phase } from './pass.ts';
import { importMessageIn } from './messages.ts';
import { errorReport } from './report.ts';
import { quotaExceeded, tooLargeFile } from './quota.ts';
import { sniffKind } from './read.ts';
import { importsRepo, type JobPatch, type JobRow } from './repo.ts';
import { presentJob } from './job-view.ts';
import { sheetHead } from './sheet-head.ts';
import type { ImportTarget, Importer, TargetField } from './target.ts';
import { welcomeThrottle } from './throttle.ts';

/** A running job whose row has not moved for this long was cut off (the server stopped): it may run again. */
const STALE_MS = 60_000;
const RUNNING = ['checking', 'importing'];
/** A job no pass has touched for this long gives its file up at the client's next upload (issue 27). */
const IDLE_MS = 3 * 24 * 3600_000;

export interface UploadedFile {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

const conflictMessage = (message: string) => conflict({ status: [message] });

/**
 * Bulk imports with a dry run (issue 15). Each pass runs in the background of this process; the console polls the
 * job. A job of another client, or of another target, is 404.
 */
export function importsService(deps: AppDeps) {
  const { db, clock, storage, config } = deps;
  const repo = importsRepo(db);
  const limits = readLimits(config);
  const work = workLimiterOf(config);
  const owner = (access: RequestAccess) => ({ clientId: access.clientId, userId: access.user.id });
  const importerOf = (access: RequestAccess): Importer => ({
    id: access.user.id,
    grants: access.grants,
    platformAdmin: isPlatformAdmin(access.user),
  });
  const running = new Map<number, Promise<void>>();
  let closing = false;
  const mails = welcomeThrottle(deps);

  const stale = (job: JobRow) =>
    RUNNING.includes(job.status) && !running.has(job.id) && clock() - toMillis(job.updated_at) > STALE_MS;

  /** The job as its reader reads it: its failure in their language. */
  const present = (job: JobRow, fields: TargetField[], lang: Language): ImportJob =>
    presentJob(job, fields, lang, stale(job));

  async function found(access: RequestAccess, target: ImportTarget, id: number): Promise<JobRow> {
    const job = await repo.byId(access.clientId, target.name, id);
    if (!job) throw notFound();
    return job;
  }

  const answer = async (access: RequestAccess, target: ImportTarget, id: number, lang: Language) =>
    present(await found(access, target, id), await target.fields(access.clientId), lang);

  /** Runs the pass in the background; its slot of heavy work is released as its outcome is written (or if it throws). */
  function start(
    job: JobRow,
    target: ImportTarget,
    phase: Phase,
    requestId: string,
    importer: Importer,
    release: Release,
  ): void {
    const pass = runPass({
      deps,
      job,
      importer,
      target,
      phase,
      requestId,
      stopping: () => closing,
      onMails: mails.add,
      settling: release,
    })
      .catch(() => {})
      .finally(() => {
        running.delete(job.id);
        release();
      });
    running.set(job.id, pass);
  }

  /** A slot of heavy work for a pass (429 beyond the caps), released by the pass or when it cannot start. */
  async function passWith(
    access: RequestAccess,
    lang: Language,
    phase: Phase,
    begin: () => Promise<JobRow>,
    target: ImportTarget,
    requestId: string,
  ): Promise<ImportJob> {
    const release = work.acquire(owner(access), phase === 'check' ? 'dry-run' : 'import', lang);
    let job: JobRow;
    try {
      job = await begin();
    } catch (error) {
      release();
      throw error;
    }
    start(job, target, phase, requestId, importerOf(access), release);
    return present(job, await target.fields(access.clientId), lang);
  }

  /** Moves the job into a pass when its state allows it; a job cut off by a stop counts as failed. */
  async function claim(
    access: RequestAccess,
    target: ImportTarget,
    id: number,
    phase: Phase,
    extra: JobPatch = {},
  ): Promise<JobRow> {
    const job = await found(access, target, id);
    if (RUNNING.includes(job.status) && !stale(job)) throw conflictMessage(IMPORT_MESSAGES.busy);
    if (job.status === 'imported') throw conflictMessage(IMPORT_MESSAGES.done);
    const started = job.next_row > 1;
    const fresh = phase === 'check' || !started;
    if (phase === 'check' && started) throw conflictMessage(IMPORT_MESSAGES.busy);
    if (phase === 'import' && job.total_rows === null && !started)
      throw invalid({ status: [IMPORT_MESSAGES.notChecked] });
    const reset = fresh
      ? {
          processed_rows: 0,
          bytes_read: 0,
          error_rows: 0,
          error_count: 0,
          created_count: 0,
          updated_count: 0,
          next_row: 1,
        }
      : { processed_rows: 0, bytes_read: 0 };
    const patch = {
      ...reset,
      ...extra,
      status: phase === 'check' ? 'checking' : 'importing',
      failure: null,
      updated_at: isoAt(clock()),
    };
    const claimed = await db.transaction().execute(async (trx) => {
      const won = await importsRepo(trx).claim(access.clientId, id, [job.status], patch);
      if (won && fresh) await importsRepo(trx).clearErrors(access.clientId, id);
      return won;
    });
    if (!claimed) throw conflictMessage(IMPORT_MESSAGES.busy);
    return (await found(access, target, id))!;
  }

  /** Files of jobs idle for IDLE_MS are deleted (the job says so and no longer counts against the quota). */
  async function discardIdle(clientId: number): Promise<void> {
    for (const job of await repo.idleWithFile(clientId, isoAt(clock() - IDLE_MS))) {
      if (running.has(job.id)) continue;
      await storage.delete(job.storage_key);
      await repo.update(clientId, job.id, { status: 'failed', file_size: 0, failure: IMPORT_MESSAGES.discarded });
    }
  }

  /** Stores the upload as it arrives (within the client's quota of kept files), then reads its head. */
  async function store(
    access: RequestAccess,
    target: ImportTarget,
    file: UploadedFile,
    lang: Language,
  ): Promise<ImportJob> {
    await discardIdle(access.clientId);
    const kept = await repo.keptBytes(access.clientId);
    if (kept >= config.IMPORT_QUOTA_BYTES) {
      file.stream.resume();
      throw quotaExceeded(config.IMPORT_QUOTA_BYTES, lang);
    }
    const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await chunks.next();
    const kind = sniffKind(first.done ? Buffer.alloc(0) : first.value);
    if (!kind) {
      file.stream.resume();
      throw new AppError(415, 'unsupportedType', {}, {}, { file: [IMPORT_MESSAGES.fileType] });
    }
    const key = `${access.clientId}/archives/${randomBytes(16).toString('hex')}.${kind}`;
    const body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      })(),
    );
    const { size } = await storage.put(
      key,
      body,
      kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
    );
    try {
      if (file.stream.truncated || size > IMPORT_MAX_BYTES) throw tooLargeFile(IMPORT_MAX_BYTES, lang);
      if (kept + size > config.IMPORT_QUOTA_BYTES) throw quotaExceeded(config.IMPORT_QUOTA_BYTES, lang);
      const { headers, preview } = await sheetHead(storage, limits, key, kind, lang);
      const fields = await target.fields(access.clientId);
      const at = isoAt(clock());
      const id = await repo.insert(access.clientId, {
        user_id: access.user.id,
        target: target.name,
        file_name: file.filename.slice(-200) || `importacao.${kind}`,
        storage_key: key,
        file_kind: kind,
        file_size: size,
        headers: JSON.stringify(headers),
        preview: JSON.stringify(preview),
        mapping: JSON.stringify(autoMap(headers, fields)),
        status: 'uploaded',
        created_at: at,
        updated_at: at,
      });
      return present((await repo.byId(access.clientId, target.name, id))!, fields, lang);
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
  }

  return {
    async upload(access: RequestAccess, target: ImportTarget, file: UploadedFile, lang: Language): Promise<ImportJob> {
      let release: Release;
      try {
        release = work.acquire(owner(access), 'upload', lang);
      } catch (error) {
        file.stream.resume();
        throw error;
      }
      try {
        return await store(access, target, file, lang);
      } finally {
        release();
      }
    },

    get: answer,
    async setMapping(
      access: RequestAccess,
      target: ImportTarget,
      id: number,
      mapping: (string | null)[],
      lang: Language,
    ): Promise<ImportJob> {
      const job = await found(access, target, id);
      if (RUNNING.includes(job.status) && !stale(job)) throw conflictMessage(IMPORT_MESSAGES.busy);
      if (job.status === 'imported' || job.next_row > 1) throw conflictMessage(IMPORT_MESSAGES.done);
      const headers = JSON.parse(job.headers) as string[];
      const fields = await target.fields(access.clientId);
      const known = new Set(fields.map((f) => f.key));
      const errors: Record<string, string[]> = {};
      if (mapping.length !== headers.length) errors.mapping = [IMPORT_MESSAGES.mappingLength];
      mapping.forEach((key, i) => {
        if (key === null) return;
        if (!known.has(key)) errors[`mapping.${i}`] = [IMPORT_MESSAGES.unknownField];
        else if (mapping.indexOf(key) !== i) errors[`mapping.${i}`] = [IMPORT_MESSAGES.fieldTwice];
      });
      for (const field of fields)
        if (field.required && !mapping.includes(field.key)) errors[field.key] = [IMPORT_MESSAGES.requiredUnmapped];
      if (Object.keys(errors).length) throw invalid(errors);
      await repo.update(access.clientId, id, {
        mapping: JSON.stringify(mapping),
        status: 'uploaded',
        total_rows: null,
        failure: null,
        updated_at: isoAt(clock()),
      });
      await repo.clearErrors(access.clientId, id);
      return answer(access, target, id, lang);
    },

    /** The dry run in a mode (create, update or both): it counts what the import will create and update. */
    dryRun(
      access: RequestAccess,
      target: ImportTarget,
      id: number,
      options: { mode: ImportMode; lang: Language; requestId: string },
    ): Promise<ImportJob> {
      return passWith(
        access,
        options.lang,
        'check',
        () => claim(access, target, id, 'check', { mode: options.mode }),
        target,
        options.requestId,
      );
    },

    /** The import, in the mode of its dry run (a different mode asks for a new dry run). */
    run(
      access: RequestAccess,
      target: ImportTarget,
      id: number,
      options: { welcome: boolean; mode?: ImportMode; lang: Language; requestId: string },
    ): Promise<ImportJob> {
      return passWith(
        access,
        options.lang,
        'import',
        async () => {
          const job = await found(access, target, id);
          if (options.mode && options.mode !== job.mode && job.next_row === 1)
            throw invalid({ mode: [IMPORT_MESSAGES.modeChanged] });
          return claim(access, target, id, 'import', { welcome: options.welcome ? 1 : 0 });
        },
        target,
        options.requestId,
      );
    },

    async errors(
      access: RequestAccess,
      target: ImportTarget,
      id: number,
      page: number,
      perPage: number,
      lang: Language,
    ): Promise<Paginated<ImportError>> {
      const job = await found(access, target, id);
      const rows = await repo.errorsPage(access.clientId, id, (page - 1) * perPage, perPage);
      const data = rows.map((e) => ({ ...e, message: importMessageIn(e.message, lang) }));
      const total = job.error_count;
      return { data, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)), total };
    },

    /** The errors of the last pass as an xlsx: row, column, value, message (in the reader's language). */
    async report(
      access: RequestAccess,
      target: ImportTarget,
      id: number,
      lang: Language,
      onError: (error: unknown) => void,
    ): Promise<{ stream: Readable; fileName: string }> {
      const job = await found(access, target, id);
      const stream = errorReport(repo.errorBatches(access.clientId, id), lang, onError);
      return { stream, fileName: `erros-importacao-${job.id}.xlsx` };
    },

    /** Stops the passes between batches (they mark their jobs to run again) and the welcome mails' queue. */
    async close(): Promise<void> {
      closing = true;
      mails.close();
      await Promise.all(running.values());
    },
  };
}
