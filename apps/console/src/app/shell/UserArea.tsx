import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Outbox from '@mui/icons-material/Outbox';
import Person from '@mui/icons-material/Person';
import { useLogout } from '../../features/auth/api/logout.ts';
import { OUTBOX_PATH, mayReadOutbox } from '../../features/outbox/paths.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The signed-in user's picture (a person icon when none) and name, the outbox for the platform's operators, and
 * 'Sair'. `compact` (a narrow window): the picture and name give way, 'Sair' is an icon button of that name.
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, picture } = useSession();
  const logout = useLogout();
  const signOut = () => void logout();
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1.5 }} alignItems="center" sx={{ minWidth: 0 }}>
      {mayReadOutbox(user) ? (
        <Tooltip title={t('outbox.title')}>
          <IconButton color="inherit" component={RouterLink} to={OUTBOX_PATH} aria-label={t('outbox.title')}>
            <Outbox />
          </IconButton>
        </Tooltip>
      ) : null}
      {compact ? null : (
        <>
          <Avatar
            src={picture ?? undefined}
            alt={user ? t('shell.picture', { name: user.name }) : undefined}
            sx={{ width: 36, height: 36 }}
          >
            <Person aria-hidden data-testid="default-avatar" />
          </Avatar>
          <Typography component="span" noWrap title={user?.name} sx={{ maxWidth: { sm: 160, lg: 280 } }}>
            {user?.name}
          </Typography>
        </>
      )}
      {compact ? (
        <Tooltip title={t('shell.logout')}>
          <IconButton color="inherit" aria-label={t('shell.logout')} onClick={signOut}>
            <Logout />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<Logout aria-hidden />}
          onClick={signOut}
          sx={{ flexShrink: 0 }}
        >
          {t('shell.logout')}
        </Button>
      )}
    </Stack>
  );
}
