import { Outlet } from 'react-router';
import { Box } from '@mui/material';

/** /webview/*: the signed-in pages without app bar and menu, for the mobile app's embedded views. */
export function WebviewLayout() {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 }, minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
