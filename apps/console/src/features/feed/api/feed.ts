import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { feedPageResponse, folderListResponse } from '@console/contract';
import { http, type Query } from '../../../lib/http.ts';

const FEED_PER_PAGE = 20;

/** The lists of posts the feed screen shows: everything reachable, one folder, the user's own, or by author's name. */
export type FeedView =
  { kind: 'all' } | { kind: 'folder'; id: number } | { kind: 'mine' } | { kind: 'search'; term: string };

/** Every feed list lives under this key (live updates and writes touch them all); the view is its last part. */
export const FEED_LISTS_KEY = ['feed', 'posts'] as const;
export const feedListKey = (view: FeedView) => [...FEED_LISTS_KEY, view] as const;

export const viewPath = (view: FeedView): string => {
  switch (view.kind) {
    case 'all':
      return '/api/v2/client/feed';
    case 'folder':
      return `/api/v2/client/feed/pasta/${view.id}`;
    case 'mine':
      return '/api/v2/client/feed/user';
    case 'search':
      return `/api/v2/client/feed/user/search/${encodeURIComponent(view.term)}`;
  }
};

/** One keyset page of posts at `path`, newest first: the first by ?page, the next ones by the answered cursor. */
export async function fetchPostPage(path: string, cursor: string | null, query: Query = {}) {
  const paging = cursor ? { cursor, per_page: FEED_PER_PAGE } : { page: 1, per_page: FEED_PER_PAGE };
  return feedPageResponse.parse(await http.get<unknown>(path, { query: { ...query, ...paging } })).data;
}

/** An endless list of posts under `queryKey`, read page after page by cursor. */
export const usePostPages = <K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (cursor: string | null) => ReturnType<typeof fetchPostPage>,
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/**
 * GET /api/v2/client/feed (every folder the user reaches), .../feed/pasta/{id} (one folder), .../feed/user (the
 * user's own) or .../feed/user/search/{term} (by author).
 */
export const fetchFeedPage = (view: FeedView, cursor: string | null) => fetchPostPage(viewPath(view), cursor);

export const useFeedPosts = (view: FeedView) =>
  usePostPages(feedListKey(view), (cursor) => fetchFeedPage(view, cursor));

/** GET /api/v2/client/feed/pasta: the folders the signed-in user reaches. */
async function fetchFolders() {
  return folderListResponse.parse(await http.get<unknown>('/api/v2/client/feed/pasta')).data;
}

export const useFolders = () => useQuery({ queryKey: ['feed', 'folders'], queryFn: fetchFolders, staleTime: 60_000 });
