import { toUploadedFile, uploadResult, type UploadedFile } from '@console/contract';
import { uploadWithProgress, type ProgressListener } from '../../lib/upload.ts';

/**
 * Sends one file with progress and answers what the upload dialog closes with. The default sends to
 * the media service (POST /api/cloudinary/upload); areas pass their own (the file library, ...).
 */
export type Uploader = (
  file: Blob,
  fileName: string,
  onProgress: ProgressListener,
  signal: AbortSignal,
) => Promise<UploadedFile>;

export const uploadToMedia: Uploader = async (file, fileName, onProgress, signal) => {
  const form = new FormData();
  form.append('file', file, fileName);
  const body = await uploadWithProgress<unknown>('/api/cloudinary/upload', form, onProgress, signal);
  return toUploadedFile(uploadResult.parse(body));
};
