import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { QUEUE_FILTERS, useModeratePost, useModerationQueue, type QueueFilter } from '../api/moderation.ts';
import { HideConfirmDialog } from './HideConfirmDialog.tsx';
import { ModerationCard, type ModerationAction } from './ModerationCard.tsx';
import { PostStream } from './PostStream.tsx';

interface ModerationQueueProps {
  filter: QueueFilter;
  onFilter: (filter: QueueFilter) => void;
}

/**
 * The posts waiting for a moderator (pending and hidden, or one of them), newest first with more by cursor:
 * publish or hide a pending post (hiding after a confirmation), restore a hidden one.
 */
export function ModerationQueue({ filter, onFilter }: ModerationQueueProps) {
  const { t } = useTranslation();
  const { toast, showError } = useToast();
  const queue = useModerationQueue(filter);
  const moderate = useModeratePost();
  // The post asked about stays while the question closes, so its text does not change on the way out.
  const [hiding, setHiding] = useState<FeedPost | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (post: FeedPost) => {
    setHiding(post);
    setConfirming(true);
  };
  const list = useRef<HTMLDivElement>(null);
  // After an action the post's buttons are gone (it left the queue or changed): the keyboard goes to the list, once the
  // question has closed (closing gives the focus back to the button that opened it).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirming) return;
    list.current?.focus();
    setRefocus(false);
  }, [refocus, confirming]);
  const run = (post: FeedPost, action: ModerationAction) =>
    moderate.mutate(
      { id: post.id, status: action === 'hide' ? 'hidden' : 'published' },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t(`feed.moderation.done.${action}`, { name: post.author.name }) });
          setRefocus(true);
        },
        onError: (error) => showError(errorMessage(error)),
        onSettled: () => setConfirming(false),
      },
    );
  const busyId = moderate.isPending ? moderate.variables?.id : undefined;

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label={t('feed.moderation.filter')}
        onChange={(_, next: QueueFilter | null) => next && onFilter(next)}
      >
        {QUEUE_FILTERS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`feed.moderation.filters.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PostStream
        posts={queue}
        label={t('feed.moderation.queue')}
        loading={t('feed.moderation.loading')}
        empty={t(`feed.moderation.empty.${filter}`)}
        listRef={list}
      >
        {(post) => (
          <ModerationCard
            key={post.id}
            post={post}
            busy={busyId === post.id}
            onAction={(target, action) => (action === 'hide' ? ask(target) : run(target, action))}
          />
        )}
      </PostStream>
      <HideConfirmDialog
        open={confirming}
        name={hiding?.author.name ?? ''}
        busy={moderate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => hiding && run(hiding, 'hide')}
      />
    </Stack>
  );
}
