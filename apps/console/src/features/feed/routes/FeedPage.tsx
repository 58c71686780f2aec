import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAllowed } from '@console/contract';
import { Box, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useSession } from '../../../lib/session.ts';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useFeedPosts, useFolders, type FeedView } from '../api/feed.ts';
import { useFeedLive } from '../api/live.ts';
import { LiveIndicator } from '../components/LiveIndicator.tsx';
import { LoadMore } from '../components/LoadMore.tsx';
import { PostCard } from '../components/PostCard.tsx';

/** The URL's choice of list: ?minhas=1 the user's own posts, ?autor=term a search by author, ?pasta=N one folder. */
function viewOf(params: URLSearchParams): FeedView {
  if (params.get('minhas') === '1') return { kind: 'mine' };
  const term = params.get('autor')?.trim();
  if (term) return { kind: 'search', term };
  const folder = positiveParam(params.get('pasta'), 0);
  return folder ? { kind: 'folder', id: folder } : { kind: 'all' };
}

/**
 * /feed: the posts of the folders the user reaches, newest first, scrolled endlessly and kept live over the feed's
 * socket; the user's own posts, a search by author's name and one folder are views of the same screen (in the URL).
 */
export function FeedPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const view = viewOf(params);
  const mine = view.kind === 'mine';
  // Stable, so that re-renders of live updates do not restart the typing delay.
  const applyTerm = useCallback((value: string) => update({ autor: value.trim() || null }), [update]);
  const [term, setTerm] = useDebouncedSearch(params.get('autor') ?? '', applyTerm);
  const { user } = useSession();
  const folders = useFolders();
  const feed = useFeedPosts(view);
  const live = useFeedLive();
  const posts = feed.data?.pages.flatMap((page) => page.data) ?? [];
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  };
  const emptyText = { all: t('feed.empty'), folder: t('feed.emptyFolder'), mine: t('feed.emptyMine'), search: t('feed.emptySearch') }[view.kind];

  return (
    <Stack spacing={2} component="section" aria-labelledby="feed-title" sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography id="feed-title" variant="h4" component="h1">
            {t('feed.title')}
          </Typography>
          <LiveIndicator status={live} />
        </Stack>
        <Stack direction="row" spacing={1}>
          {isAllowed(user, 'feed.moderar') && (
            <Button component={RouterLink} to="/feed/moderacao">
              {t('feed.moderationLink')}
            </Button>
          )}
          {isAllowed(user, 'feed.criar') && (
            <Button variant="contained" component={RouterLink} to="/feed/nova">
              {t('feed.new.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ToggleButtonGroup exclusive size="small" value={mine ? 'mine' : 'all'} aria-label={t('feed.views.label')} onChange={(_, next: string | null) => next && update({ minhas: next === 'mine' ? '1' : null })}>
        <ToggleButton value="all">{t('feed.views.all')}</ToggleButton>
        <ToggleButton value="mine">{t('feed.views.mine')}</ToggleButton>
      </ToggleButtonGroup>
      {!mine && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SearchField label={t('feed.searchAuthor')} value={term} onChange={setTerm} />
          <TextField
            select
            label={t('feed.folder')}
            value={view.kind === 'folder' ? view.id : ''}
            disabled={view.kind === 'search'}
            helperText={view.kind === 'search' ? t('feed.searchAllFolders') : undefined}
            onChange={(event) => update({ pasta: event.target.value || null })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('feed.allFolders')}</MenuItem>
            {(folders.data ?? []).map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {entry.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {feed.isError && posts.length === 0 ? (
        <RetryAlert error={feed.error} retryLabel={t('feed.retry')} onRetry={() => void feed.refetch()} />
      ) : feed.isPending ? (
        <Typography color="text.secondary" role="status">
          {t('feed.loading')}
        </Typography>
      ) : posts.length === 0 ? (
        <Box sx={{ py: 3 }}>
          <Typography>{emptyText}</Typography>
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
