import { useTranslation } from 'react-i18next';
import { Avatar, Button, Stack, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in user's picture (a person icon when none) and name, and 'Sair'. */
export function UserArea() {
  const { t } = useTranslation();
  const { user, picture } = useSession();
  const logout = useLogout();
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <Avatar src={picture ?? undefined} alt={user ? t('shell.picture', { name: user.name }) : undefined} sx={{ width: 36, height: 36 }}>
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
