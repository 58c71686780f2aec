import type { RankingItem, RankingQuery } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { pageWindow, toPage, type Page } from '../../platform/pagination.ts';
import { rankingRows } from './repo.ts';

/** Members ranked by the points of the ledger in a period; ties share the order of their names. */
export function rankingService(deps: Pick<AppDeps, 'db'>) {
  return {
    async list(clientId: number, query: RankingQuery): Promise<Page<RankingItem>> {
      if (query.from && query.to && query.from > query.to)
        throw invalid({ to: ['A data final deve ser igual ou posterior à inicial.'] });
      const window = pageWindow(query);
      const { rows, total } = await rankingRows(deps.db, clientId, query, window);
      const items = rows.map((row, i) => ({
        position: window.offset + i + 1,
        user_id: Number(row.user_id),
        name: row.name,
        picture: row.picture,
        points: Number(row.points),
        entries: Number(row.entries),
      }));
      return toPage(items, total, query);
    },
  };
}
