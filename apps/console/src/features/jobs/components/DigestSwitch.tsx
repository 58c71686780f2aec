import { useTranslation } from 'react-i18next';
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useToast } from '../../../components/toast.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDigest, useSetDigest } from '../api/digest.ts';

/**
 * The administrator's own daily digest (issue 29, `digest.daily`): one e-mail a morning of what the timers made
 * overdue and the jobs that failed in their client. Offered to an administrator acting for their own client only (the
 * digest reads that client); hidden when the API refuses it (a member).
 */
export function DigestSwitch() {
  const { t } = useTranslation();
  const { user, clientId } = useSession();
  const own = user !== null && clientId === user.client_id;
  const digest = useDigest(own);
  const save = useSetDigest();
  const { toast, showError } = useToast();
  if (!own || !digest.data) return null;
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={digest.data.enabled}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(event.target.checked, {
                onSuccess: (data) =>
                  toast({ kind: 'success', message: t(data.enabled ? 'jobs.digest.on' : 'jobs.digest.off') }),
                onError: (error) => showError(error instanceof Error ? error.message : String(error)),
              })
            }
          />
        }
        label={t('jobs.digest.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('jobs.digest.help')}</FormHelperText>
    </Stack>
  );
}
