import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema.ts';

/** The automation's tables (issue 29): the job queue, the webhook deliveries, the messages' recipients and the push devices. */

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

/** One member's copy of a notification or an announcement (migration 036, modules/messages). */
export interface MessageRecipientsTable {
  id: Generated<number>;
  client_id: number;
  notificacao_id: number | null;
  comunicado_id: number | null;
  usuario: number;
  /** The message's title when it was sent (the inbox shows what went out). */
  titulo: string;
  /** ISO text, as every date-time the collections read. */
  created_at: string;
  lida_em: string | null;
  confirmada_em: string | null;
  /** Null when the message did not go by push; else pendente, entregue, aberta, sem_dispositivo or falhou. */
  status_push: string | null;
  aberta_em: string | null;
  /** Null when the message did not go by e-mail; else pendente, enviado or falhou. */
  status_email: string | null;
  erro: string | null;
}

/** A member's device that push notifications go to (platform/push, migration 043). */
export interface PushDevicesTable {
  id: Generated<number>;
  client_id: number;
  user_id: number;
  kind: 'webpush' | 'fcm';
  /** The FCM registration token, or the Web Push subscription's JSON ({ endpoint, keys: { p256dh, auth } }). */
  token: string;
  /** SHA-256 (hex) of the kind and the token's identity (a subscription's endpoint): unique per client. */
  token_hash: string;
  platform: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Set when the push service answered that the token is gone (404/410, UNREGISTERED). */
  disabled_at: NullableTimestamp;
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
