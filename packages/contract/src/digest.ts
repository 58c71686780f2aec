import { z } from 'zod';

/**
 * The daily digest (issue 29): an administrator may ask for one e-mail a day summarising what needs attention in
 * their client (overdue LGPD requests, ombudsman cases, invoices, ticket SLAs, failed jobs). Their own choice, read
 * and set by them.
 */
export const DIGEST_PATH = '/api/v2/client/user/resumo-diario';

export const digestBody = z.strictObject({ enabled: z.boolean() });
export const digestResponse = z.object({ success: z.literal(true), data: z.object({ enabled: z.boolean() }) });
