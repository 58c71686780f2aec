import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { detectEmbed, hubPath, postTextError } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { createdPostState } from '../../../lib/created-post.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useFolders } from '../api/feed.ts';
import { useCreatePost } from '../api/interactions.ts';
import { PostMedia } from '../components/PostMedia.tsx';
import { useCheckedText } from '../components/use-checked-text.ts';
import { useFeedMedia } from '../components/use-feed-media.tsx';

/** SPEC.md §9 and issue 6: the old form posts into folder 3 (preselected here), then goes to the painel hub. */
export const NEW_POST_FOLDER = 3;
/** The painel hub, where the painel path (/painel) leads: it shows the post just created. */
export const AFTER_POST_PATH = hubPath('painel');

/**
 * /feed/nova (feed.criar): folder, title, text, one photo or video; a YouTube/Vimeo link in the text becomes the
 * post's player. The folders offered are those the author reaches (GET .../feed/pasta), where the API lets them post.
 */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast, showError } = useToast();
  const create = useCreatePost();
  const media = useFeedMedia();
  const folders = useFolders();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const text = useCheckedText('', (value) => postTextError(value));
  const embed = detectEmbed(text.text);
  const reachable = folders.data ?? [];
  const folder =
    reachable.find((entry) => entry.id === chosen) ??
    reachable.find((entry) => entry.id === NEW_POST_FOLDER) ??
    reachable[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.submit() || !folder) return;
    const body = embed
      ? { pasta_id: folder.id, text: text.text, title: embed.titulo, embed: embed.embed, embedTipo: embed.embedTipo }
      : {
          pasta_id: folder.id,
          text: text.text,
          title: title.trim() || null,
          arquivo: media.media?.url ?? null,
          arquivo_tipo: media.media?.type ?? null,
        };
    try {
      const post = await create.mutateAsync(body);
      toast({ kind: 'success', message: t('feed.new.created') });
      await navigate(AFTER_POST_PATH, {
        state: createdPostState({
          id: post.id,
          pasta_id: post.pasta_id,
          folder: folder.name,
          titulo: post.titulo,
          texto: post.texto,
        }),
      });
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-post-title"
      sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}
    >
      <Typography id="new-post-title" variant="h4" component="h1">
        {t('feed.new.title')}
      </Typography>
      {folders.isSuccess && !folder ? <Alert severity="warning">{t('feed.new.noFolders')}</Alert> : null}
      <TextField
        select
        required
        label={t('feed.new.folder')}
        value={folder?.id ?? ''}
        disabled={!folder}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {reachable.map((entry) => (
          <MenuItem key={entry.id} value={entry.id}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('feed.new.postTitle')}
        value={embed ? embed.titulo : title}
        disabled={!!embed}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('feed.new.text')}
        required
        multiline
        minRows={4}
        value={text.text}
        onChange={(event) => text.setText(event.target.value)}
        error={text.error !== null}
        helperText={text.error ?? undefined}
      />
      {embed ? (
        <Stack spacing={1}>
          <Alert severity="info">{t('feed.new.embedDetected')}</Alert>
          <PostMedia
            post={{ embed: embed.embed, image: null, arquivo: null, arquivo_tipo: null, titulo: embed.titulo }}
          />
        </Stack>
      ) : media.media ? (
        <Stack spacing={1} alignItems="flex-start">
          <PostMedia
            post={{ embed: null, image: null, arquivo: media.media.url, arquivo_tipo: media.media.type, titulo: null }}
          />
          <Button color="error" onClick={media.clear}>
            {t('feed.new.removeMedia')}
          </Button>
        </Stack>
      ) : (
        <Box>
          <Button variant="outlined" onClick={media.pick}>
            {t('feed.new.addMedia')}
          </Button>
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending || !folder}>
          {t('feed.new.submit')}
        </Button>
      </Box>
      {media.dialogs}
    </Stack>
  );
}
