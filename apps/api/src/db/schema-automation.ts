import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** The automation's tables (issue 29): the job queue and the webhook deliveries. */

/** A job of the queue (platform/jobs, migration 029). */
export interface JobsTable {
  id: Generated<number>;
  /** The client the job works for; null for the platform's own (the daily deadline pass over every client). */
  client_id: number | null;
  kind: string;
  /** Makes the enqueue idempotent (unique): a recurring job's occurrence, a mail's delivery. */
  key: string | null;
  /** JSON. */
  payload: Generated<string>;
  status: Generated<string>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  timeout_ms: number;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

/** One attempt to deliver a webhook event (platform/webhooks, migration 033). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  client_id: number;
  integracao_id: number;
  /** The delivery's id, the same on every attempt (the receiver's idempotency key). */
  entrega: string;
  evento: string;
  tentativa: number;
  status_http: number | null;
  sucesso: number;
  duracao_ms: number;
  erro: string | null;
  created_at: Timestamp;
}

/** An administrator's opt-in to the daily digest (modules/digest, migration 042). */
export interface AdminDigestsTable {
  client_id: number;
  user_id: number;
  /** When the last digest was written; null before the first. */
  last_sent_at: string | null;
  /** The client's day (YYYY-MM-DD) of the last digest: one a day. */
  last_sent_day: string | null;
  created_at: string;
}
