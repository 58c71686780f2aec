import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { CLIENTS, isAllowed, type OutboxItem } from '@console/contract';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { PageNav, PER_PAGE_OPTIONS } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useClientDirectory } from '../../../lib/client-directory.ts';
import { useSession } from '../../../lib/session.ts';
import { useOutbox } from '../api/outbox.ts';
import { MailDialog } from '../components/MailDialog.tsx';
import { OutboxTable } from '../components/OutboxTable.tsx';

/**
 * /caixa-de-saida (platform administrators): the mails the platform wrote (welcome e-mails...), sent or kept
 * here when no SMTP server is configured, so an operator can read a link that never left.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [params, update] = useListParams();
  const page = positiveParam(params.get('page'), 1);
  const perPage = Math.min(100, positiveParam(params.get('per_page'), PER_PAGE_OPTIONS[0]));
  const client = positiveParam(params.get('client'), 0) || undefined;
  const to = params.get('to') ?? '';
  const { user } = useSession();
  const [toText, setToText] = useDebouncedSearch(to, (value) => update({ to: value.trim() || null, page: null }));
  const outbox = useOutbox({ page, per_page: perPage, client, to: to || undefined });
  const [open, setOpen] = useState<OutboxItem | null>(null);
  // Every organisation, those created at run time included (the fixed ones until the directory answers).
  const directory = useClientDirectory();
  const organisations = directory.data ?? CLIENTS;
  const data = outbox.data;

  return (
    <Stack spacing={2} component="section" aria-labelledby="outbox-title">
      <Box>
        <Typography id="outbox-title" variant="h4" component="h1">
          {t('outbox.title')}
        </Typography>
        <Typography color="text.secondary">{t('outbox.subtitle')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('outbox.search')} value={toText} onChange={setToText} />
        <TextField
          select
          label={t('outbox.client')}
          value={client ?? ''}
          onChange={(event) => update({ client: event.target.value || null, page: null })}
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
            <ExportButton
              target={{ path: '/api/v2/admin/outbox', query: { client, to: to || undefined }, name: 'emails' }}
            />
          </Box>
        ) : null}
      </Stack>
      <Paper variant="outlined">
        {outbox.isError ? (
          <RetryAlert error={outbox.error} retryLabel={t('outbox.retry')} onRetry={() => void outbox.refetch()} />
        ) : data && data.data.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography>{to || client ? t('outbox.noMatch') : t('outbox.empty')}</Typography>
          </Box>
        ) : data ? (
          <>
            <OutboxTable rows={data.data} onOpen={setOpen} />
            <PageNav page={data} update={update} />
          </>
        ) : (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('outbox.loading')}</Typography>
          </Box>
        )}
      </Paper>
      <MailDialog mail={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
