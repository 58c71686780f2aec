import { z } from 'zod';
import { searchTerm } from './search.ts';
import { ok, paginated, pageQuery } from './envelope.ts';

/**
 * SPEC.md §5 archive allow-list, as MIME types. Checked on the file's content (magic bytes),
 * never on its name or claimed type. SVG and HTML are never accepted.
 */
export const ALLOWED_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/msword',
  'application/pdf',
  'application/zip',
  'video/x-flv',
  'video/mp4',
  'application/x-mpegURL',
  'video/MP2T',
  'video/3gpp',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-ms-wmv',
] as const;
export type AllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];

/** What the image picker sends to the cropper (SPEC.md §5); mp4 gets a video preview, the rest are archives. */
export const CROPPABLE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Default size limits (configurable on the server): 10 MB for images, 500 MB for video and archives. */
export const DEFAULT_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024 * 1024;

/** SPEC.md §8: the alert for a refused file type. */
export const INVALID_FILE_ALERT = {
  title: 'Erro ao carregar o arquivo.',
  text: 'Verifique se o arquivo tem o formato permitido.',
} as const;

export const fileKind = z.enum(['image', 'video', 'archive']);
export type FileKind = z.infer<typeof fileKind>;

/** POST /api/cloudinary/upload?client_id= (multipart field 'file'). */
export const uploadResult = z.object({
  file: z.object({ url: z.string() }),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  format: z.string(),
  name: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** A file of the client's library (POST/GET/DELETE /api/v2/admin/file...). */
export const fileRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  mime: z.string(),
  kind: fileKind,
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  created_at: z.string(),
});
export type FileRecord = z.infer<typeof fileRecord>;

/** Text fields sent beside the multipart 'file' of POST /api/v2/admin/file. */
export const fileFields = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
});

export const fileListQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  search: searchTerm(200).optional(),
  kind: fileKind.optional(),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

export const fileParams = z.object({ id: z.coerce.number().int().positive() });
export const fileResponse = ok(fileRecord);
export const fileListResponse = ok(paginated(fileRecord));
export const fileDeleteResponse = ok(z.object({ id: z.number().int() }));

/**
 * SPEC.md §4 Upload: what the upload dialog closes with. `aspect` is width / height (null for
 * files without pixels); `size` is in bytes.
 */
export interface UploadedFile {
  path: string;
  name: string;
  size: number;
  format: string;
  aspect: number | null;
}

export const toUploadedFile = (result: UploadResult): UploadedFile => ({
  path: result.file.url,
  name: result.name,
  size: result.bytes,
  format: result.format,
  aspect: result.width && result.height ? result.width / result.height : null,
});

/** SPEC.md §2.3: a file name shown truncated at 20 characters followed by '..'. */
export const truncateName = (name: string, max = 20): string => (name.length > max ? `${name.slice(0, max)}..` : name);
