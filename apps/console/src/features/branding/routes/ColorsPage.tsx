import { useTranslation } from 'react-i18next';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { isAllowed } from '@console/contract';
import { PanelText } from '../../../components/PanelText.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useClientColors } from '../api/get-client-colors.ts';
import { BrandEditor } from '../components/BrandEditor.tsx';

/**
 * /cores: the brand of the active client (the signed-in administrator's own; the client the platform operator has
 * selected), edited with a live preview. Without `cores.editar` it is shown read-only.
 */
export function ColorsPage() {
  const { t } = useTranslation();
  const { clientId, user } = useSession();
  const colors = useClientColors(clientId);
  const canEdit = isAllowed(user, 'cores.editar');
  const canUpload = isAllowed(user, 'arquivos.enviar');
  return (
    <Stack spacing={2} component="section" aria-labelledby="brand-title">
      <Box>
        <Typography id="brand-title" variant="h4" component="h1">
          {t('menu.cores')}
        </Typography>
        <Typography color="text.secondary">
          {colors.data ? t('brandEditor.intro', { client: colors.data.name }) : null}
        </Typography>
      </Box>
      {canEdit ? null : <Alert severity="info">{t('brandEditor.readOnly')}</Alert>}
      {colors.isError ? (
        <RetryAlert error={colors.error} retryLabel={t('brandEditor.retry')} onRetry={() => void colors.refetch()} />
      ) : !colors.data || clientId === null ? (
        <PanelText muted>{t('brandEditor.loading')}</PanelText>
      ) : (
        <BrandEditor
          key={clientId}
          clientId={clientId}
          saved={colors.data}
          canEdit={canEdit}
          canUpload={canUpload}
          userName={user?.name ?? ''}
        />
      )}
    </Stack>
  );
}
