import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PROJECT_STATUSES, type Session } from '@console/contract';
import { formatDate } from '../../../lib/date.ts';
import { formatCount } from '../../../lib/locale.ts';
import { StatusChip } from './StatusChip.tsx';

/** The sessions of a page: title (to the session's page), status, period, review deadline and projects per status. */
export function SessionsTable({ rows }: { rows: readonly Session[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('projetos.sessions.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projetos.sessions.name')}</TableCell>
            <TableCell>{t('projetos.sessions.status')}</TableCell>
            <TableCell>{t('projetos.sessions.period')}</TableCell>
            <TableCell>{t('projetos.sessions.reviewDeadline')}</TableCell>
            <TableCell>{t('projetos.sessions.counts')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((session) => {
            const counts = PROJECT_STATUSES.filter((status) => (session.counts[status] ?? 0) > 0);
            const total = PROJECT_STATUSES.reduce((sum, status) => sum + (session.counts[status] ?? 0), 0);
            return (
              <TableRow key={session.id} hover>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`sessoes/${session.id}`} sx={{ fontWeight: 600 }}>
                    {session.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <StatusChip kind="session" status={session.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(session.submission_start)} – {formatDate(session.submission_end)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(session.review_deadline)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ mr: 0.5 }}>
                      {t('projetos.sessions.total', { count: total, formatted: formatCount(total, i18n.language) })}
                    </Typography>
                    {counts.map((status) => (
                      <Chip
                        key={status}
                        size="small"
                        variant="outlined"
                        label={`${t(`projetos.status.${status}`)}: ${formatCount(session.counts[status] ?? 0, i18n.language)}`}
                      />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
