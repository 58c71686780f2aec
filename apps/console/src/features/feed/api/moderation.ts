import { keepPreviousData, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { auditResponse, feedPostResponse, type FeedPost, type PostStatus } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { FEED_LISTS_KEY, fetchPostPage, usePostPages } from './feed.ts';

/** What the queue shows: both states waiting for a moderator, or one of them (GET .../moderacao?status). */
export const QUEUE_FILTERS = ['all', 'pending', 'hidden'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** Every moderation query (queues and trail) lives under this key. */
const MODERATION_KEY = ['feed', 'moderation'] as const;
export const queueKey = (filter: QueueFilter) => [...MODERATION_KEY, 'queue', filter] as const;
export const trailKey = (page: number) => [...MODERATION_KEY, 'trail', page] as const;

const MODERATION = '/api/v2/client/feed/moderacao';

/** GET /api/v2/client/feed/moderacao (feed.moderar): pending and/or hidden posts, newest first, by keyset pages. */
export const fetchQueuePage = (filter: QueueFilter, cursor: string | null) =>
  fetchPostPage(MODERATION, cursor, { status: filter === 'all' ? undefined : filter });

export const useModerationQueue = (filter: QueueFilter) =>
  usePostPages(queueKey(filter), (cursor) => fetchQueuePage(filter, cursor));

const TRAIL_PER_PAGE = 20;

/** GET .../moderacao/historico?page: the audited feed writes of moderators (hide, publish, edits, deletions), newest first. */
async function fetchTrail(page: number, signal?: AbortSignal) {
  return auditResponse.parse(
    await http.get<unknown>(`${MODERATION}/historico`, { query: { page, per_page: TRAIL_PER_PAGE }, signal }),
  ).data;
}

export const useModerationTrail = (page: number) =>
  useQuery({
    queryKey: trailKey(page),
    queryFn: ({ signal }) => fetchTrail(page, signal),
    placeholderData: keepPreviousData,
  });

type QueuePages = InfiniteData<Awaited<ReturnType<typeof fetchQueuePage>>, string | null>;

/** Whether a queue with this filter still holds a post in this state (a published post leaves every queue). */
const belongs = (filter: QueueFilter, status: PostStatus): boolean =>
  status !== 'published' && (filter === 'all' || filter === status);

/**
 * PUT .../item/{id}/update with only { status } (moderators): 'hidden' hides a post, 'published' publishes a pending
 * one or restores a hidden one. The post leaves or changes in the cached queues at once; then the queues, the trail
 * and the feed lists are read again.
 */
export function useModeratePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'hidden' | 'published' }): Promise<FeedPost> =>
      feedPostResponse.parse(await http.put<unknown>(`/api/v2/client/feed/pasta/item/${id}/update`, { status })).data,
    onSuccess: (saved) => {
      for (const filter of QUEUE_FILTERS) {
        client.setQueryData<QueuePages>(
          queueKey(filter),
          (data) =>
            data && {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.flatMap((post) =>
                  post.id !== saved.id ? [post] : belongs(filter, saved.status) ? [saved] : [],
                ),
              })),
            },
        );
      }
      void client.invalidateQueries({ queryKey: MODERATION_KEY });
      void client.invalidateQueries({ queryKey: FEED_LISTS_KEY });
    },
  });
}
