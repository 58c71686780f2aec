import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  feedAnswerResponse,
  feedCommentPageResponse,
  feedCommentResponse,
  feedDeleteResponse,
  feedLikeResponse,
  feedPostResponse,
  type PostCreateBody,
  type PostUpdateBody,
} from '@console/contract';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';
import { FEED_LISTS_KEY } from './feed.ts';
import { removeCachedPost, updateCachedPost } from './post-cache.ts';

/** POST .../item/{id}/like toggles the user's like; the answer sets the count and the pressed state. */
export function useToggleLike(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      feedLikeResponse.parse(await http.post<unknown>(`/api/v2/client/feed/pasta/item/${id}/like`)).data,
    onSuccess: ({ likes, liked }) => updateCachedPost(client, id, (post) => ({ ...post, likes, liked })),
  });
}

const COMMENTS_PER_PAGE = 20;
type FeedCommentPage = z.infer<typeof feedCommentPageResponse>['data'];
export const commentsKey = (postId: number) => ['feed', 'comments', postId] as const;

/** GET .../item/{id}/comments: pages of comments, oldest first, each with all its answers. */
export const useComments = (postId: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: async ({ pageParam }) =>
      feedCommentPageResponse.parse(
        await http.get<unknown>(`/api/v2/client/feed/pasta/item/${postId}/comments`, {
          query: { page: pageParam, per_page: COMMENTS_PER_PAGE },
        }),
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled,
  });

export type ThreadWrite =
  | { kind: 'comment.create'; text: string }
  | { kind: 'comment.update'; id: number; text: string }
  | { kind: 'comment.delete'; id: number }
  | { kind: 'answer.create'; commentId: number; text: string }
  | { kind: 'answer.update'; id: number; text: string }
  | { kind: 'answer.delete'; id: number };

const COMMENT = '/api/v2/client/feed/comment';
const ANSWER = '/api/v2/client/feed/answer';

async function writeThread(postId: number, write: ThreadWrite): Promise<unknown> {
  switch (write.kind) {
    case 'comment.create':
      return feedCommentResponse.parse(
        await http.post<unknown>(`${COMMENT}/post`, undefined, {
          query: { feed_itens_id: postId, comment: write.text },
        }),
      );
    case 'comment.update':
      return feedCommentResponse.parse(
        await http.put<unknown>(`${COMMENT}/${write.id}/update`, { comment: write.text }),
      );
    case 'comment.delete':
      return feedDeleteResponse.parse(await http.delete<unknown>(`${COMMENT}/${write.id}/delete`));
    case 'answer.create':
      return feedAnswerResponse.parse(
        await http.post<unknown>(`${ANSWER}/post`, { comment_id: write.commentId, answer: write.text }),
      );
    case 'answer.update':
      return feedAnswerResponse.parse(await http.put<unknown>(`${ANSWER}/${write.id}/update`, { answer: write.text }));
    case 'answer.delete':
      return feedDeleteResponse.parse(await http.delete<unknown>(`${ANSWER}/${write.id}/delete`));
  }
}

/**
 * Every write on a post's thread; the thread is read again after it and the post's comment count becomes the
 * thread's total. Absolute, not +1/-1: the live channel's event for the same write may already have set it.
 */
export function useThreadWrite(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: ThreadWrite) => writeThread(postId, write),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: commentsKey(postId) });
      const total = client.getQueryData<InfiniteData<FeedCommentPage>>(commentsKey(postId))?.pages[0]?.total;
      if (total !== undefined) updateCachedPost(client, postId, (post) => ({ ...post, comments: total }));
    },
  });
}

/** POST .../pasta/item/post (feed.criar): 201 with the post, which goes to the top of the lists it belongs to. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PostCreateBody) =>
      feedPostResponse.parse(await http.post<unknown>('/api/v2/client/feed/pasta/item/post', body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: FEED_LISTS_KEY }),
  });
}

/** PUT .../item/{id}/update: the saved post replaces the cached one. */
export function useUpdatePost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PostUpdateBody) =>
      feedPostResponse.parse(await http.put<unknown>(`/api/v2/client/feed/pasta/item/${id}/update`, body)).data,
    onSuccess: (saved) => updateCachedPost(client, id, () => saved),
  });
}

/** DELETE .../item/{id}/delete (the author or feed.moderar): the post leaves every cached list. */
export function useDeletePost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      feedDeleteResponse.parse(await http.delete<unknown>(`/api/v2/client/feed/pasta/item/${id}/delete`)).data,
    onSuccess: () => {
      removeCachedPost(client, id);
      client.removeQueries({ queryKey: commentsKey(id) });
    },
  });
}
