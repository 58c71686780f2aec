import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import AddBusiness from '@mui/icons-material/AddBusiness';
import { CLIENT_STATUSES, PLATFORM_CLIENT_ID, type ClientStatus } from '@console/contract';
import { PageNav } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { positiveParam, useDebouncedSearch, useLastPageFallback, useListParams } from '../../../lib/search-params.ts';
import { useSession } from '../../../lib/session.ts';
import { useClients } from '../api/clients.ts';
import { ClientsTable } from '../components/ClientsTable.tsx';
import { CreateClientDialog } from '../components/CreateClientDialog.tsx';
import { StatusDialog, type StatusTarget } from '../components/StatusDialog.tsx';

const DEFAULT_PER_PAGE = 20;
const isStatus = (value: string | null): value is ClientStatus =>
  (CLIENT_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /clientes: the platform operator's clients (search, status, pages in the URL), "Novo cliente", and each row's
 * settings, login page and suspension. A client's own administrator goes straight to their client's settings.
 */
export function ClientsPage() {
  const { user } = useSession();
  if (user && user.client_id !== PLATFORM_CLIENT_ID) return <Navigate to={String(user.client_id)} replace />;
  return <OperatorClients />;
}

function OperatorClients() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(100, positiveParam(params.get('per_page'), DEFAULT_PER_PAGE));
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const [searchText, setSearchText] = useDebouncedSearch(search, (value) =>
    update({ search: value.trim() || null, page: null }),
  );
  const clients = useClients({ page, per_page: perPage, search: search || undefined, status });
  const [creating, setCreating] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);

  const data = clients.data;
  const filtered = Boolean(search || status);
  useLastPageFallback(page, data?.last_page, update);

  return (
    <Stack spacing={2} component="section" aria-labelledby="clients-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Typography id="clients-title" variant="h4" component="h1">
          {t('clients.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddBusiness />} onClick={() => setCreating(true)}>
          {t('clients.create.open')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('clients.list.search')} value={searchText} onChange={setSearchText} />
        <TextField
          select
          label={t('clients.list.status')}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value || null, page: null })}
          // 'Todas' shows as the value, not as an empty box under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('clients.list.allStatuses')}</MenuItem>
          {CLIENT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`clients.status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined" aria-busy={clients.isFetching}>
        {clients.isFetching && data ? <LinearProgress aria-label={t('clients.loading')} /> : null}
        {clients.isError ? (
          <RetryAlert error={clients.error} retryLabel={t('clients.retry')} onRetry={() => void clients.refetch()} />
        ) : data && data.data.length === 0 ? (
          <Stack spacing={1.5} alignItems="flex-start" sx={{ p: 3 }}>
            <Typography>{filtered ? t('clients.list.noMatch') : t('clients.list.empty')}</Typography>
            {filtered ? (
              <Button variant="outlined" onClick={() => update({ search: null, status: null, page: null })}>
                {t('clients.list.clearFilters')}
              </Button>
            ) : (
              <Button variant="outlined" startIcon={<AddBusiness />} onClick={() => setCreating(true)}>
                {t('clients.create.open')}
              </Button>
            )}
          </Stack>
        ) : data ? (
          <>
            <ClientsTable rows={data.data} onStatus={setStatusTarget} />
            <PageNav page={data} update={update} />
          </>
        ) : (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('clients.loading')}</Typography>
          </Box>
        )}
      </Paper>
      <CreateClientDialog open={creating} onClose={() => setCreating(false)} />
      <StatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
