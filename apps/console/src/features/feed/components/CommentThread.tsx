import { useTranslation } from 'react-i18next';
import { Button, Stack, Typography } from '@mui/material';
import { answerUpdateBody, commentUpdateBody, isAllowed, type FeedAuthor } from '@console/contract';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useComments, useThreadWrite, type ThreadWrite } from '../api/interactions.ts';
import { TextForm } from './TextForm.tsx';
import { ThreadEntry, type ThreadEntryProps } from './ThreadEntry.tsx';

const commentText = commentUpdateBody.shape.comment;
const answerText = answerUpdateBody.shape.answer;

/** A post's comments with their answers, and the forms to add, answer, edit and delete them. */
export function CommentThread({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { showError } = useToast();
  const comments = useComments(postId, true);
  const write = useThreadWrite(postId);
  const moderator = isAllowed(user, 'feed.moderar');
  const mayChange = (author: FeedAuthor) => moderator || author.id === user?.id;
  const run = (change: ThreadWrite) =>
    write.mutateAsync(change).catch((error: unknown) => {
      showError(errorMessage(error));
      throw error;
    });
  const entry = (
    kind: 'comment' | 'answer',
    id: number,
    author: FeedAuthor,
    text: string,
    createdAt: string,
  ): ThreadEntryProps => ({
    kind,
    author,
    text,
    createdAt,
    mayChange: mayChange(author),
    schema: kind === 'comment' ? commentText : answerText,
    busy: write.isPending,
    onEdit: (next) =>
      run(kind === 'comment' ? { kind: 'comment.update', id, text: next } : { kind: 'answer.update', id, text: next }),
    onDelete: () => run(kind === 'comment' ? { kind: 'comment.delete', id } : { kind: 'answer.delete', id }),
  });
  const list = comments.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack spacing={1.5} component="section" aria-label={t('feed.thread.title')}>
      {comments.isError ? (
        <RetryAlert error={comments.error} retryLabel={t('feed.retry')} onRetry={() => void comments.refetch()} />
      ) : comments.isPending ? (
        <Typography color="text.secondary">{t('feed.thread.loading')}</Typography>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('feed.thread.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {list.map((comment) => (
            <ThreadEntry
              key={comment.id}
              {...entry('comment', comment.id, comment.author, comment.comment, comment.created_at)}
            >
              <Stack component="ul" spacing={1} sx={{ pl: 0, mt: 1 }}>
                {comment.answers.map((answer) => (
                  <ThreadEntry
                    key={answer.id}
                    {...entry('answer', answer.id, answer.author, answer.answer, answer.created_at)}
                  />
                ))}
              </Stack>
              <TextForm
                label={t('feed.thread.answerTo', { name: comment.author.name })}
                submitLabel={t('feed.thread.answerSubmit')}
                schema={answerText}
                busy={write.isPending}
                onSubmit={(text) => run({ kind: 'answer.create', commentId: comment.id, text })}
              />
            </ThreadEntry>
          ))}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Button onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {t('feed.thread.more')}
        </Button>
      )}
      <TextForm
        label={t('feed.thread.comment')}
        submitLabel={t('feed.thread.commentSubmit')}
        schema={commentText}
        busy={write.isPending}
        onSubmit={(text) => run({ kind: 'comment.create', text })}
      />
    </Stack>
  );
}
