import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import {
  FEED_FOLDER_EDIT_FORM,
  POST_EDIT_MAX_HEIGHT_PX,
  postTextError,
  type FeedPost,
  type PostUpdateBody,
} from '@console/contract';
import { PostMedia } from './PostMedia.tsx';
import { useCheckedText } from './use-checked-text.ts';
import { useFeedMedia } from './use-feed-media.tsx';

interface Values {
  embed: string | null;
  embedTipo: string | null;
  image: string | null;
}
const valuesOf = (post: FeedPost): Values => ({ embed: post.embed, embedTipo: post.embedTipo, image: post.image });

export interface EditPostDialogProps {
  post: FeedPost;
  open: boolean;
  /** Sends the changes (PUT .../item/{id}/update). */
  onSave: (body: PostUpdateBody & { pasta_id: number }) => Promise<unknown>;
  /** true after a saved edit, false on cancel. */
  onClose: (saved: boolean) => void;
}

/**
 * SPEC.md §2.6 / §4: 'Editar publicação', the text (required unless the post keeps its embed: a video link's post
 * has an empty text), and the post's embed, image or uploaded file to keep, remove or add.
 */
export function EditPostDialog({ post, open, onSave, onClose }: EditPostDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const text = useCheckedText(post.texto, (value) => postTextError(value, values.embed !== null));
  const [busy, setBusy] = useState(false);
  const upload = useFeedMedia(
    post.arquivo && post.arquivo_tipo ? { url: post.arquivo, type: post.arquivo_tipo } : null,
  );
  const hasMedia = Boolean(values.embed || values.image || upload.media);
  const reset = () => {
    setValues(valuesOf(post));
    text.reset();
  };
  const removeMedia = () => {
    setValues({ ...values, embed: null, embedTipo: null, image: null });
    upload.clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.submit()) return;
    setBusy(true);
    try {
      await onSave({
        pasta_id: FEED_FOLDER_EDIT_FORM,
        text: text.text,
        ...values,
        arquivo: upload.media?.url ?? null,
        arquivo_tipo: upload.media?.type ?? null,
      });
      reset();
      onClose(true);
    } catch {
      // the caller shows the failure; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose(false)}
      aria-labelledby="edit-post-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="edit-post-title">{t('feed.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('feed.new.text')}
              multiline
              minRows={3}
              required={values.embed === null}
              value={text.text}
              onChange={(event) => text.setText(event.target.value)}
              error={text.error !== null}
              helperText={text.error ?? undefined}
              slotProps={{ htmlInput: { style: { maxHeight: POST_EDIT_MAX_HEIGHT_PX, overflowY: 'auto' } } }}
            />
            <PostMedia
              post={{
                embed: values.embed,
                image: values.image,
                arquivo: upload.media?.url ?? null,
                arquivo_tipo: upload.media?.type ?? null,
                titulo: post.titulo,
              }}
            />
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
              {/* The embed has its own remove button (SPEC.md §4); the general one shows beside a photo or video. */}
              {hasMedia ? (
                (values.image || upload.media) && <Button onClick={removeMedia}>{t('feed.new.removeMedia')}</Button>
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
