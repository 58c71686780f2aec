import { JOB_STATUSES, type JobItem, type JobStatus, type JobsQuery } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { jobById, jobRows, moveJob, type JobListRow, type JobScope } from './repo.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(toMillis(value)).toISOString();

const statusOf = (value: string): JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(value) ? (value as JobStatus) : 'pending';

const present = (row: JobListRow): JobItem => ({
  id: row.id,
  client_id: row.client_id,
  kind: row.kind,
  status: statusOf(row.status),
  run_at: iso(row.run_at)!,
  attempts: row.attempts,
  max_attempts: row.max_attempts,
  last_error: row.last_error,
  created_at: iso(row.created_at)!,
  started_at: iso(row.started_at),
  finished_at: iso(row.finished_at),
});

/** A job that is not in a state the action applies to (a worker took it meanwhile): 409. */
const notNow = () => new AppError(409, 'transition');

export interface JobActor {
  scope: JobScope;
  userId: number;
  requestId: string;
}

/**
 * The jobs screen's rules: a client's administrators read their client's jobs; retry puts a failed or cancelled job
 * back in the queue now with its attempts anew; cancel takes a pending job out of it. Both are audited.
 */
export function jobsService(deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>) {
  async function move(actor: JobActor, id: number, action: 'retry' | 'cancel'): Promise<JobItem> {
    return deps.db.transaction().execute(async (trx) => {
      const before = await jobById(trx, actor.scope, id);
      if (!before) throw notFound();
      const now = isoAt(deps.clock());
      const moved =
        action === 'retry'
          ? await moveJob(trx, id, ['failed', 'cancelled'], {
              status: 'pending',
              run_at: now,
              attempts: 0,
              finished_at: null,
            })
          : await moveJob(trx, id, ['pending'], { status: 'cancelled', finished_at: now });
      if (!moved) throw notNow();
      const after = (await jobById(trx, actor.scope, id))!;
      await recordAudit(trx, {
        clientId: actor.scope.clientId,
        actorUserId: actor.userId,
        action: `job.${action}`,
        entity: 'jobs',
        entityId: id,
        before: { status: before.status, kind: before.kind },
        after: { status: after.status, kind: after.kind },
        requestId: actor.requestId,
        at: deps.clock(),
      });
      return present(after);
    });
  }

  return {
    async list(scope: JobScope, query: JobsQuery): Promise<Page<JobItem> & { kinds: string[] }> {
      const { rows, total } = await jobRows(deps.db, scope, {
        status: query.status,
        kind: query.kind,
        ...pageWindow(query),
      });
      return { ...toPage(rows.map(present), total, query), kinds: deps.jobs.kinds() };
    },
    retry: (actor: JobActor, id: number) => move(actor, id, 'retry'),
    cancel: (actor: JobActor, id: number) => move(actor, id, 'cancel'),
  };
}
