import type { OutboxItem, OutboxStatus } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageWindow, toPage, type Page, type PageRequest } from '../../platform/pagination.ts';
import { outboxRows } from './repo.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(toMillis(value)).toISOString();

/** A mail's state from its columns (platform/mail/outbox.ts keeps them); never tried means queued only where SMTP is configured. */
function statusOf(row: { sent_at: unknown; attempts: number; next_attempt_at: unknown }, smtp: boolean): OutboxStatus {
  if (row.sent_at !== null) return 'sent';
  if (row.next_attempt_at !== null) return 'retrying';
  if (row.attempts > 0) return 'failed';
  return smtp ? 'queued' : 'kept';
}

/** The outbox as platform administrators read it: every client's mails, or one client's, to a recipient. */
export function outboxService(deps: Pick<AppDeps, 'db' | 'mailer'>) {
  const smtp = deps.mailer.transport !== null;
  return {
    async list(filter: { clientId?: number; to?: string }, request: PageRequest): Promise<Page<OutboxItem>> {
      const { rows, total } = await outboxRows(deps.db, {
        ...filter,
        to: filter.to || undefined,
        ...pageWindow(request),
      });
      const items = rows.map((r) => ({
        ...r,
        client_name: r.client_name ?? null,
        created_at: iso(r.created_at) as string,
        sent_at: iso(r.sent_at),
        next_attempt_at: iso(r.next_attempt_at),
        status: statusOf(r, smtp),
      }));
      return toPage(items, total, request);
    },
  };
}
