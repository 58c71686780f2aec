import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import type { FeedPost } from '@console/contract';
import { errorMessage } from '../../../lib/http.ts';
import { useToast } from '../../../components/toast.tsx';
import { useToggleLike } from '../api/interactions.ts';

/** Likes or unlikes a post; pressed while the user likes it, with the count beside. */
export function LikeButton({ post }: { post: FeedPost }) {
  const { t } = useTranslation();
  const like = useToggleLike(post.id);
  const { showError } = useToast();
  return (
    <Button
      size="small"
      aria-pressed={post.liked}
      aria-label={t('feed.like.label', { count: post.likes })}
      startIcon={post.liked ? <ThumbUpIcon /> : <ThumbUpOutlinedIcon />}
      disabled={like.isPending}
      onClick={() => like.mutate(undefined, { onError: (error) => showError(errorMessage(error)) })}
    >
      {post.likes}
    </Button>
  );
}
