import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAllowed } from '@console/contract';
import { Alert, Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useSession } from '../../../lib/session.ts';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useFeedPosts, useFolders, viewPath, type FeedView } from '../api/feed.ts';
import { useFeedLive } from '../api/live.ts';
import { LiveIndicator } from '../components/LiveIndicator.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { PostStream } from '../components/PostStream.tsx';

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
  const emptyText = {
    all: t('feed.empty'),
    folder: t('feed.emptyFolder'),
    mine: t('feed.emptyMine'),
    search: t('feed.emptySearch'),
  }[view.kind];

  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="feed-title"
      sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Typography id="feed-title" variant="h4" component="h1">
            {t('feed.title')}
          </Typography>
          <LiveIndicator status={live.status} />
        </Stack>
        {/* Wraps at 320 px or 200% zoom (WCAG 1.4.10 reflow) instead of widening the page. */}
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="flex-start">
          {isAllowed(user, 'feed.exportar') && (
            <ExportButton target={{ path: viewPath(view), query: {}, name: 'publicacoes' }} />
          )}
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
      {live.databaseDown && <Alert severity="warning">{t('feed.live.databaseDown')}</Alert>}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mine ? 'mine' : 'all'}
        aria-label={t('feed.views.label')}
        onChange={(_, next: string | null) => next && update({ minhas: next === 'mine' ? '1' : null })}
      >
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
      <PostStream posts={feed} label={t('feed.title')} loading={t('feed.loading')} empty={emptyText}>
        {(post) => <PostCard key={post.id} post={post} />}
      </PostStream>
    </Stack>
  );
}
