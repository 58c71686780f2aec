import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddBusiness from '@mui/icons-material/AddBusiness';
import { CLIENT_STATUSES, PLATFORM_CLIENT_ID, type ClientStatus } from '@console/contract';
import { PageNav } from '../../../components/PageNav.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useListController, useListResult } from '../../../lib/list-controller.ts';
import { useSession } from '../../../lib/session.ts';
import { useClients } from '../api/clients.ts';
import { ClientsTable } from '../components/ClientsTable.tsx';
import { CreateClientDialog } from '../components/CreateClientDialog.tsx';
import { StatusDialog, type StatusTarget } from '../components/StatusDialog.tsx';

const FILTERS = ['status'];
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
  const list = useListController({ paging: 'offset', filters: FILTERS });
  const rawStatus = list.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const clients = useClients({ ...list.query, status });
  const result = useListResult(list, clients);
  const [creating, setCreating] = useState(false);
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);

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
        <SearchField label={t('clients.list.search')} value={list.searchText} onChange={list.setSearchText} />
        <TextField
          select
          label={t('clients.list.status')}
          value={status ?? ''}
          onChange={(event) => list.setFilter('status', event.target.value || null)}
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
      <ListStates
        result={result}
        texts={{ loading: t('clients.loading'), empty: t('clients.list.empty'), noMatch: t('clients.list.noMatch') }}
        emptyAction={
          <Button variant="outlined" startIcon={<AddBusiness />} onClick={() => setCreating(true)}>
            {t('clients.create.open')}
          </Button>
        }
      >
        {(data) => (
          <>
            <ClientsTable rows={data.data} onStatus={setStatusTarget} />
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>
      <CreateClientDialog open={creating} onClose={() => setCreating(false)} />
      <StatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
