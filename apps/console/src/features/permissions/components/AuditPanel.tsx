import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { PanelText } from '../../../components/PanelText.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAudit } from '../api/audit.ts';
import { auditAction, auditValue } from '../audit-format.ts';

interface AuditPanelProps {
  userId: number;
  page: number;
  onPage: (page: number) => void;
}

/** The audit trail of the user's permission changes, newest first: when, who, what, before and after. */
export function AuditPanel({ userId, page, onPage }: AuditPanelProps) {
  const { t } = useTranslation();
  const audit = useAudit(userId, page);
  const data = audit.data;
  const move = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled || audit.isPlaceholderData} onClick={() => onPage(target)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('permissions.audit.intro')}</Typography>
      <Paper variant="outlined" aria-busy={audit.isFetching}>
        {audit.isFetching && data ? <LinearProgress aria-label={t('permissions.audit.loading')} /> : null}
        {audit.isError ? (
          <RetryAlert error={audit.error} retryLabel={t('permissions.retry')} onRetry={() => void audit.refetch()} />
        ) : !data ? (
          <PanelText muted>{t('permissions.audit.loading')}</PanelText>
        ) : data.data.length === 0 ? (
          <PanelText>{page > 1 ? t('permissions.audit.pastEnd') : t('permissions.audit.empty')}</PanelText>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('permissions.audit.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('permissions.audit.when')}</TableCell>
                    <TableCell>{t('permissions.audit.who')}</TableCell>
                    <TableCell>{t('permissions.audit.what')}</TableCell>
                    <TableCell>{t('permissions.audit.before')}</TableCell>
                    <TableCell>{t('permissions.audit.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
                      <TableCell>{entry.actor?.name ?? t('permissions.audit.system')}</TableCell>
                      <TableCell>{auditAction(t, entry.action)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditValue(t, entry.before)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditValue(t, entry.after)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="flex-end" sx={{ p: 1 }} component="nav" aria-label={t('paging.nav.label')}>
              <Typography role="status">{t('paging.pageOf', { page: data.current_page, pages: data.last_page })}</Typography>
              {move(t('paging.nav.previous'), page - 1, page <= 1, <KeyboardArrowLeft />)}
              {move(t('paging.nav.next'), page + 1, page >= data.last_page, <KeyboardArrowRight />)}
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
