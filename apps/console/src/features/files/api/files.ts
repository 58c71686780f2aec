import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileDeleteResponse, fileListResponse, type FileListQuery } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** The library's query as the contract reads it (the client id is added to every request). */
export type FileListParams = Omit<FileListQuery, 'client_id'>;

/** GET /api/v2/admin/file/all: one page of the client's library. */
async function fetchFiles(params: FileListParams) {
  const body = await http.get<unknown>('/api/v2/admin/file/all', {
    query: { ...params, search: params.search || undefined },
  });
  return fileListResponse.parse(body).data;
}

/** DELETE /api/v2/admin/file/{id}. */
async function deleteFile(id: number): Promise<number> {
  return fileDeleteResponse.parse(await http.delete<unknown>(`/api/v2/admin/file/${id}`)).data.id;
}

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
