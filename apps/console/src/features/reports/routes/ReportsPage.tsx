import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { clientById, HUBS, PLATFORM_CLIENT_ID } from '@console/contract';
import { filterItems } from '../../../components/pickers/filter.ts';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useCollections } from '../../../lib/collections-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useReportCatalogue } from '../api/reports.ts';
import { ClientsSummary } from '../components/ClientsSummary.tsx';
import { ReportCards } from '../components/ReportCards.tsx';
import { ReportRow } from '../components/ReportRow.tsx';
import { useOwnClientRedirect } from './own-client.tsx';

/**
 * /relatorios/:clientId: the organisation's reports. First the catalogue of reports with filters and totals (and,
 * for the platform operator, every client's summary); then every list the user may open, exported whole as an
 * Excel spreadsheet (SPEC.md §9: the default export type) or CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { clientId = '' } = useParams();
  const name = clientById(Number(clientId))?.name ?? clientId;
  const collections = useCollections();
  const elsewhere = useOwnClientRedirect(clientId);
  const catalogue = useReportCatalogue(Number(clientId), !elsewhere);
  const { user } = useSession();
  const operator = user?.client_id === PLATFORM_CLIENT_ID;
  const [search, setSearch] = useState('');
  const byHub = useMemo(() => {
    const shown = filterItems(collections.data ?? [], search, 'label');
    return HUBS.map((hub) => ({ hub, items: shown.filter((meta) => meta.hub === hub) })).filter(
      (group) => group.items.length,
    );
  }, [collections.data, search]);
  if (elsewhere) return elsewhere;

  return (
    <Stack spacing={2} component="section" aria-labelledby="reports-title">
      <Box>
        <Typography id="reports-title" variant="h4" component="h1">
          {t('menu.relatorios')}
        </Typography>
        <Typography color="text.secondary">{t('reports.subtitle', { client: name })}</Typography>
      </Box>
      {operator ? <ClientsSummary /> : null}
      <Box component="section" aria-labelledby="reports-catalogue">
        <Typography id="reports-catalogue" variant="h5" component="h2" gutterBottom>
          {t('reports.catalogue')}
        </Typography>
        {catalogue.isError ? (
          <RetryAlert
            error={catalogue.error}
            retryLabel={t('reports.retry')}
            onRetry={() => void catalogue.refetch()}
          />
        ) : catalogue.data ? (
          <ReportCards clientId={clientId} reports={catalogue.data.reports} />
        ) : (
          <Typography color="text.secondary">{t('reports.loading')}</Typography>
        )}
      </Box>
      <Typography variant="h5" component="h2">
        {t('reports.lists')}
      </Typography>
      <SearchField label={t('reports.search')} value={search} onChange={setSearch} />
      {collections.isError ? (
        <RetryAlert
          error={collections.error}
          retryLabel={t('reports.retry')}
          onRetry={() => void collections.refetch()}
        />
      ) : !collections.data ? (
        <Typography color="text.secondary">{t('reports.loading')}</Typography>
      ) : byHub.length === 0 ? (
        <Typography>{search ? t('reports.noMatch') : t('reports.empty')}</Typography>
      ) : (
        byHub.map(({ hub, items }) => (
          <Paper key={hub} variant="outlined" component="section" aria-labelledby={`reports-${hub}`}>
            <Typography id={`reports-${hub}`} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
              {t(`hub.${hub}`)}
            </Typography>
            <Table size="small" aria-labelledby={`reports-${hub}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.list')}</TableCell>
                  <TableCell align="right">{t('reports.exportColumn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((meta) => (
                  <ReportRow key={meta.entity} meta={meta} />
                ))}
              </TableBody>
            </Table>
          </Paper>
        ))
      )}
    </Stack>
  );
}
