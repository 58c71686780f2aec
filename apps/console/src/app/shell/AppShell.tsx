import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Alert, AppBar, Box, Drawer, IconButton, Link, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { SideMenu } from '../../features/menu/components/SideMenu.tsx';
import { errorMessage } from '../../lib/http.ts';
import { useMenu } from '../../lib/menu.ts';
import { useActiveClientName } from '../active-client.ts';
import { UserArea } from './UserArea.tsx';

const DRAWER_WIDTH = 280;

/** The signed-in frame: app bar (client, language, user, 'Sair'), side menu and the page (the route's, or `children`). */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const clientName = useActiveClientName();
  const menu = useMenu();
  const closeMobile = desktop ? undefined : () => setMobileOpen(false);

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
      <AppBar position="fixed" sx={{ zIndex: theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 2 }}>
          {desktop ? null : (
            <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={() => setMobileOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1 }}>
            {clientName}
          </Typography>
          <LanguageSwitch inverted />
          <UserArea />
        </Toolbar>
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
        <Toolbar />
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
        <Toolbar />
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}
