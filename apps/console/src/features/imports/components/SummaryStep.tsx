import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import type { ImportJob } from '@console/contract';
import { ReportButton } from './ReportButton.tsx';

/** The counts of the import and the error report to download. */
export function SummaryStep({
  target,
  job,
  backTo,
  onAnother,
}: {
  target: string;
  job: ImportJob;
  backTo: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const figures = [
    { key: 'created', value: job.created },
    { key: 'updated', value: job.updated },
    { key: 'errors', value: job.error_rows },
  ] as const;
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('imports.summary.title', { total: job.total_rows ?? 0 })}
      </Alert>
      <Stack direction="row" spacing={2} component="dl" sx={{ m: 0 }}>
        {figures.map((f) => (
          <Paper key={f.key} variant="outlined" sx={{ p: 2, minWidth: 140 }}>
            <Typography component="dt" color="text.secondary">
              {t(`imports.summary.${f.key}`)}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0 }}>
              {f.value.toLocaleString()}
            </Typography>
          </Paper>
        ))}
      </Stack>
      {job.error_count ? <ReportButton target={target} id={job.id} /> : null}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="outlined" onClick={onAnother}>
          {t('imports.summary.another')}
        </Button>
        <Button variant="contained" component={RouterLink} to={backTo}>
          {t('imports.summary.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
