import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Box, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import { PLATFORM_CLIENT_ID, isAllowed, type AsapClient } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { useClient } from '../api/clients.ts';
import { ClientSettingsForm } from '../components/ClientSettingsForm.tsx';
import { SettingsSection } from '../components/SettingsSection.tsx';
import { StatusChip } from '../components/StatusChip.tsx';
import { StatusDialog, type StatusTarget } from '../components/StatusDialog.tsx';
import { absoluteUrl } from '../format.ts';

/** The client's status and, for the platform operator, the way to suspend or reactivate it (never the platform's own). */
function StatusSection({ client, operator }: { client: AsapClient; operator: boolean }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<StatusTarget | null>(null);
  const suspended = client.status === 'suspended';
  return (
    <SettingsSection title={t('clients.settings.status')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <StatusChip status={client.status} />
          <Typography variant="body2" color="text.secondary">
            {t(suspended ? 'clients.settings.suspendedHint' : 'clients.settings.activeHint')}
          </Typography>
        </Stack>
        {operator && client.id !== PLATFORM_CLIENT_ID ? (
          <Button
            variant="outlined"
            color={suspended ? 'primary' : 'error'}
            startIcon={suspended ? <PlayCircleOutline /> : <Block />}
            onClick={() => setTarget({ id: client.id, name: client.name, status: client.status })}
          >
            {t(suspended ? 'clients.reactivate' : 'clients.suspend')}
          </Button>
        ) : null}
      </Stack>
      <StatusDialog target={target} onClose={() => setTarget(null)} />
    </SettingsSection>
  );
}

/** /clientes/:id: a client's settings; the platform operator opens any client's, a client's administrator their own. */
export function ClientSettingsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSession();
  const clientId = Number(id);
  const client = useClient(clientId);
  const operator = user?.client_id === PLATFORM_CLIENT_ID;
  const readOnly = !isAllowed(user, 'clientes.editar');
  const data = client.data;
  return (
    <Stack spacing={2} component="section" aria-labelledby="client-settings-title">
      {operator ? (
        <Breadcrumbs aria-label={t('clients.settings.breadcrumbs')}>
          <Link component={RouterLink} to=".." relative="path">
            {t('clients.title')}
          </Link>
          <Typography color="text.primary">{data?.name ?? id}</Typography>
        </Breadcrumbs>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Box>
          <Typography id="client-settings-title" variant="h4" component="h1">
            {data ? t('clients.settings.title', { name: data.name }) : t('clients.settings.titleLoading')}
          </Typography>
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('clients.settings.loginAt')}{' '}
              <Link href={absoluteUrl(data.login_url)} target="_blank" rel="noopener noreferrer">
                {absoluteUrl(data.login_url)}
                <OpenInNew
                  fontSize="inherit"
                  sx={{ ml: 0.5, verticalAlign: 'middle' }}
                  aria-label={t('clients.newTab')}
                />
              </Link>
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {client.isError ? (
        <RetryAlert error={client.error} retryLabel={t('clients.retry')} onRetry={() => void client.refetch()} />
      ) : data ? (
        <>
          <StatusSection client={data} operator={operator} />
          <ClientSettingsForm key={data.id} client={data} operator={operator} readOnly={readOnly} />
        </>
      ) : (
        <Typography color="text.secondary">{t('clients.loading')}</Typography>
      )}
    </Stack>
  );
}
