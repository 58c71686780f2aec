import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { CLIENTS, type OutboxItem } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { positiveParam, useDebouncedSearch, useListParams } from '../../../lib/search-params.ts';
import { useOutbox } from '../api/outbox.ts';
import { MailDialog } from '../components/MailDialog.tsx';
import { OutboxTable } from '../components/OutboxTable.tsx';

const PER_PAGE_OPTIONS = [20, 50, 100];

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
  const [toText, setToText] = useDebouncedSearch(to, (value) => update({ to: value.trim() || null, page: null }));
  const outbox = useOutbox({ page, per_page: perPage, client, to: to || undefined });
  const [open, setOpen] = useState<OutboxItem | null>(null);
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
        <TextField select label={t('outbox.client')} value={client ?? ''} onChange={(event) => update({ client: event.target.value || null, page: null })} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('outbox.allClients')}</MenuItem>
          {CLIENTS.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {entry.name}
            </MenuItem>
          ))}
        </TextField>
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
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, data.current_page - 1)}
              rowsPerPage={data.per_page}
              rowsPerPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(_event, next) => update({ page: next > 0 ? String(next + 1) : null })}
              onRowsPerPageChange={(event) => update({ per_page: event.target.value, page: null })}
              labelRowsPerPage={t('outbox.perPage')}
              labelDisplayedRows={({ from, to: last, count }) => t('outbox.displayed', { from, to: last, count })}
              getItemAriaLabel={(type) => t(`outbox.pageNav.${type}`)}
            />
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
