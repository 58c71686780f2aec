import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { Box, Stack, Typography } from '@mui/material';
import type { FeedPost, feedPageResponse } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { LoadMore } from './LoadMore.tsx';

/** One keyset page of posts as the API answers it. */
type PostPage = z.infer<typeof feedPageResponse>['data'];

interface PostStreamProps {
  /** The list's infinite query, its pages by cursor. */
  posts: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  /** The feed's accessible name. */
  label: string;
  loading: string;
  empty: string;
  /** The feed element (tabIndex -1), for moving the keyboard into the list. */
  listRef?: Ref<HTMLDivElement>;
  children: (post: FeedPost) => ReactNode;
}

/**
 * A list of posts paged by cursor: retry on a failed load, loading and empty states, the posts as a feed (each
 * rendered by `children`), and the next page when the end scrolls into view or on the load-more button.
 */
export function PostStream({ posts: query, label, loading, empty, listRef, children }: PostStreamProps) {
  const { t } = useTranslation();
  const posts = query.data?.pages.flatMap((page) => page.data) ?? [];
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <>
      {query.isError && posts.length === 0 ? (
        <RetryAlert error={query.error} retryLabel={t('feed.retry')} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Typography color="text.secondary" role="status">
          {loading}
        </Typography>
      ) : posts.length === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>{empty}</Typography>
        </Box>
      ) : (
        <Stack
          spacing={2}
          role="feed"
          aria-busy={query.isFetchingNextPage}
          aria-label={label}
          ref={listRef}
          tabIndex={-1}
          sx={{ outline: 'none' }}
        >
          {posts.map(children)}
        </Stack>
      )}
      {query.isFetchNextPageError && <RetryAlert error={query.error} retryLabel={t('feed.retry')} onRetry={loadMore} />}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <LoadMore
          label={query.isFetchingNextPage ? loading : t('feed.more')}
          loading={query.isFetchingNextPage}
          onMore={loadMore}
        />
      )}
    </>
  );
}
