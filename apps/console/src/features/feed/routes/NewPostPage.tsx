import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { FEED_MESSAGES, FEED_TEXT_MIN, PAINEL_PATH, detectEmbed } from '@console/contract';
import { useToast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/http.ts';
import { useCreatePost } from '../api/interactions.ts';
import { PostMedia } from '../components/PostMedia.tsx';
import { useFeedMedia } from '../components/use-feed-media.tsx';

/** SPEC.md §9 and issue 6: the old form posts into folder 3, then redirects to the painel path, /painel. */
export const NEW_POST_FOLDER = 3;
export const AFTER_POST_PATH = PAINEL_PATH;

const textError = (text: string): string | null =>
  text.trim().length === 0 ? FEED_MESSAGES.textRequired : text.trim().length < FEED_TEXT_MIN ? FEED_MESSAGES.textMin : null;

/** /feed/nova (feed.criar): title, text, one photo or video; a YouTube/Vimeo link in the text becomes the post's player. */
export function NewPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useToast();
  const create = useCreatePost();
  const media = useFeedMedia();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const embed = detectEmbed(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = textError(text);
    setError(problem);
    if (problem) return;
    const body = embed
      ? { pasta_id: NEW_POST_FOLDER, text, title: embed.titulo, embed: embed.embed, embedTipo: embed.embedTipo }
      : { pasta_id: NEW_POST_FOLDER, text, title: title.trim() || null, arquivo: media.media?.url ?? null, arquivo_tipo: media.media?.type ?? null };
    try {
      await create.mutateAsync(body);
      await navigate(AFTER_POST_PATH);
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-labelledby="new-post-title" sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography id="new-post-title" variant="h4" component="h1">
        {t('feed.new.title')}
      </Typography>
      <TextField label={t('feed.new.postTitle')} value={embed ? embed.titulo : title} disabled={!!embed} onChange={(event) => setTitle(event.target.value)} />
      <TextField
        label={t('feed.new.text')}
        required
        multiline
        minRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
      />
      {embed ? (
        <Stack spacing={1}>
          <Alert severity="info">{t('feed.new.embedDetected')}</Alert>
          <PostMedia post={{ embed: embed.embed, image: null, arquivo: null, arquivo_tipo: null, titulo: embed.titulo }} />
        </Stack>
      ) : media.media ? (
        <Stack spacing={1} alignItems="flex-start">
          <PostMedia post={{ embed: null, image: null, arquivo: media.media.url, arquivo_tipo: media.media.type, titulo: null }} />
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
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('feed.new.submit')}
        </Button>
      </Box>
      {media.dialogs}
    </Stack>
  );
}
