import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RANKING_PATH, rankingResponse, type RankingQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';

export type RankingParams = Omit<RankingQuery, 'client_id'>;

/** GET /api/v2/admin/ranking: members by the points of the ledger in a period. */
async function fetchRanking(params: RankingParams) {
  return rankingResponse.parse(await http.get<unknown>(RANKING_PATH, { query: { ...params } })).data;
}

export const useRanking = (params: RankingParams) =>
  useQuery({ queryKey: ['ranking', params], queryFn: () => fetchRanking(params), placeholderData: keepPreviousData });
