import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, LinearProgress, Paper, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import type { ListPage, ListResult } from '../lib/list-controller.ts';
import { RetryAlert } from './RetryAlert.tsx';

interface ListStatesTexts {
  /** The list's empty state (nothing at all). */
  empty: string;
  /** Nothing matches the search or filters (default: `empty`); a button clears them. */
  noMatch?: string;
  /** Named loading (the first load's line and the progress bar of a refetch); default 'Carregando...'. */
  loading?: string;
  retry?: string;
  clearFilters?: string;
}

export interface ListStatesProps<T extends ListPage> {
  result: ListResult<T>;
  texts: ListStatesTexts;
  /** Beside the empty state when nothing is filtered (e.g. the create button). */
  emptyAction?: ReactNode;
  /** False when the rows' own view shows an empty page (a board with its empty columns). */
  showEmpty?: boolean;
  /** Other work under way on the list (a move on a board): the bar shows and the region is busy. */
  busy?: boolean;
  sx?: SxProps<Theme>;
  /** The rows and their pager, once a page with rows (or an empty one, without showEmpty) is there. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of a list's rows and its states: loading (a status line, then a named progress bar while a refetch runs
 * over the rows shown), an error with a retry (an alert), a page the server refuses to open (back to the first),
 * empty, and filtered-empty with a button that clears the search and filters.
 */
export function ListStates<T extends ListPage>({
  result,
  texts,
  emptyAction,
  showEmpty = true,
  busy = false,
  sx,
  children,
}: ListStatesProps<T>) {
  const { t } = useTranslation();
  const { list, query, data } = result;
  const loading = texts.loading ?? t('list.loading');
  const body = () => {
    if (result.pagingRefused)
      return (
        <RetryAlert
          error={query.error}
          message={t('list.pageUnavailable')}
          retryLabel={t('list.firstPage')}
          onRetry={() => list.move({ page: 1, cursor: null })}
        />
      );
    if (query.isError)
      return (
        <RetryAlert
          error={query.error}
          retryLabel={texts.retry ?? t('list.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    if (result.emptyPage && showEmpty)
      return (
        <Stack spacing={1.5} sx={{ p: 3, alignItems: 'flex-start' }}>
          <Typography role="status">{list.filtered ? (texts.noMatch ?? texts.empty) : texts.empty}</Typography>
          {list.filtered ? (
            <Button variant="outlined" onClick={list.clearFilters}>
              {texts.clearFilters ?? t('list.clearFilters')}
            </Button>
          ) : (
            emptyAction
          )}
        </Stack>
      );
    if (data) return children(data);
    return (
      <Box sx={{ p: 3 }} role="status">
        <Typography color="text.secondary">{loading}</Typography>
      </Box>
    );
  };
  return (
    <Paper variant="outlined" aria-busy={query.isFetching || busy} sx={sx}>
      {(query.isFetching && data) || busy ? <LinearProgress aria-label={loading} /> : null}
      {body()}
    </Paper>
  );
}
