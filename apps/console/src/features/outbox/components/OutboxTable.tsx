import { useTranslation } from 'react-i18next';
import { Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import { clientById, type OutboxItem } from '@console/contract';
import { formatDate } from '../../../lib/date.ts';

/** Sent, failed (with the server's error) or kept in the outbox because no SMTP server is configured. */
export function MailStatus({ mail }: { mail: OutboxItem }) {
  const { t } = useTranslation();
  if (mail.sent_at) return <Chip size="small" color="success" label={t('outbox.status.sent')} />;
  if (mail.error) return <Chip size="small" color="error" label={t('outbox.status.failed')} title={mail.error} />;
  return <Chip size="small" label={t('outbox.status.kept')} />;
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
              <TableCell>{clientById(mail.client_id)?.name ?? mail.client_id}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.to}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.subject}</TableCell>
              <TableCell>
                <MailStatus mail={mail} />
              </TableCell>
              <TableCell align="right">
                {/* Hover only: closing the mail returns the focus here, and a focus tooltip would then stay up. */}
                <Tooltip title={t('outbox.open')} disableFocusListener>
                  <IconButton aria-label={t('outbox.openOf', { subject: mail.subject, to: mail.to })} onClick={() => onOpen(mail)}>
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
