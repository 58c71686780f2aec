import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Collapse } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { isAllowed } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeletePost, useUpdatePost } from '../api/interactions.ts';
import { CommentThread } from './CommentThread.tsx';
import { EditPostDialog } from './EditPostDialog.tsx';
import { LikeButton } from './LikeButton.tsx';
import { PostContent } from './PostContent.tsx';

/** One post of the feed: author, moment, title, text, media, its like button and its comment thread. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { user } = useSession();
  const { showError, toast } = useToast();
  const update = useUpdatePost(post.id);
  const remove = useDeletePost(post.id);
  const mayEdit = post.author.id === user?.id || isAllowed(user, 'feed.moderar');
  return (
    <Card component="article" variant="outlined" aria-label={t('feed.post.label', { name: post.author.name })}>
      <PostContent post={post} />
      <CardActions>
        <LikeButton post={post} />
        <Button size="small" aria-expanded={open} aria-controls={`feed-thread-${post.id}`} onClick={() => setOpen(!open)}>
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
      </CardActions>
      {editing && (
        <EditPostDialog
          open
          post={post}
          onSave={(body) => update.mutateAsync(body).catch((error: unknown) => {
            showError(errorMessage(error));
            throw error;
          })}
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
        // The card leaves the list on success, so the outcome is told from the promise, not the mutation's callbacks.
        onConfirm={() =>
          void remove.mutateAsync().then(
            () => toast({ kind: 'success', message: t('feed.delete.done') }),
            (error: unknown) => {
              setDeleting(false);
              showError(errorMessage(error));
            },
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
