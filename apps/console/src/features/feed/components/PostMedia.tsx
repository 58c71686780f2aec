import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { isMediaAddress, toEmbedUrl, type FeedPost } from '@console/contract';

/** A player needs its scripts, its own origin (for its cookies and API) and fullscreen; nothing else. */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

const safeUrl = (url: string | null): string | null => (isMediaAddress(url) ? url : null);

export type MediaFields = Pick<FeedPost, 'embed' | 'image' | 'arquivo' | 'arquivo_tipo' | 'titulo'>;

/** The post's embedded player, its video or its image (at most one, in that order). */
export function PostMedia({ post }: { post: MediaFields }) {
  const { t } = useTranslation();
  const embed = post.embed ? toEmbedUrl(post.embed) : null;
  if (embed) {
    return (
      <Box sx={{ position: 'relative', pt: '56.25%' }}>
        <Box
          component="iframe"
          src={embed}
          title={t('feed.post.player')}
          sandbox={EMBED_SANDBOX}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  const video = post.arquivo_tipo === 'video' ? safeUrl(post.arquivo) : null;
  if (video)
    return (
      <Box
        component="video"
        src={video}
        controls
        preload="metadata"
        aria-label={t('feed.post.video')}
        sx={{ width: '100%', maxHeight: 480 }}
      />
    );
  const image = safeUrl(post.image) ?? (post.arquivo_tipo === 'image' ? safeUrl(post.arquivo) : null);
  if (image)
    return (
      <Box
        component="img"
        src={image}
        alt={post.titulo ?? t('feed.post.image')}
        loading="lazy"
        sx={{ width: '100%', maxHeight: 480, objectFit: 'contain' }}
      />
    );
  return null;
}
