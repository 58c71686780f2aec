import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Typography } from '@mui/material';

/** A determinate bar with its percentage text. */
export function UploadProgress({ value, label }: { value: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress variant="determinate" value={value} aria-label={label ?? t('upload.progress')} sx={{ flex: 1 }} />
      <Typography variant="body2" sx={{ minWidth: 40 }} data-testid="upload-percent">
        {t('upload.percent', { percent: value })}
      </Typography>
    </Box>
  );
}
