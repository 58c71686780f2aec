import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { PostStatus } from '@console/contract';

/** A post's state where it is not simply published: pending review or hidden by a moderator. */
export function PostStatusChip({ status }: { status: PostStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={status === 'hidden' ? 'default' : 'warning'}
      variant="outlined"
      label={t(`feed.moderation.status.${status}`)}
    />
  );
}
