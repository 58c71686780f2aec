import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import type { LiveStatus } from '../api/live-socket.ts';

const COLOR = { connecting: 'default', live: 'success', reconnecting: 'warning', stopped: 'default' } as const;

/** Whether the feed follows new posts as they come: live, (re)connecting, or stopped (the list still reads on reload). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      role="status"
      size="small"
      variant="outlined"
      color={COLOR[status]}
      icon={<FiberManualRecord fontSize="small" />}
      label={t(`feed.live.${status}`)}
      title={t(`feed.live.${status}Hint`)}
    />
  );
}
