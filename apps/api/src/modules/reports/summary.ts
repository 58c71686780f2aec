import type { PeriodQuery, ReportSummaryItem } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { periodOf } from '../../platform/period.ts';
import { clientsOf, figures, type Counts } from './summary-repo.ts';

/** The platform operator's summary: per client, its members and what happened in the period. */

export function summaryService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async clients(query: PeriodQuery): Promise<{ from: string; to: string; clients: ReportSummaryItem[] }> {
      const { from, to } = periodOf(query, deps.clock);
      const [clients, f] = await Promise.all([clientsOf(deps.db), figures(deps.db, from, to)]);
      const of = (counts: Counts, id: number) => counts.get(id) ?? 0;
      return {
        from,
        to,
        clients: clients.map((c) => ({
          client_id: c.id,
          name: c.name,
          status: c.status,
          members: of(f.members, c.id),
          new_members: of(f.joined, c.id),
          sign_ins: of(f.signIns, c.id),
          posts: of(f.posts, c.id),
          files: of(f.files, c.id),
          storage_bytes: f.bytes.get(c.id) ?? 0,
          projects: of(f.projects, c.id),
        })),
      };
    },
  };
}
