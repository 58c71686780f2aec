import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { ClientStatus } from '@console/contract';

/** Active (green) or suspended (red, outlined). */
export function StatusChip({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`clients.status.${status}`)}
      color={status === 'active' ? 'success' : 'error'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}
