import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAllowed } from '@console/contract';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { positiveParam, useListParams } from '../../../lib/search-params.ts';
import { useFeedPosts, useFolders } from '../api/feed.ts';
import { LoadMore } from '../components/LoadMore.tsx';
import { PostCard } from '../components/PostCard.tsx';

/** /feed: the posts of the folders the user reaches, newest first, scrolled endlessly; ?pasta narrows to one folder. */
export function FeedPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const folder = positiveParam(params.get('pasta'), 0) || null;
  const { user } = useSession();
  const folders = useFolders();
  const feed = useFeedPosts(folder);
  const posts = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="feed-title" sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography id="feed-title" variant="h4" component="h1">
          {t('feed.title')}
        </Typography>
        {isAllowed(user, 'feed.criar') && (
          <Button variant="contained" component={RouterLink} to="/feed/nova">
            {t('feed.new.open')}
          </Button>
        )}
      </Stack>
      <TextField select label={t('feed.folder')} value={folder ?? ''} onChange={(event) => update({ pasta: event.target.value || null })} sx={{ maxWidth: 320 }}>
        <MenuItem value="">{t('feed.allFolders')}</MenuItem>
        {(folders.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      {feed.isError && posts.length === 0 ? (
        <RetryAlert error={feed.error} retryLabel={t('feed.retry')} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <Typography color="text.secondary" role="status">
          {t('feed.loading')}
        </Typography>
      ) : posts.length === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>{folder ? t('feed.emptyFolder') : t('feed.empty')}</Typography>
        </Box>
      ) : (
        <Stack spacing={2} role="feed" aria-busy={feed.isFetchingNextPage} aria-label={t('feed.title')}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Stack>
      )}
      {feed.isFetchNextPageError && <RetryAlert error={feed.error} retryLabel={t('feed.retry')} onRetry={loadMore} />}
      {feed.hasNextPage && !feed.isFetchNextPageError && <LoadMore label={feed.isFetchingNextPage ? t('feed.loading') : t('feed.more')} loading={feed.isFetchingNextPage} onMore={loadMore} />}
    </Stack>
  );
}
