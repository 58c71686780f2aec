import { ALLOWED_MIME_TYPES, CROPPABLE_MIME_TYPES } from '@console/contract';

/**
 * SPEC.md §5: the courtesy check before sending, on the browser's claimed type. The server checks
 * the content and stays authoritative.
 */
export const isAllowedType = (file: Blob): boolean =>
  (ALLOWED_MIME_TYPES as readonly string[]).some((type) => type.toLowerCase() === file.type.toLowerCase());

export type PickedKind = 'image' | 'video' | 'archive';

/** SPEC.md §5 image picker: jpeg and png go to the cropper, mp4 to a video preview, the rest are archives. */
export function pickedKind(file: Blob): PickedKind {
  if ((CROPPABLE_MIME_TYPES as readonly string[]).includes(file.type)) return 'image';
  if (file.type === 'video/mp4') return 'video';
  return 'archive';
}
