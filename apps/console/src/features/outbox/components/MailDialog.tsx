import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import type { OutboxItem } from '@console/contract';
import { formatDate } from '../../../lib/date.ts';
import { MailAttempts, MailStatus } from './OutboxTable.tsx';

/**
 * One mail as its recipient sees it. The HTML sits in a sandboxed frame with no permissions (no scripts, no
 * forms, its own opaque origin), so a mail can never act inside the console.
 */
export function MailDialog({ mail, onClose }: { mail: OutboxItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <Dialog open={mail !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      {mail ? (
        <>
          <DialogTitle id={titleId}>{mail.subject}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={1.5}>
              <Typography component="div">
                {t('outbox.to')}: {mail.to} · {formatDate(mail.created_at)} <MailStatus mail={mail} />
              </Typography>
              <MailAttempts mail={mail} />
              {mail.error ? <Alert severity="error">{mail.error}</Alert> : null}
              <Tabs value={view} onChange={(_event, next) => setView(next)} aria-label={t('outbox.view')}>
                <Tab value="html" label={t('outbox.html')} />
                <Tab value="text" label={t('outbox.text')} />
              </Tabs>
              {view === 'html' ? (
                <Box
                  component="iframe"
                  title={t('outbox.html')}
                  sandbox=""
                  srcDoc={mail.html}
                  sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Box
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, fontFamily: 'monospace' }}
                >
                  {mail.text}
                </Box>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('outbox.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
