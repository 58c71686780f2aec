import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  LinearProgress,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDate } from '../../../lib/date.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { intlLocale } from '../../../lib/locale.ts';
import { useReportSummary } from '../api/reports.ts';

const FIGURES = ['members', 'new_members', 'sign_ins', 'posts', 'files', 'projects'] as const;

/** The platform operator's view across clients: members and the last 30 days' activity, each client's reports a click away. */
export function ClientsSummary() {
  const { t, i18n } = useTranslation();
  const summary = useReportSummary({}, true);
  const locale = intlLocale(i18n.language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reports-summary">
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography id="reports-summary" variant="h6" component="h2">
          {t('reports.summary.title')}
        </Typography>
        {summary.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('reports.period', { from: formatDate(summary.data.from), to: formatDate(summary.data.to) })}
          </Typography>
        ) : null}
      </Box>
      {summary.isFetching ? <LinearProgress aria-label={t('reports.loading')} /> : null}
      {summary.isError ? (
        <Box sx={{ p: 2 }}>
          <RetryAlert error={summary.error} retryLabel={t('reports.retry')} onRetry={() => void summary.refetch()} />
        </Box>
      ) : summary.data ? (
        <TableContainer>
          <Table size="small" aria-labelledby="reports-summary">
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.summary.client')}</TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f} align="right">
                    {t(`reports.summary.${f}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('reports.summary.storage')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.data.clients.map((c) => (
                <TableRow key={c.client_id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/relatorios/${c.client_id}`}>
                      {c.name}
                    </Link>
                    {c.status === 'suspended' ? (
                      <Typography component="span" variant="caption" color="error" sx={{ ml: 1 }}>
                        {t('reports.summary.suspended')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {FIGURES.map((f) => (
                    <TableCell key={f} align="right">
                      {c[f].toLocaleString(locale)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{formatBytes(c.storage_bytes, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Paper>
  );
}
