import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { ImportJob } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { PassProgress } from './PassProgress.tsx';

export interface RunStepProps {
  job: ImportJob;
  /** Users: welcome mails may be sent to the accounts created. */
  welcomeOption: boolean;
  label: string;
  busy: boolean;
  error: unknown;
  onStart: (welcome: boolean) => void;
}

/** The import: the welcome option, a confirmation before anything is written, the progress, and the way on after a stop. */
export function RunStep({ job, welcomeOption, label, busy, error, onStart }: RunStepProps) {
  const { t } = useTranslation();
  const [welcome, setWelcome] = useState(job.welcome);
  const [asking, setAsking] = useState(false);
  const stopped = job.status === 'failed';
  const valid = (job.total_rows ?? 0) - job.error_rows;
  const confirm = () => {
    setAsking(false);
    onStart(welcome);
  };
  if (job.status === 'importing') {
    return (
      <PassProgress
        label={t('imports.run.progress')}
        value={job.progress}
        text={t('imports.run.running', {
          processed: job.processed_rows,
          total: job.total_rows ?? 0,
          created: job.created,
          updated: job.updated,
        })}
      />
    );
  }
  return (
    <Stack spacing={2} alignItems="flex-start">
      {stopped ? (
        <Alert severity="error">{t('imports.run.failed', { reason: job.failure ?? '' })}</Alert>
      ) : (
        <Typography>
          {t('imports.run.ready', { count: valid, label })}{' '}
          {t('imports.run.plan', { created: job.created, updated: job.updated })}
        </Typography>
      )}
      {welcomeOption ? (
        <Stack>
          <FormControlLabel
            control={
              <Checkbox checked={welcome} disabled={stopped} onChange={(event) => setWelcome(event.target.checked)} />
            }
            label={t('imports.run.welcome')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('imports.run.welcomeHint')}
          </Typography>
        </Stack>
      ) : null}
      {error ? <Alert severity="error">{errorDetail(error)}</Alert> : null}
      <Button variant="contained" disabled={busy} onClick={() => setAsking(true)}>
        {stopped ? t('imports.run.resume') : t('imports.run.start', { count: valid })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={stopped ? t('imports.run.resume') : t('imports.run.confirmTitle')}
        text={
          stopped
            ? t('imports.run.resumeText', { row: job.next_row + 1 })
            : t(`imports.run.confirmText.${job.mode}`, {
                count: valid,
                label,
                created: job.created,
                updated: job.updated,
              })
        }
        confirmLabel={t('imports.run.confirm')}
        cancelLabel={t('imports.run.cancel')}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
