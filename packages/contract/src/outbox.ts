import { z } from 'zod';
import { searchTerm } from './search.ts';
import { ok, paginated, pageQuery } from './envelope.ts';

/**
 * Where a mail stands: sent; queued for its first delivery; retrying (a delivery failed, another is due at
 * next_attempt_at); failed (given up after its attempts, or refused for good by the mail server); kept (no SMTP server
 * is configured, so it is only read here).
 */
export const OUTBOX_STATUSES = ['sent', 'queued', 'retrying', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /api/v2/admin/outbox: the mails the platform wrote, sent or not. */
export const outboxItem = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  /** The client's name (null only for a client since deleted). */
  client_name: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
});
export type OutboxItem = z.infer<typeof outboxItem>;
export const outboxQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  /** Only the mails of this client (client_id names the acting client, which the console always sends). */
  client: z.coerce.number().int().positive().optional(),
  /** Recipient contains this text. */
  to: searchTerm(254).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;
export const outboxResponse = ok(paginated(outboxItem));
