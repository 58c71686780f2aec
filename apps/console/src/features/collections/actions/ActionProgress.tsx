import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Typography } from '@mui/material';

/**
 * A long run's progress: a determinate bar (indeterminate until the first answer says how many) and its text, read
 * out politely as it moves.
 */
export function ActionProgress({
  label,
  progress,
}: {
  label: string;
  progress: { handled: number; total: number } | null;
}) {
  const { t } = useTranslation();
  const percent = progress && progress.total > 0 ? Math.round((progress.handled / progress.total) * 100) : null;
  const text = progress
    ? t('collection.actions.progress', { action: label, handled: progress.handled, total: progress.total })
    : t('collection.actions.running', { action: label });
  return (
    <Box sx={{ minWidth: 0 }}>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={text}
      />
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </Box>
  );
}
