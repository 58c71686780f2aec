import { useId, type ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One part of the settings screen: a region named by its heading, with an optional line under it. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom={!intro}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
