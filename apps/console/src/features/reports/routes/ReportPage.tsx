import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Breadcrumbs, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { REPORTS_PATH } from '@console/contract';
import { PageNav } from '../../../components/PageNav.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { ExportButton } from '../../../components/ExportButton.tsx';
import { PeriodPicker } from '../../../components/PeriodPicker.tsx';
import { formatDate } from '../../../lib/date.ts';
import { periodFromUrl, periodParams, periodToUrl } from '../../../lib/period.ts';
import { positiveParam, useListParams } from '../../../lib/search-params.ts';
import { useReport, useReportCatalogue, type ReportParams } from '../api/reports.ts';
import { ReportFilters } from '../components/ReportFilters.tsx';
import { ReportTable } from '../components/ReportTable.tsx';
import { useOwnClientRedirect } from './own-client.tsx';

const DEFAULT_PER_PAGE = 20;
const idParam = (value: string | null): number | undefined =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

/** The report's query from the URL: the period, its filters and the page. */
function reportParams(params: URLSearchParams): ReportParams {
  return {
    ...periodParams(periodFromUrl(params)),
    group_id: idParam(params.get('group_id')),
    regional_id: idParam(params.get('regional_id')),
    status: params.get('status') ?? undefined,
    dias: idParam(params.get('dias')),
    page: positiveParam(params.get('page'), 1),
    per_page: Math.min(100, positiveParam(params.get('per_page'), DEFAULT_PER_PAGE)),
  };
}

/** The export asks for every row the filters keep: the report's query without its page. */
const exportQuery = (clientId: number, { page: _page, per_page: _perPage, ...filters }: ReportParams) => ({
  client_id: clientId,
  ...filters,
});

/**
 * /relatorios/:clientId/:key: one report with its filters in the URL, a paged table with the totals of every row the
 * filters keep, and its export as the same rows in a spreadsheet.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { clientId = '', reportKey = '' } = useParams();
  const client = Number(clientId);
  const [params, update] = useListParams();
  const elsewhere = useOwnClientRedirect(clientId, `/${reportKey}`);
  const catalogue = useReportCatalogue(client, !elsewhere);
  const query = reportParams(params);
  const report = useReport(client, reportKey, query, !elsewhere);
  const def = catalogue.data?.reports.find((r) => r.key === reportKey);

  if (elsewhere) return elsewhere;

  if (catalogue.isError)
    return (
      <RetryAlert error={catalogue.error} retryLabel={t('reports.retry')} onRetry={() => void catalogue.refetch()} />
    );
  if (!catalogue.data) return <LinearProgress aria-label={t('reports.loading')} />;
  if (!def) return <Alert severity="warning">{t('reports.unknown')}</Alert>;

  const page = report.data;
  return (
    <Stack spacing={2} component="section" aria-labelledby="report-title">
      <Breadcrumbs aria-label={t('reports.breadcrumb')}>
        <Link component={RouterLink} to={`/relatorios/${clientId}`}>
          {t('menu.relatorios')}
        </Link>
        <Typography color="text.primary">{def.label}</Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-start' }}
      >
        <Box>
          <Typography id="report-title" variant="h4" component="h1">
            {def.label}
          </Typography>
          <Typography color="text.secondary">{def.description}</Typography>
        </Box>
        {catalogue.data.can_export ? (
          <ExportButton
            target={{
              path: `${REPORTS_PATH}/${def.key}`,
              query: exportQuery(client, query),
              name: `relatorio-${def.key}`,
            }}
          />
        ) : null}
      </Stack>
      {def.filters.includes('periodo') ? (
        <PeriodPicker
          choice={periodFromUrl(params)}
          range={page?.from && page.to ? { from: page.from, to: page.to } : null}
          onChange={(choice) => update({ ...periodToUrl(choice), page: null })}
        />
      ) : null}
      <ReportFilters report={def} catalogue={catalogue.data} params={params} update={update} />
      {page?.from && page.to ? (
        <Typography variant="body2" color="text.secondary">
          {t('reports.period', { from: formatDate(page.from), to: formatDate(page.to) })}
        </Typography>
      ) : null}
      <Paper variant="outlined">
        {report.isFetching ? <LinearProgress aria-label={t('reports.loading')} /> : null}
        {report.isError ? (
          <Box sx={{ p: 2 }}>
            <RetryAlert error={report.error} retryLabel={t('reports.retry')} onRetry={() => void report.refetch()} />
          </Box>
        ) : page && page.total === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('reports.noRows')}
          </Typography>
        ) : page ? (
          <>
            <ReportTable page={page} label={def.label} />
            <PageNav page={page} update={update} />
          </>
        ) : null}
      </Paper>
    </Stack>
  );
}
