import { z } from 'zod';
import { searchTerm } from './search.ts';
import { ok, paginated, pageQuery } from './envelope.ts';

/** GET /api/v2/admin/outbox: mails kept when no SMTP server is configured. */
export const outboxItem = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
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
