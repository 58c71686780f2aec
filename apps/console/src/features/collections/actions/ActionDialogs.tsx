import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ActionInputDialog } from './ActionInputDialog.tsx';
import { ActionProgress } from './ActionProgress.tsx';
import { StepsReportDialog } from './StepsReportDialog.tsx';
import { countOf, type ActionRunner, type PendingAction } from './use-action-runner.ts';

/** The dialog's title: the action, and the row it runs on (or the size of the selection). */
function useTitle() {
  const { t } = useTranslation();
  return ({ action, target }: PendingAction) =>
    target.mode === 'row'
      ? t('collection.actions.titleRow', { action: action.label, name: target.name })
      : t('collection.actions.titleBulk', { action: action.label, count: target.ids.length });
}

/**
 * The dialogs of one screen's action runs: the confirmation (the action's own text, {{count}} the rows; a generic
 * question for a dangerous action without one), the input form, a stepped run's progress and its report.
 */
export function ActionDialogs({ entity, runner }: { entity: string; runner: ActionRunner }) {
  const { t } = useTranslation();
  const title = useTitle();
  const progressId = useId();
  const { pending, running } = runner;
  const busy = running !== null;
  const confirmText = (item: PendingAction) =>
    item.action.confirm?.replaceAll('{{count}}', String(countOf(item.target))) ?? null;
  return (
    <>
      {pending && pending.action.input.length > 0 ? (
        <ActionInputDialog
          key={`${pending.action.name}`}
          entity={entity}
          action={pending.action}
          title={title(pending)}
          text={confirmText(pending)}
          busy={busy}
          onCancel={runner.cancel}
          onRun={runner.run}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null && pending.action.input.length === 0}
        title={pending ? title(pending) : ''}
        text={
          pending
            ? (confirmText(pending) ??
              t('collection.actions.confirmText', { action: pending.action.label, count: countOf(pending.target) }))
            : ''
        }
        confirmLabel={pending?.action.label ?? ''}
        cancelLabel={t('collection.actions.cancel')}
        danger={pending?.action.danger}
        busy={busy}
        onCancel={runner.cancel}
        onConfirm={() => void runner.run().catch(() => undefined)}
      />
      {/* A row action working in steps shows how far it is; a selection's progress is in its bulk bar. */}
      <Dialog
        open={running?.target.mode === 'row' && runner.progress !== null}
        aria-labelledby={progressId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={progressId}>{running ? title(running) : ''}</DialogTitle>
        <DialogContent>
          <ActionProgress label={running?.action.label ?? ''} progress={runner.progress} />
        </DialogContent>
        <DialogActions>
          <Button onClick={runner.stop} disabled={runner.stopping}>
            {t('collection.actions.stop')}
          </Button>
        </DialogActions>
      </Dialog>
      {runner.stepsSummary ? (
        <StepsReportDialog summary={runner.stepsSummary} onClose={runner.closeStepsSummary} />
      ) : null}
    </>
  );
}
