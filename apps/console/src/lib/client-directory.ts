import { useQuery } from '@tanstack/react-query';
import { clientDirectoryResponse, type DirectoryClient } from '@console/contract';
import { http } from './http.ts';

/** GET /api/v2/client/directory (public): every organisation by name, clients created at run time included. */
async function fetchClientDirectory(signal?: AbortSignal): Promise<DirectoryClient[]> {
  return clientDirectoryResponse.parse(await http.get<unknown>('/api/v2/client/directory', { auth: false, signal }))
    .data;
}

export const CLIENT_DIRECTORY_KEY = ['client-directory'] as const;

/** The organisations, read again at every visit (a client created a moment ago must be there). */
export function useClientDirectory() {
  return useQuery({
    queryKey: CLIENT_DIRECTORY_KEY,
    queryFn: ({ signal }) => fetchClientDirectory(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
