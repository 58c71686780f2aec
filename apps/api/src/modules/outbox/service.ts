import type { OutboxItem } from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pageWindow, toPage, type Page, type PageRequest } from '../../platform/pagination.ts';
import { outboxRows } from './repo.ts';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(toMillis(value)).toISOString());

/** The outbox as platform administrators read it: every client's mails, or one client's, to a recipient. */
export function outboxService(deps: Pick<AppDeps, 'db'>) {
  return {
    async list(filter: { clientId?: number; to?: string }, request: PageRequest): Promise<Page<OutboxItem>> {
      const { rows, total } = await outboxRows(deps.db, { ...filter, to: filter.to || undefined, ...pageWindow(request) });
      const items = rows.map((r) => ({ ...r, created_at: iso(r.created_at) as string, sent_at: iso(r.sent_at) }));
      return toPage(items, total, request);
    },
  };
}
