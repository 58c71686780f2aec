import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import type { ImportJob } from '@console/contract';
import { ErrorsTable } from './ErrorsTable.tsx';
import { ReportButton } from './ReportButton.tsx';
import { PassProgress } from './PassProgress.tsx';

export interface CheckStepProps {
  target: string;
  job: ImportJob;
  busy: boolean;
  onRemap: () => void;
  onRetry: () => void;
  onNext: () => void;
}

/** The dry run: its progress, the errors as they are found, and what to do once it ended. Nothing is written. */
export function CheckStep({ target, job, busy, onRemap, onRetry, onNext }: CheckStepProps) {
  const { t } = useTranslation();
  const running = job.status === 'checking';
  const valid = (job.total_rows ?? 0) - job.error_rows;
  return (
    <Stack spacing={2}>
      {running ? (
        <PassProgress
          label={t('imports.check.progress')}
          value={job.progress}
          text={t('imports.check.running', { count: job.processed_rows, errors: job.error_rows })}
        />
      ) : job.status === 'failed' ? (
        <Alert severity="error">{t('imports.check.failed', { reason: job.failure ?? '' })}</Alert>
      ) : (
        <Alert severity={job.error_rows ? 'warning' : 'success'} role="status">
          {t('imports.check.done', { total: job.total_rows ?? 0, errors: job.error_rows, valid })}
        </Alert>
      )}
      <ErrorsTable target={target} job={job} />
      {!running && job.error_count ? <ReportButton target={target} id={job.id} /> : null}
      {running ? null : (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" disabled={busy} onClick={onRemap}>
            {t('imports.check.remap')}
          </Button>
          {job.status === 'failed' ? (
            <Button variant="contained" disabled={busy} onClick={onRetry}>
              {t('imports.check.retry')}
            </Button>
          ) : (
            <Button variant="contained" disabled={busy || valid === 0} onClick={onNext}>
              {t('imports.check.next')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
