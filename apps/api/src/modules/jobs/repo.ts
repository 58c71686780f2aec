import type { Db, DbOrTx } from '../../db/handle.ts';
import type { JobStatus } from '@console/contract';

/** Whose jobs a reader sees: one client's, and the platform's own (client_id null) for platform operators. */
export interface JobScope {
  clientId: number;
  platform: boolean;
}

const scoped = (db: DbOrTx, scope: JobScope) =>
  db
    .selectFrom('jobs')
    .where((eb) =>
      scope.platform
        ? eb.or([eb('client_id', '=', scope.clientId), eb('client_id', 'is', null)])
        : eb('client_id', '=', scope.clientId),
    );

/** A page of the scope's jobs, newest first, by status and kind, and how many match. */
export async function jobRows(
  db: Db,
  scope: JobScope,
  filter: { status?: JobStatus; kind?: string; limit: number; offset: number },
) {
  let query = scoped(db, scope);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'client_id',
        'kind',
        'status',
        'run_at',
        'attempts',
        'max_attempts',
        'last_error',
        'created_at',
        'started_at',
        'finished_at',
      ])
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type JobListRow = Awaited<ReturnType<typeof jobRows>>['rows'][number];

/** One job of the scope, or undefined (another client's answers as unknown). */
export const jobById = (db: DbOrTx, scope: JobScope, id: number) =>
  scoped(db, scope).selectAll().where('id', '=', id).executeTakeFirst();

/** Moves a job from one of `from` to `to`; false when it is no longer in one of them (a worker took it meanwhile). */
export async function moveJob(
  db: DbOrTx,
  id: number,
  from: readonly JobStatus[],
  to: { status: JobStatus; run_at?: string; attempts?: number; finished_at?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(to)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
