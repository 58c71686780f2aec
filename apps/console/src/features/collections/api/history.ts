import { useInfiniteQuery } from '@tanstack/react-query';
import { recordHistoryPath, recordHistoryResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';
import type { ResourceRef } from '../../../lib/data-provider.ts';
import { useSession } from '../../../lib/session.ts';
import { entityKey } from './records.ts';

/** Entries per page of a record's history. */
const HISTORY_PER_PAGE = 20;

/** GET <record>/history: one page, the first by number, the next ones by the cursor the previous page gave. */
async function fetchHistoryPage(ref: ResourceRef, id: number, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? { cursor, per_page: HISTORY_PER_PAGE } : { page: 1, per_page: HISTORY_PER_PAGE };
  const path = recordHistoryPath({ base: ref.base, entity: ref.entity, id });
  return recordHistoryResponse.parse(await http.get<unknown>(path, { query, signal })).data;
}

/**
 * A record's history, newest first, page after page ('Carregar mais'). Kept under the collection's key: a write of
 * the collection, or a change the server announces, reads it again.
 */
export function useRecordHistory(ref: ResourceRef, id: number) {
  const { clientId } = useSession();
  return useInfiniteQuery({
    queryKey: [...entityKey(clientId, ref.entity), 'history', id],
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(ref, id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
