import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A line in place of a list: loading (muted) or empty. */
export function PanelText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography color={muted ? 'text.secondary' : undefined}>{children}</Typography>
    </Box>
  );
}
