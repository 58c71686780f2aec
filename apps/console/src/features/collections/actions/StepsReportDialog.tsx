import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { StepsSummary } from './use-action-runner.ts';

/** Refused rows listed at most; the rest are counted. */
const LISTED = 200;

/** The report of an action run in steps: how many were done, skipped (already there) and refused, each with why. */
export function StepsReportDialog({ summary, onClose }: { summary: StepsSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { report } = summary;
  const listed = report.failed.slice(0, LISTED);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('collection.actions.reportTitle', { action: summary.label })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{t('collection.actions.reportDone', { count: report.done })}</Typography>
          <Typography>{t('collection.actions.reportSkipped', { count: report.skipped })}</Typography>
          <Typography>{t('collection.actions.reportFailed', { count: report.failed.length })}</Typography>
          {report.stoppedAt !== null ? (
            <Typography color="warning.main">{t('collection.actions.reportStopped')}</Typography>
          ) : null}
          {listed.length ? (
            <List dense aria-label={t('collection.actions.refusedList')}>
              {listed.map((failure, index) => (
                <ListItem key={`${failure.label}-${index}`} disableGutters>
                  <ListItemText primary={failure.label} secondary={failure.message} />
                </ListItem>
              ))}
            </List>
          ) : null}
          {report.failed.length > LISTED ? (
            <Typography variant="body2">
              {t('collection.actions.moreRefused', { count: report.failed.length - LISTED })}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('collection.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
