import { Avatar, Box, type AvatarProps } from '@mui/material';
import { avatarUrl, DEFAULT_AVATAR_URL } from './avatar.ts';

/** A person's picture, or the default avatar when there is none or it fails to load (SPEC.md §9). */
export function PersonAvatar({
  url,
  size = 36,
  ...props
}: { url?: string | null; size?: number } & Omit<AvatarProps, 'src'>) {
  return (
    <Avatar src={avatarUrl(url)} alt="" {...props} sx={{ width: size, height: size, ...props.sx }}>
      <Box component="img" src={DEFAULT_AVATAR_URL} alt="" sx={{ width: '100%', height: '100%' }} />
    </Avatar>
  );
}
