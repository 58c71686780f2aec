import { useTranslation } from 'react-i18next';
import { Button, Card, CardActions } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { formatDateTime } from '../../../lib/date.ts';
import { PostContent } from './PostContent.tsx';
import { PostStatusChip } from './PostStatusChip.tsx';

/** What a moderator does to a post of the queue. */
export type ModerationAction = 'publish' | 'hide' | 'restore';

/** The actions a post in this state offers: a pending one is published or hidden, a hidden one restored. */
const actionsFor = (status: FeedPost['status']): ModerationAction[] =>
  status === 'pending' ? ['publish', 'hide'] : status === 'hidden' ? ['restore'] : [];

interface ModerationCardProps {
  post: FeedPost;
  /** While an action on this post runs, its buttons wait. */
  busy: boolean;
  onAction: (post: FeedPost, action: ModerationAction) => void;
}

/** One post of the moderation queue: author, moment, status, title, text as text, media and its actions. */
export function ModerationCard({ post, busy, onAction }: ModerationCardProps) {
  const { t } = useTranslation();
  const name = post.author.name;
  return (
    <Card component="article" variant="outlined" aria-label={t('feed.post.label', { name })}>
      <PostContent post={post} aside={<PostStatusChip status={post.status} />} />
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actionsFor(post.status).map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'hide' ? 'outlined' : 'contained'}
            color={action === 'hide' ? 'error' : 'primary'}
            disabled={busy}
            aria-label={t(`feed.moderation.actions.${action}Label`, { name, date: formatDateTime(post.created_at) })}
            onClick={() => onAction(post, action)}
          >
            {t(`feed.moderation.actions.${action}`)}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
