import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, DialogActions, DialogContent, Link, Stack, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { AsapClient } from '@console/contract';
import { absoluteUrl } from '../format.ts';

/** After "Novo cliente": the client's login address, ready to share, and that its administrator got the welcome e-mail. */
export function CreatedClient({ client, email, onClose }: { client: AsapClient; email: string; onClose: () => void }) {
  const { t } = useTranslation();
  const url = absoluteUrl(client.login_url);
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('clients.create.done', { name: client.name })}
          </Alert>
          <div>
            <Typography variant="subtitle2" component="p">
              {t('clients.create.loginLabel')}
            </Typography>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {url}
              <OpenInNew fontSize="small" aria-label={t('clients.newTab')} />
            </Link>
          </div>
          <Typography>{t('clients.create.welcomeSent', { email })}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={String(client.id)}>
          {t('clients.openSettings')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('clients.close')}
        </Button>
      </DialogActions>
    </>
  );
}
