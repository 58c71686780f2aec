import { useTranslation } from 'react-i18next';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { ImportJob } from '@console/contract';
import { errorDetail } from '../../../lib/http.ts';
import { ErrorsTable } from './ErrorsTable.tsx';
import { ReportButton } from './ReportButton.tsx';
import { PassProgress } from './PassProgress.tsx';

export interface CheckStepProps {
  target: string;
  job: ImportJob;
  busy: boolean;
  /** A dry run that could not start (429: too much heavy work at once). */
  error?: unknown;
  onRemap: () => void;
  onRetry: () => void;
  onNext: () => void;
}

/** The dry run: its progress, the errors as they are found, and what to do once it ended. Nothing is written. */
export function CheckStep({ target, job, busy, error, onRemap, onRetry, onNext }: CheckStepProps) {
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
      {job.status === 'checked' ? <Counts job={job} /> : null}
      {error ? <Alert severity="error">{errorDetail(error)}</Alert> : null}
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

/** What the import will do, by the dry run's count of each row: create, update, or refuse it. */
function Counts({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'willCreate', value: job.created },
    { key: 'willUpdate', value: job.updated },
    { key: 'withErrors', value: job.error_rows },
  ] as const;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2" id="import-counts">
        {t('imports.check.countsTitle', { mode: t(`imports.mode.${job.mode}`) })}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        component="dl"
        aria-labelledby="import-counts"
        sx={{ m: 0 }}
        flexWrap="wrap"
        useFlexGap
      >
        {figures.map((f) => (
          <Paper key={f.key} variant="outlined" sx={{ p: 2, minWidth: 140 }} data-testid={`import-count-${f.key}`}>
            <Typography component="dt" color="text.secondary">
              {t(`imports.check.${f.key}`)}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {f.value.toLocaleString()}
            </Typography>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
