import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Collapse } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FEED_MODERATE_TAG, isAllowed } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeletePost, useUpdatePost } from '../api/interactions.ts';
import { useModeratePost } from '../api/moderation.ts';
import { CommentThread } from './CommentThread.tsx';
import { EditPostDialog } from './EditPostDialog.tsx';
import { HideConfirmDialog } from './HideConfirmDialog.tsx';
import { LikeButton } from './LikeButton.tsx';
import { PostContent } from './PostContent.tsx';
import { PostStatusChip } from './PostStatusChip.tsx';

/** One post of the feed: author, moment, title, text, media, its like button and its comment thread. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [hiding, setHiding] = useState(false);
  const { user } = useSession();
  const { showError, toast } = useToast();
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const moderate = useModeratePost();
  const moderator = isAllowed(user, FEED_MODERATE_TAG);
  const mayEdit = post.author.id === user?.id || moderator;
  const name = post.author.name;
  // The card may leave the list on success, so outcomes are told from the promise, not the mutation's callbacks.
  const settle = (work: Promise<unknown>, done: string, close: () => void) =>
    void work.then(
      () => {
        close();
        toast({ kind: 'success', message: done });
      },
      (error: unknown) => {
        close();
        showError(errorMessage(error));
      },
    );
  return (
    <Card component="article" variant="outlined" aria-label={t('feed.post.label', { name: post.author.name })}>
      <PostContent post={post} aside={post.status !== 'published' && <PostStatusChip status={post.status} />} />
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <LikeButton post={post} />
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={`feed-thread-${post.id}`}
          onClick={() => setOpen(!open)}
        >
          {t('feed.post.comments', { count: post.comments })}
        </Button>
        {mayEdit && (
          <>
            <Button size="small" onClick={() => setEditing(true)}>
              {t('feed.edit.open')}
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(true)}>
              {t('feed.delete.open')}
            </Button>
          </>
        )}
        {moderator && post.status === 'published' && (
          <Button
            size="small"
            color="error"
            aria-label={t('feed.moderation.actions.hideLabel', { name, date: formatDateTime(post.created_at) })}
            onClick={() => setHiding(true)}
          >
            {t('feed.moderation.actions.hide')}
          </Button>
        )}
      </CardActions>
      {editing && (
        <EditPostDialog
          open
          post={post}
          onSave={(body) =>
            update.mutateAsync(body).catch((error: unknown) => {
              showError(errorMessage(error));
              throw error;
            })
          }
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={t('feed.delete.title')}
        text={t('feed.delete.text')}
        confirmLabel={t('feed.delete.confirm')}
        cancelLabel={t('feed.thread.cancel')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => settle(remove.mutateAsync(), t('feed.delete.done'), () => setDeleting(false))}
      />
      <HideConfirmDialog
        open={hiding}
        name={name}
        busy={moderate.isPending}
        onCancel={() => setHiding(false)}
        onConfirm={() =>
          settle(
            moderate.mutateAsync({ id: post.id, status: 'hidden' }),
            t('feed.moderation.done.hide', { name }),
            () => setHiding(false),
          )
        }
      />
      <Collapse in={open} unmountOnExit id={`feed-thread-${post.id}`}>
        <CardContent>
          <CommentThread postId={post.id} />
        </CardContent>
      </Collapse>
    </Card>
  );
}
