import { fileResponse, type FileRecord, type UploadedFile } from '@console/contract';
import { uploadWithProgress } from '../../lib/upload.ts';
import type { Uploader } from './upload-api.ts';

const recordAspect = (record: FileRecord): number | null =>
  record.width && record.height ? record.width / record.height : null;

/**
 * POST /api/v2/admin/file with progress, as an uploader of the upload dialogs: the file joins the client's library
 * (the files screen, the brand's images). `name` empty means the file's name.
 */
export const libraryUploader =
  (fields: { name: string; description: string }, onSaved?: (record: FileRecord) => void): Uploader =>
  async (file, fileName, onProgress, signal): Promise<UploadedFile> => {
    const form = new FormData();
    // Text fields first: the server reads the parts as a stream.
    form.append('name', fields.name.trim() || fileName);
    form.append('description', fields.description.trim());
    form.append('file', file, fileName);
    const record = fileResponse.parse(
      await uploadWithProgress<unknown>('/api/v2/admin/file', form, onProgress, signal),
    ).data;
    onSaved?.(record);
    return {
      path: record.url,
      name: record.name,
      size: record.size,
      format: record.mime.split('/')[1] ?? record.mime,
      aspect: recordAspect(record),
    };
  };
