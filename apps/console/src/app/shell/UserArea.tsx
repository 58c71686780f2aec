import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Outbox from '@mui/icons-material/Outbox';
import Person from '@mui/icons-material/Person';
import { useLogout } from '../../features/auth/api/logout.ts';
import { OUTBOX_PATH, mayReadOutbox } from '../../features/outbox/paths.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in user's picture (a person icon when none) and name, the outbox for the platform's operators, and 'Sair'. */
export function UserArea() {
  const { t } = useTranslation();
  const { user, picture } = useSession();
  const logout = useLogout();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      {mayReadOutbox(user) ? (
        <Tooltip title={t('outbox.title')}>
          <IconButton color="inherit" component={RouterLink} to={OUTBOX_PATH} aria-label={t('outbox.title')}>
            <Outbox />
          </IconButton>
        </Tooltip>
      ) : null}
      <Avatar
        src={picture ?? undefined}
        alt={user ? t('shell.picture', { name: user.name }) : undefined}
        sx={{ width: 36, height: 36 }}
      >
        <Person aria-hidden data-testid="default-avatar" />
      </Avatar>
      <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' } }} noWrap>
        {user?.name}
      </Typography>
      <Button color="inherit" variant="outlined" startIcon={<Logout aria-hidden />} onClick={() => void logout()}>
        {t('shell.logout')}
      </Button>
    </Stack>
  );
}
