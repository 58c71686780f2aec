import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useClientDirectory } from '../../lib/client-directory.ts';
import { useSession } from '../../lib/session.ts';
import { mayActForClients, useActFor } from '../acting-client.ts';

/** The platform operator's choice of the client to act for (DESIGN.md): a button in the app bar and its dialog. */
export function ClientSwitcher() {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { user, clientId } = useSession();
  const [open, setOpen] = useState(false);
  if (!mayActForClients(user)) return null;
  const label = t('shell.switchClient');
  return (
    <>
      {narrow ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
            <SwapHoriz />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="inherit" startIcon={<SwapHoriz aria-hidden />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      {open ? <SwitchDialog current={clientId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SwitchDialog({ current, onClose }: { current: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const directory = useClientDirectory();
  const actFor = useActFor();
  const [chosen, setChosen] = useState(current ? String(current) : '');
  const titleId = useId();
  const clients = (directory.data ?? []).filter((client) => client.status === 'active');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('shell.switchClientTitle')}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(chosen);
          onClose();
          if (id && id !== current) void actFor(id);
        }}
      >
        <DialogContent>
          <TextField
            select
            fullWidth
            label={t('shell.switchClientLabel')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={directory.isPending}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {client.name}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!chosen}>
            {t('shell.switchClientSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
