import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorDetail } from '../../../lib/http.ts';
import { useBi, useBiChange } from '../api/bi.ts';

/** The client's BI dashboards, each with a switch granting it to the user; a refusal rolls the switch back. */
export function BiPanel({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const { showError } = useToast();
  const dashboards = useBi(userId);
  const change = useBiChange(userId);
  const [shown, setShown] = useState<Record<string, boolean>>({});

  const toggle = async (bi: string, granted: boolean) => {
    setShown((all) => ({ ...all, [bi]: granted }));
    try {
      await change.mutateAsync({ bi, granted });
    } catch (error) {
      showError(errorDetail(error));
    } finally {
      setShown(({ [bi]: _, ...rest }) => rest);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('permissions.bi.intro')}</Typography>
      {canEdit ? null : <Alert severity="info">{t('permissions.readOnly')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {dashboards.isError ? (
          <RetryAlert
            error={dashboards.error}
            retryLabel={t('permissions.retry')}
            onRetry={() => void dashboards.refetch()}
          />
        ) : dashboards.isPending ? (
          <Typography color="text.secondary">{t('permissions.bi.loading')}</Typography>
        ) : dashboards.data.length === 0 ? (
          <Typography>{t('permissions.bi.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('permissions.bi.title')}>
            {dashboards.data.map((dashboard) => (
              <li key={dashboard.key}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={shown[dashboard.key] ?? dashboard.granted}
                      disabled={!canEdit || dashboard.key in shown}
                      onChange={(event) => void toggle(dashboard.key, event.target.checked)}
                    />
                  }
                  label={dashboard.name}
                />
              </li>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
