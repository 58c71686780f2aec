import { useTranslation } from 'react-i18next';
import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { JobItem, JobStatus } from '@console/contract';
import { formatDateTime } from '../../../lib/date.ts';

const STATUS_COLORS: Record<JobStatus, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  pending: 'info',
  running: 'warning',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** A kind's name in the interface language; a kind without one shows its code. */
export function useKindLabel() {
  const { t } = useTranslation();
  return (kind: string) => t(`jobs.kinds.${kind.replaceAll('.', '_')}`, { defaultValue: kind });
}

export interface JobsTableProps {
  rows: JobItem[];
  /** Retry and cancel, for readers who may manage jobs. */
  manage: boolean;
  busyId: number | null;
  onRetry: (job: JobItem) => void;
  onCancel: (job: JobItem) => void;
}

/** The jobs, newest first: kind, when it runs or ran, status with attempts, the last error, and its actions. */
export function JobsTable({ rows, manage, busyId, onRetry, onCancel }: JobsTableProps) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('jobs.kind')}</TableCell>
            <TableCell>{t('jobs.when')}</TableCell>
            <TableCell>{t('jobs.statusLabel')}</TableCell>
            <TableCell>{t('jobs.error')}</TableCell>
            {manage ? <TableCell align="right">{t('jobs.actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((job) => (
            <TableRow key={job.id} hover>
              <TableCell>
                {kindLabel(job.kind)}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  #{job.id}
                  {job.client_id === null ? ` · ${t('jobs.platform')}` : ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(job.finished_at ?? job.started_at ?? job.run_at)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLORS[job.status]} label={t(`jobs.status.${job.status}`)} />
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('jobs.attempts', { count: job.attempts, max: job.max_attempts })}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 420 }}>{job.last_error ?? '—'}</TableCell>
              {manage ? (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} justifyContent="flex-end">
                    {job.status === 'failed' || job.status === 'cancelled' ? (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busyId === job.id}
                        onClick={() => onRetry(job)}
                        aria-label={t('jobs.retryOne', { id: job.id })}
                      >
                        {t('jobs.retry')}
                      </Button>
                    ) : null}
                    {job.status === 'pending' ? (
                      <Button
                        size="small"
                        color="error"
                        disabled={busyId === job.id}
                        onClick={() => onCancel(job)}
                        aria-label={t('jobs.cancelOne', { id: job.id })}
                      >
                        {t('jobs.cancel')}
                      </Button>
                    ) : null}
                  </Stack>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
