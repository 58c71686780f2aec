import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CLIENTS, isAllowed, type OutboxItem } from '@console/contract';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { ListStates } from '../../../components/ListStates.tsx';
import { PageNav } from '../../../components/PageNav.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { optionalId, useListController, useListResult } from '../../../lib/list-controller.ts';
import { useClientDirectory } from '../../../lib/client-directory.ts';
import { useSession } from '../../../lib/session.ts';
import { useOutbox } from '../api/outbox.ts';
import { MailDialog } from '../components/MailDialog.tsx';
import { OutboxTable } from '../components/OutboxTable.tsx';

const FILTERS = ['client'];

/**
 * /caixa-de-saida (platform administrators): the mails the platform wrote (welcome e-mails...), sent or kept
 * here when no SMTP server is configured, so an operator can read a link that never left.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  // The search box looks for a recipient (?to).
  const list = useListController({ paging: 'offset', filters: FILTERS, searchKey: 'to' });
  const client = optionalId(list.get('client'));
  const { user } = useSession();
  const { search: to, ...paging } = list.query;
  const outbox = useOutbox({ ...paging, client, to });
  const result = useListResult(list, outbox);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  // Every organisation, those created at run time included (the fixed ones until the directory answers).
  const directory = useClientDirectory();
  const organisations = directory.data ?? CLIENTS;

  return (
    <Stack spacing={2} component="section" aria-labelledby="outbox-title">
      <Box>
        <Typography id="outbox-title" variant="h4" component="h1">
          {t('outbox.title')}
        </Typography>
        <Typography color="text.secondary">{t('outbox.subtitle')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('outbox.search')} value={list.searchText} onChange={list.setSearchText} />
        <TextField
          select
          label={t('outbox.client')}
          value={client ?? ''}
          onChange={(event) => list.setFilter('client', event.target.value || null)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('outbox.allClients')}</MenuItem>
          {organisations.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
        {isAllowed(user, 'usuarios.exportar') ? (
          <Box sx={{ ml: { sm: 'auto' } }}>
            <ExportButton target={{ path: '/api/v2/admin/outbox', query: { client, to }, name: 'emails' }} />
          </Box>
        ) : null}
      </Stack>
      <ListStates
        result={result}
        texts={{ loading: t('outbox.loading'), empty: t('outbox.empty'), noMatch: t('outbox.noMatch') }}
      >
        {(data) => (
          <>
            <OutboxTable rows={data.data} onOpen={setOpen} />
            <PageNav page={data} update={list.update} />
          </>
        )}
      </ListStates>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
