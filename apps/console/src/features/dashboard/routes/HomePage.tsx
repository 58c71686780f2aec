import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import Person from '@mui/icons-material/Person';
import { isAllowed, type AuthenticatedUser, type MenuItem } from '@console/contract';
import { ModuleCards } from '../../../components/ModuleCards.tsx';
import { DashboardPanel } from '../components/DashboardPanel.tsx';

export interface HomePageProps {
  user: AuthenticatedUser;
  picture: string | null;
  clientName: string;
  /** The visible menu: hubs with the modules the user may open. */
  menu: readonly MenuItem[];
  loading: boolean;
}

/**
 * The signed-in home: who is signed in and for which organisation, the organisation's dashboard for whoever holds
 * its tag, and the modules grouped by hub below it.
 */
export function HomePage({ user, picture, clientName, menu, loading }: HomePageProps) {
  const { t } = useTranslation();
  const hubs = menu.filter((item) => item.children?.length);
  return (
    <Stack spacing={4}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            src={picture ?? undefined}
            alt={t('shell.picture', { name: user.name })}
            sx={{ width: 56, height: 56 }}
          >
            <Person aria-hidden />
          </Avatar>
          {/* A long name or e-mail breaks inside the box rather than widening the page (WCAG 1.4.10 reflow). */}
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
              {t('home.greeting', { name: user.name })}
            </Typography>
            <Typography color="text.secondary">{t('home.email', { email: user.email })}</Typography>
            <Typography color="text.secondary">{t('home.activeClient', { client: clientName })}</Typography>
          </Box>
        </Stack>
      </Paper>
      {isAllowed(user, 'dashboard') ? <DashboardPanel /> : null}
      <Box component="section" aria-labelledby="home-modules">
        <Typography id="home-modules" variant="h5" component="h2" gutterBottom>
          {t('home.modules')}
        </Typography>
        {loading ? <Skeleton variant="rounded" height={120} /> : null}
        {!loading && hubs.length === 0 ? <Typography>{t('home.noModules')}</Typography> : null}
        <Stack spacing={3}>
          {hubs.map((hub) => (
            <Box key={hub.key} component="section" aria-labelledby={`hub-${hub.key}`}>
              <Typography id={`hub-${hub.key}`} variant="h6" component="h3" gutterBottom>
                <Link component={RouterLink} to={hub.path} underline="hover">
                  {t(hub.label)}
                </Link>
              </Typography>
              <ModuleCards items={hub.children ?? []} />
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
