import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { FEED_MESSAGES, type FeedPost, type PostUpdateBody } from '@console/contract';
import { PostMedia } from './PostMedia.tsx';
import { useFeedMedia } from './use-feed-media.tsx';

/** SPEC.md §9: the edit form works in folder 1. */
export const EDIT_POST_FOLDER = 1;
export const EDIT_TEXT_MAX_HEIGHT = 583;

interface Values {
  text: string;
  embed: string | null;
  embedTipo: string | null;
  image: string | null;
}
const valuesOf = (post: FeedPost): Values => ({ text: post.texto, embed: post.embed, embedTipo: post.embedTipo, image: post.image });

export interface EditPostDialogProps {
  post: FeedPost;
  open: boolean;
  /** Sends the changes (PUT .../item/{id}/update). */
  onSave: (body: PostUpdateBody & { pasta_id: number }) => Promise<unknown>;
  /** true after a saved edit, false on cancel. */
  onClose: (saved: boolean) => void;
}

/** SPEC.md §2.6 / §4: 'Editar publicação', the required text, and the post's embed, image or uploaded file to keep, remove or add. */
export function EditPostDialog({ post, open, onSave, onClose }: EditPostDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useFeedMedia(post.arquivo && post.arquivo_tipo ? { url: post.arquivo, type: post.arquivo_tipo } : null);
  const hasMedia = Boolean(values.embed || values.image || upload.media);
  const reset = () => {
    setValues(valuesOf(post));
    setError(null);
  };
  const removeMedia = () => {
    setValues({ ...values, embed: null, embedTipo: null, image: null });
    upload.clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.text.trim().length === 0) return setError(FEED_MESSAGES.textRequired);
    setBusy(true);
    try {
      await onSave({ pasta_id: EDIT_POST_FOLDER, ...values, arquivo: upload.media?.url ?? null, arquivo_tipo: upload.media?.type ?? null });
      reset();
      onClose(true);
    } catch {
      // the caller shows the failure; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose(false)} aria-labelledby="edit-post-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="edit-post-title">{t('feed.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('feed.new.text')}
              required
              multiline
              minRows={3}
              value={values.text}
              onChange={(event) => setValues({ ...values, text: event.target.value })}
              error={error !== null}
              helperText={error ?? undefined}
              slotProps={{ htmlInput: { style: { maxHeight: EDIT_TEXT_MAX_HEIGHT, overflowY: 'auto' } } }}
            />
            <PostMedia post={{ embed: values.embed, image: values.image, arquivo: upload.media?.url ?? null, arquivo_tipo: upload.media?.type ?? null, titulo: post.titulo }} />
            <Stack direction="row" spacing={1} flexWrap="wrap">
              {values.image && !upload.media && (
                <Button color="error" onClick={() => setValues({ ...values, image: null })}>
                  {t('feed.edit.removeImage')}
                </Button>
              )}
              {values.embed && (
                <Button color="error" onClick={() => setValues({ ...values, embed: null, embedTipo: null })}>
                  {t('feed.edit.removeEmbed')}
                </Button>
              )}
              {hasMedia ? (
                <Button onClick={removeMedia}>{t('feed.new.removeMedia')}</Button>
              ) : (
                <Button variant="outlined" onClick={upload.pick}>
                  {t('feed.new.addMedia')}
                </Button>
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('feed.thread.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('feed.edit.submit')}
          </Button>
        </DialogActions>
      </form>
      {upload.dialogs}
    </Dialog>
  );
}
