import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileDeleteResponse, fileListResponse, fileResponse, type FileListQuery, type FileRecord, type UploadedFile } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { uploadWithProgress } from '../../../lib/upload.ts';
import type { Uploader } from '../../../components/upload/upload-api.ts';

/** The library's query as the contract reads it (the client id is added to every request). */
export type FileListParams = Omit<FileListQuery, 'client_id'>;

/** GET /api/v2/admin/file/all: one page of the client's library. */
export async function fetchFiles(params: FileListParams) {
  const body = await http.get<unknown>('/api/v2/admin/file/all', { query: { ...params, search: params.search || undefined } });
  return fileListResponse.parse(body).data;
}

/** DELETE /api/v2/admin/file/{id}. */
export async function deleteFile(id: number): Promise<number> {
  return fileDeleteResponse.parse(await http.delete<unknown>(`/api/v2/admin/file/${id}`)).data.id;
}

export const recordAspect = (record: FileRecord): number | null =>
  record.width && record.height ? record.width / record.height : null;

/** POST /api/v2/admin/file with progress, as an uploader of the upload dialogs. `name` empty means the file's name. */
export const libraryUploader =
  (fields: { name: string; description: string }, onSaved?: (record: FileRecord) => void): Uploader =>
  async (file, fileName, onProgress, signal): Promise<UploadedFile> => {
    const form = new FormData();
    // Text fields first: the server reads the parts as a stream.
    form.append('name', fields.name.trim() || fileName);
    form.append('description', fields.description.trim());
    form.append('file', file, fileName);
    const record = fileResponse.parse(await uploadWithProgress<unknown>('/api/v2/admin/file', form, onProgress, signal)).data;
    onSaved?.(record);
    return { path: record.url, name: record.name, size: record.size, format: record.mime.split('/')[1] ?? record.mime, aspect: recordAspect(record) };
  };

const filesKey = (clientId: number | null) => ['files', clientId] as const;

export function useFiles(params: FileListParams) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...filesKey(clientId), params],
    queryFn: () => fetchFiles(params),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteFile() {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey(clientId) }),
  });
}

export function useRefreshFiles() {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: filesKey(clientId) });
}
