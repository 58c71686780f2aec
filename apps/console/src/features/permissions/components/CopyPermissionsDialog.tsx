import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { PERMISSION_COPY_MAX, type PermissionChange, type WhoItem } from '@console/contract';
import { SelectDialog } from '../../../components/pickers/SelectDialog.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useBi } from '../api/bi.ts';
import { batches, changesSomething, copyPermissions } from '../api/copy.ts';
import { permissionsKey } from '../api/keys.ts';
import { searchWho } from '../api/who.ts';
import { CopyPreview } from './CopyPreview.tsx';

/** Users saved per request while applying, so that the progress moves. */
const SAVE_BATCH = 10;

type Step =
  | { kind: 'pick' }
  | { kind: 'preview'; targets: WhoItem[]; changes: PermissionChange[] | null; error: unknown }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'done'; applied: number; unchanged: number; failed: { names: string[]; message: string }[] };

interface CopyPermissionsDialogProps {
  open: boolean;
  source: { user_id: number; name: string };
  onClose: () => void;
}

const toItem = (user: WhoItem) => ({
  id: user.user_id,
  avatar: user.picture,
  description: user.name,
  detail: user.email,
});

/**
 * Bulk copy: the source user's modules, sub-permissions and BI onto users picked with the multi-select dialog;
 * a preview of the changes per user (dry run), then the save in batches with progress, then a summary.
 */
export function CopyPermissionsDialog({ open, source, onClose }: CopyPermissionsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  // The client's dashboards (listed for the source user) name the BI keys of the preview.
  const dashboards = useBi(source.user_id, open);
  const biNames = useMemo(() => new Map((dashboards.data ?? []).map((d) => [d.key, d.name])), [dashboards.data]);

  const close = () => {
    setStep({ kind: 'pick' });
    onClose();
  };

  const preview = async (targets: WhoItem[]) => {
    setStep({ kind: 'preview', targets, changes: null, error: null });
    try {
      const ids = targets.map((user) => user.user_id);
      const changes: PermissionChange[] = [];
      for (const batch of batches(ids, PERMISSION_COPY_MAX))
        changes.push(...(await copyPermissions(source.user_id, batch, true)));
      setStep({ kind: 'preview', targets, changes, error: null });
    } catch (error) {
      setStep({ kind: 'preview', targets, changes: null, error });
    }
  };

  const save = async (changes: PermissionChange[]) => {
    const changing = changes.filter(changesSomething);
    const failed: { names: string[]; message: string }[] = [];
    let applied = 0;
    setStep({ kind: 'saving', done: 0, total: changing.length });
    for (const batch of batches(changing, SAVE_BATCH)) {
      try {
        await copyPermissions(
          source.user_id,
          batch.map((change) => change.user_id),
          false,
        );
        applied += batch.length;
      } catch (error) {
        failed.push({ names: batch.map((change) => change.name), message: errorDetail(error) });
      }
      setStep({
        kind: 'saving',
        done: applied + failed.reduce((n, f) => n + f.names.length, 0),
        total: changing.length,
      });
    }
    void queryClient.invalidateQueries({ queryKey: permissionsKey(clientId) });
    setStep({ kind: 'done', applied, unchanged: changes.length - changing.length, failed });
  };

  const search = async (term: string, signal: AbortSignal) =>
    (await searchWho(term, signal)).filter((user) => user.user_id !== source.user_id);
  const title = t('permissions.copy.title', { name: source.name });

  if (!open) return null;
  if (step.kind === 'pick') {
    return (
      <SelectDialog
        open
        multiple
        title={title}
        search={search}
        toItem={toItem}
        onClose={(picked) => (picked && picked.length > 0 ? void preview(picked) : close())}
      />
    );
  }
  return (
    <Dialog open onClose={step.kind === 'saving' ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {step.kind === 'preview' ? (
          step.error ? (
            <RetryAlert
              error={step.error}
              retryLabel={t('permissions.retry')}
              onRetry={() => void preview(step.targets)}
            />
          ) : step.changes ? (
            <CopyPreview changes={step.changes} biNames={biNames} />
          ) : (
            <Stack spacing={1}>
              <Typography>{t('permissions.copy.previewing')}</Typography>
              <LinearProgress aria-label={t('permissions.copy.previewing')} />
            </Stack>
          )
        ) : step.kind === 'saving' ? (
          <Stack spacing={1}>
            <Typography role="status">
              {t('permissions.copy.saving', { done: step.done, total: step.total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={step.total ? (step.done / step.total) * 100 : 100}
              aria-label={t('permissions.copy.progress')}
            />
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Alert severity={step.failed.length ? 'warning' : 'success'}>
              {t('permissions.copy.applied', { total: step.applied })}
            </Alert>
            {step.unchanged ? (
              <Typography>{t('permissions.copy.unchangedCount', { total: step.unchanged })}</Typography>
            ) : null}
            {step.failed.map((failure) => (
              <Alert key={failure.names.join()} severity="error">
                {t('permissions.copy.failed', { names: failure.names.join(', '), message: failure.message })}
              </Alert>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step.kind === 'preview' ? (
          <>
            <Button onClick={() => setStep({ kind: 'pick' })}>{t('permissions.copy.back')}</Button>
            <Button onClick={close}>{t('permissions.cancel')}</Button>
            <Button
              variant="contained"
              disabled={!step.changes || !step.changes.some(changesSomething)}
              onClick={() => step.changes && void save(step.changes)}
            >
              {t('permissions.copy.apply', { total: step.changes?.filter(changesSomething).length ?? 0 })}
            </Button>
          </>
        ) : step.kind === 'done' ? (
          <Button variant="contained" onClick={close}>
            {t('permissions.close')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
