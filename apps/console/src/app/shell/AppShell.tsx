import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Alert, AppBar, Box, Drawer, IconButton, Link, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { SideMenu } from '../../features/menu/components/SideMenu.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useMenu } from '../../lib/menu.ts';
import { useActingFor } from '../acting-client.ts';
import { useActiveClientName } from '../active-client.ts';
import { belowAppBar, useAppBarHeight } from './app-bar-height.ts';
import { ClientSwitcher } from './ClientSwitcher.tsx';
import { appBarFocusStyles } from './focus-ring.ts';
import { UserArea } from './UserArea.tsx';

const DRAWER_WIDTH = 280;

/**
 * The signed-in frame: app bar (client, the operator's client switcher, language, user, 'Sair'), side menu and the
 * page (the route's, or `children`). The bar wraps rather than cut anything off in a narrow window (320 px): the
 * client's name shortens with an ellipsis (the whole name stays in the text), 'Sair' becomes an icon button.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const clientName = useActiveClientName();
  const actingFor = useActingFor();
  const menu = useMenu();
  const closeMobile = desktop ? undefined : () => setMobileOpen(false);
  const bar = useRef<HTMLElement>(null);
  useAppBarHeight(bar);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          zIndex: 'tooltip',
          '&:focus': { left: 8, top: 8, p: 1, bgcolor: 'background.paper' },
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      <AppBar
        ref={bar}
        position="fixed"
        sx={{ zIndex: theme.zIndex.drawer + 1, ...appBarFocusStyles(theme.palette.primary.main) }}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
          {desktop ? null : (
            <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            variant="h6"
            component="p"
            noWrap
            title={clientName}
            sx={{ flex: '1 1 5rem', minWidth: 0 }}
            data-testid="app-bar-client"
          >
            {clientName}
          </Typography>
          <ClientSwitcher />
          <Box sx={{ '& .MuiTextField-root': { minWidth: { xs: 112, sm: 130 } } }}>
            <LanguageSwitch inverted />
          </Box>
          <UserArea compact={narrow} />
        </Toolbar>
        {actingFor !== null ? (
          <Box
            sx={{ px: 2, py: 0.5, bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1 }}
            data-testid="acting-for"
          >
            <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
              {t('shell.actingFor', { name: clientName })}
            </Typography>
          </Box>
        ) : null}
      </AppBar>
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Box sx={belowAppBar} />
        {menu.isError ? (
          <Alert severity="warning" sx={{ m: 2 }}>
            {errorMessage(menu.error)}
          </Alert>
        ) : null}
        <SideMenu items={menu.data ?? []} loading={menu.isPending} onNavigate={closeMobile} />
      </Drawer>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, minWidth: 0, outline: 'none' }}
      >
        <Box sx={belowAppBar} />
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
