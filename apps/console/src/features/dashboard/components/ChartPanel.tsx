import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** A chart with its heading; the figure is named by the heading and described by `summary` for screen readers. */
export function ChartPanel({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      sx={{ m: 0, p: 2, height: '100%' }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography id={`${id}-summary`} variant="body2" color="text.secondary" component="figcaption">
        {summary}
      </Typography>
      {children}
    </Paper>
  );
}
