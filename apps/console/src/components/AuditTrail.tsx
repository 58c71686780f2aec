import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { auditActionLabel, type AuditItem, type auditResponse, type Language } from '@console/contract';
import { formatDateTime } from '../lib/date.ts';
import { i18n } from '../lib/i18n.ts';
import { PanelText } from './PanelText.tsx';
import { RetryAlert } from './RetryAlert.tsx';

/** One page of an audit trail (contract auditResponse), newest first. */
type AuditPage = z.infer<typeof auditResponse>['data'];

/** A column of the trail after when, who and what (before/after, the record concerned, ...). */
export interface AuditColumn {
  key: string;
  header: string;
  cell: (entry: AuditItem) => ReactNode;
}

/**
 * The action of an audit entry in words from `${prefix}.{action with dots as _}` ('feed.post.hidden' -> ...feed_post_hidden);
 * one the screen has no text for is named by the contract's audit actions in the interface's language, never by its code.
 */
export const auditActionText = (t: TFunction, prefix: string, action: string): string =>
  t(`${prefix}.${action.replace(/\./g, '_')}`, { defaultValue: auditActionLabel(action, i18n.language as Language) });

interface AuditTrailProps {
  /** The query of the shown page (kept while the next one loads). */
  trail: Pick<UseQueryResult<AuditPage>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'>;
  page: number;
  onPage: (page: number) => void;
  /** A line above the table saying what the trail records. */
  intro: string;
  /** The table's accessible name. */
  title: string;
  /** What the first page says when nothing was recorded. */
  empty: string;
  action: (entry: AuditItem) => ReactNode;
  columns: readonly AuditColumn[];
}

/** A paged audit trail: its intro, then a table of when, who, what and the caller's columns; loading, empty, error with retry, and previous/next page. */
export function AuditTrail({ trail, page, onPage, intro, title, empty, action, columns }: AuditTrailProps) {
  const { t } = useTranslation();
  const data = trail.data;
  const move = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled || trail.isPlaceholderData} onClick={() => onPage(target)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{intro}</Typography>
      <Paper variant="outlined" aria-busy={trail.isFetching}>
        {trail.isFetching && data ? <LinearProgress aria-label={t('audit.loading')} /> : null}
        {trail.isError ? (
          <RetryAlert error={trail.error} retryLabel={t('audit.retry')} onRetry={() => void trail.refetch()} />
        ) : !data ? (
          <PanelText muted>{t('audit.loading')}</PanelText>
        ) : data.data.length === 0 ? (
          <PanelText>{page > 1 ? t('audit.pastEnd') : empty}</PanelText>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('audit.when')}</TableCell>
                    <TableCell>{t('audit.who')}</TableCell>
                    <TableCell>{t('audit.what')}</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.key}>{column.header}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </TableCell>
                      <TableCell>{entry.actor?.name ?? t('audit.system')}</TableCell>
                      <TableCell>{action(entry)}</TableCell>
                      {columns.map((column) => (
                        <TableCell key={column.key} sx={{ overflowWrap: 'anywhere' }}>
                          {column.cell(entry)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack
              direction="row"
              spacing={1}
              alignItems="center"
              justifyContent="flex-end"
              sx={{ p: 1 }}
              component="nav"
              aria-label={t('paging.nav.label')}
            >
              <Typography role="status">
                {t('paging.pageOf', { page: data.current_page, pages: data.last_page })}
              </Typography>
              {move(t('paging.nav.previous'), page - 1, page <= 1, <KeyboardArrowLeft />)}
              {move(t('paging.nav.next'), page + 1, page >= data.last_page, <KeyboardArrowRight />)}
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
