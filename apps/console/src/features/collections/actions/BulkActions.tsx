import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { CollectionActionMeta } from '@console/contract';
import { ActionButton } from './ActionButton.tsx';
import { ActionProgress } from './ActionProgress.tsx';
import type { ActionRunner } from './use-action-runner.ts';

/** The bulk bar's buttons: each bulk action the user may run, on the selection. */
export function BulkActionButtons({
  actions,
  runner,
  onRun,
}: {
  actions: CollectionActionMeta[];
  runner: ActionRunner;
  onRun: (action: CollectionActionMeta) => void;
}) {
  return actions.map((action) => (
    <ActionButton key={action.name} action={action} disabled={runner.running !== null} onClick={() => onRun(action)} />
  ));
}

/** Refused rows listed at most in the summary; the rest are counted. */
const LISTED = 50;

/**
 * Under the bulk bar: a selection's run with its progress (and a way to stop between requests), then its summary,
 * "N feitos, M recusados" and each refused row with the server's reason, which takes the focus when it appears (the
 * selection it ran on may be gone).
 */
export function BulkActionStatus({ runner }: { runner: ActionRunner }) {
  const { t } = useTranslation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const { running, bulkSummary: summary } = runner;
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);
  if (running?.target.mode === 'bulk')
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ActionProgress label={running.action.label} progress={runner.progress} />
        </Box>
        {running.target.ids.length > 100 ? (
          <Button onClick={runner.stop} disabled={runner.stopping}>
            {t('collection.actions.stop')}
          </Button>
        ) : null}
      </Stack>
    );
  if (!summary) return null;
  const severity = summary.failed.length || summary.unsent ? (summary.done ? 'warning' : 'error') : 'success';
  return (
    <Alert
      ref={summaryRef}
      tabIndex={-1}
      severity={severity}
      onClose={runner.closeBulkSummary}
      slotProps={{ closeButton: { title: t('collection.actions.close') } }}
    >
      <AlertTitle>
        {t('collection.actions.summary', { action: summary.label, done: summary.done, failed: summary.failed.length })}
      </AlertTitle>
      {summary.failed.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {summary.failed.slice(0, LISTED).map((failure, index) => (
            <li key={`${index}`}>
              {t('collection.actions.refused', { name: failure.name, message: failure.message })}
            </li>
          ))}
        </Box>
      ) : null}
      {summary.failed.length > LISTED
        ? t('collection.actions.moreRefused', { count: summary.failed.length - LISTED })
        : null}
      {summary.unsent ? t('collection.actions.unsent', { count: summary.unsent }) : null}
    </Alert>
  );
}
