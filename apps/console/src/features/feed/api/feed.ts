import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { feedPageResponse, folderListResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';

export const FEED_PER_PAGE = 20;

/** Every feed list lives under this key (live updates and writes touch them all). */
export const FEED_LISTS_KEY = ['feed', 'posts'] as const;
export const feedListKey = (folder: number | null) => [...FEED_LISTS_KEY, folder ?? 'all'] as const;

/**
 * One keyset page of posts, newest first: GET /api/v2/client/feed (every folder the user reaches) or
 * GET /api/v2/client/feed/pasta/{id} (one folder). The first page by ?page, the next ones by the answered cursor.
 */
export async function fetchFeedPage(folder: number | null, cursor: string | null) {
  const path = folder === null ? '/api/v2/client/feed' : `/api/v2/client/feed/pasta/${folder}`;
  const query = cursor ? { cursor, per_page: FEED_PER_PAGE } : { page: 1, per_page: FEED_PER_PAGE };
  return feedPageResponse.parse(await http.get<unknown>(path, { query })).data;
}

export const useFeedPosts = (folder: number | null) =>
  useInfiniteQuery({
    queryKey: feedListKey(folder),
    queryFn: ({ pageParam }) => fetchFeedPage(folder, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** GET /api/v2/client/feed/pasta: the folders the signed-in user reaches. */
export async function fetchFolders() {
  return folderListResponse.parse(await http.get<unknown>('/api/v2/client/feed/pasta')).data;
}

export const useFolders = () => useQuery({ queryKey: ['feed', 'folders'], queryFn: fetchFolders, staleTime: 60_000 });
