/** SPEC.md §9: the avatar fallback asset (public/assets/img/default-avatar.svg). */
export const DEFAULT_AVATAR_URL = '/assets/img/default-avatar.svg';

/** The picture to show: the given URL, or the default avatar when there is none. */
export const avatarUrl = (url?: string | null): string => (url && url.trim() ? url : DEFAULT_AVATAR_URL);
