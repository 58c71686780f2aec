import type { ReactNode } from 'react';
import { CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { FeedPost } from '@console/contract';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { PostMedia } from './PostMedia.tsx';
import { PostText } from './PostText.tsx';

/** What a post card shows of the post: author, moment (and `aside`, e.g. its status), title, text as text, media. */
export function PostContent({ post, aside }: { post: FeedPost; aside?: ReactNode }) {
  return (
    <>
      <CardHeader
        avatar={<PersonAvatar url={post.author.picture} />}
        title={<Typography fontWeight={600}>{post.author.name}</Typography>}
        subheader={<time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>}
        action={aside}
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
    </>
  );
}
