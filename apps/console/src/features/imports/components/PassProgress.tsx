import { LinearProgress, Stack, Typography } from '@mui/material';

/** A pass's bar (0..1) with the sentence under it. */
export function PassProgress({ label, text, value }: { label: string; text: string; value: number }) {
  return (
    <Stack spacing={1}>
      <LinearProgress variant="determinate" value={Math.round(value * 100)} aria-label={label} />
      <Typography role="status">{text}</Typography>
    </Stack>
  );
}
