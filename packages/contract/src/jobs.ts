import { z } from 'zod';
import { ok, paginated, pageQuery } from './envelope.ts';

/**
 * The jobs screen (issue 29, "Tarefas agendadas"): the job queue's rows a client's administrators may see. Pending
 * (waiting for its time or a retry), running, done, failed (after its attempts, with the error) and cancelled.
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The area's tag; `gerenciar` retries and cancels. */
export const JOBS_TAG = 'tarefas-agendadas';
export const JOBS_MANAGE = `${JOBS_TAG}.gerenciar`;

export const jobItem = z.object({
  id: z.number().int(),
  /** Null for the platform's own jobs (a pass over every client), which only platform operators see. */
  client_id: z.number().int().nullable(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  run_at: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItem>;

export const jobsQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().trim().min(1).max(80).optional(),
});
export type JobsQuery = z.infer<typeof jobsQuery>;
export const jobsResponse = ok(paginated(jobItem).extend({ kinds: z.array(z.string()) }));
export const jobResponse = ok(jobItem);
export const jobParams = z.object({ id: z.coerce.number().int().positive() });
