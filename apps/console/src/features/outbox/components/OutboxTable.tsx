import { useTranslation } from 'react-i18next';
import {
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { clientById, type OutboxItem, type OutboxStatus } from '@console/contract';
import { formatDate, formatDateTime } from '../../../lib/date.ts';

const STATUS_COLORS: Record<OutboxStatus, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  sent: 'success',
  failed: 'error',
  retrying: 'warning',
  queued: 'info',
  kept: 'default',
};

/** Sent, queued, waiting for a retry, failed for good (with the server's error), or kept because no SMTP server is configured. */
export function MailStatus({ mail }: { mail: OutboxItem }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[mail.status]}
      label={t(`outbox.status.${mail.status}`)}
      title={mail.error ?? undefined}
    />
  );
}

/** How many deliveries a mail that is not sent had, and when the next one is due (none once given up). */
export function MailAttempts({ mail }: { mail: OutboxItem }) {
  const { t } = useTranslation();
  if (mail.status !== 'retrying' && mail.status !== 'failed') return null;
  const next =
    mail.status === 'retrying' && mail.next_attempt_at
      ? t('outbox.nextAttempt', { at: formatDateTime(mail.next_attempt_at) })
      : t('outbox.givenUp');
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {t('outbox.attempts', { count: mail.attempts })} · {next}
    </Typography>
  );
}

/** The outbox rows, newest first: date, organisation, recipient, subject, status and the open action. */
export function OutboxTable({ rows, onOpen }: { rows: OutboxItem[]; onOpen: (mail: OutboxItem) => void }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('outbox.date')}</TableCell>
            <TableCell>{t('outbox.client')}</TableCell>
            <TableCell>{t('outbox.to')}</TableCell>
            <TableCell>{t('outbox.subject')}</TableCell>
            <TableCell>{t('outbox.statusLabel')}</TableCell>
            <TableCell align="right">{t('outbox.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((mail) => (
            <TableRow key={mail.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(mail.created_at)}</TableCell>
              <TableCell>{mail.client_name ?? clientById(mail.client_id)?.name ?? `#${mail.client_id}`}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.subject}</TableCell>
              <TableCell>
                <MailStatus mail={mail} />
                <MailAttempts mail={mail} />
              </TableCell>
              <TableCell align="right">
                {/* Hover only: closing the mail returns the focus here, and a focus tooltip would then stay up. */}
                <Tooltip title={t('outbox.open')} disableFocusListener>
                  <IconButton
                    aria-label={t('outbox.openOf', { subject: mail.subject, to: mail.to })}
                    onClick={() => onOpen(mail)}
                  >
                    <Visibility />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
