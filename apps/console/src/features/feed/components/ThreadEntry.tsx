import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { z } from 'zod';
import type { FeedAuthor } from '@console/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { PostText } from './PostText.tsx';
import { TextForm } from './TextForm.tsx';

export interface ThreadEntryProps {
  /** 'comment' or 'answer': picks the texts. */
  kind: 'comment' | 'answer';
  author: FeedAuthor;
  text: string;
  createdAt: string;
  /** The signed-in user wrote it or moderates the feed. */
  mayChange: boolean;
  schema: z.ZodType;
  busy: boolean;
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  children?: ReactNode;
}

/** A comment or an answer: author, moment, text; its author or a moderator edits it in place or deletes it after confirming. */
export function ThreadEntry({
  kind,
  author,
  text,
  createdAt,
  mayChange,
  schema,
  busy,
  onEdit,
  onDelete,
  children,
}: ThreadEntryProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      component="li"
      aria-label={t(`feed.thread.${kind}Label`, { name: author.name })}
      sx={{ listStyle: 'none' }}
    >
      <PersonAvatar url={author.picture} size={32} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span">
          {author.name}
        </Typography>{' '}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={createdAt}>
          {formatDateTime(createdAt)}
        </Typography>
        {editing ? (
          <TextForm
            label={t(`feed.thread.${kind}`)}
            submitLabel={t('feed.thread.save')}
            initial={text}
            schema={schema}
            busy={busy}
            onSubmit={async (next) => {
              await onEdit(next);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <PostText text={text} />
        )}
        {mayChange && !editing && (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(true)}>
              {t('feed.thread.edit')}
            </Button>
            <Button size="small" color="error" onClick={() => setConfirming(true)}>
              {t('feed.thread.delete')}
            </Button>
          </Stack>
        )}
        {children}
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t(`feed.thread.delete${kind === 'comment' ? 'Comment' : 'Answer'}Title`)}
        text={t('feed.thread.deleteText')}
        confirmLabel={t('feed.thread.delete')}
        cancelLabel={t('feed.thread.cancel')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void onDelete().then(
            () => setConfirming(false),
            () => setConfirming(false),
          )
        }
      />
    </Stack>
  );
}
