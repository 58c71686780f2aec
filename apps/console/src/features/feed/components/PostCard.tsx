import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { PostMedia } from './PostMedia.tsx';
import { PostText } from './PostText.tsx';

/** One post of the feed: author, moment, title, text, media. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t } = useTranslation();
  return (
    <Card component="article" variant="outlined" aria-label={t('feed.post.label', { name: post.author.name })}>
      <CardHeader
        avatar={<PersonAvatar url={post.author.picture} />}
        title={<Typography fontWeight={600}>{post.author.name}</Typography>}
        subheader={<time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>}
      />
      <CardContent>
        <Stack spacing={1.5}>
          {post.titulo && (
            <Typography variant="h6" component="h2">
              {post.titulo}
            </Typography>
          )}
          {post.texto && <PostText text={post.texto} />}
          <PostMedia post={post} />
        </Stack>
      </CardContent>
    </Card>
  );
}
