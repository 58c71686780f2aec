import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { clientColorsKey } from './get-client-colors.ts';

const HISTORY_PER_PAGE = 10;

/** GET /api/v2/admin/color/{clientId}/history?page: the saved versions of the brand (who, when, before, after), newest first. */
async function fetchColorHistory(clientId: number, page: number, signal?: AbortSignal) {
  const body = await http.get<unknown>(`/api/v2/admin/color/${clientId}/history`, {
    query: { page, per_page: HISTORY_PER_PAGE },
    signal,
  });
  return auditResponse.parse(body).data;
}

/** Under the colours' key: a save, which reads the colours again, reads the history again too. */
export function useColorHistory(clientId: number, page: number) {
  return useQuery({
    queryKey: [...clientColorsKey(clientId), 'history', page],
    queryFn: ({ signal }) => fetchColorHistory(clientId, page, signal),
    placeholderData: keepPreviousData,
  });
}
