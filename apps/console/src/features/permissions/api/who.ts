import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { whoResponse, type WhoItem, type WhoQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { whoKey } from './keys.ts';

/** The contract's query: `tag` asks who can open it (SPEC.md §6 rule); without it, the client's users. */
export type WhoParams = Omit<WhoQuery, 'client_id'>;

/** GET /api/v2/admin/asap-user/list/permission: one keyset page of users, naming the grant when a tag is asked. */
async function fetchWho(params: WhoParams, signal?: AbortSignal) {
  return whoResponse.parse(
    await http.get<unknown>('/api/v2/admin/asap-user/list/permission', { query: { ...params }, signal }),
  ).data;
}

/** The first users matching a term (the pickers of this feature). */
export async function searchWho(term: string, signal: AbortSignal): Promise<WhoItem[]> {
  return (await fetchWho({ page: 1, per_page: 20, search: term.trim() || undefined }, signal)).data;
}

export function useWho(params: WhoParams) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...whoKey(clientId), params],
    queryFn: ({ signal }) => fetchWho(params, signal),
    placeholderData: keepPreviousData,
  });
}
