import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  asapClientResponse,
  clientListResponse,
  type AsapClient,
  type ClientConfigUpdateBody,
  type ClientCreateBody,
  type ClientListQuery,
} from '@console/contract';
import { CLIENT_DIRECTORY_KEY } from '../../../lib/client-directory.ts';
import { CLIENT_LOOKUP_KEY } from '../../../lib/client-lookup.ts';
import { http } from '../../../lib/http.ts';

/**
 * The platform operator's clients (GET/POST /api/v2/admin/asap-client, suspend, reactivate) and one client's record
 * and configuration (GET /api/v2/admin/asap-client/{id}, POST /api/v21/admin/asap-client/update-config).
 */

const CLIENTS_PATH = '/api/v2/admin/asap-client';

/** Every query of this area: a write refreshes them all (the list shows what a settings screen changes). */
const clientsKey = ['asap-clients'] as const;
const clientKey = (id: number) => [...clientsKey, 'one', id] as const;

/** GET /api/v2/admin/asap-client: one page of the clients, with the search and status filter. */
async function fetchClients(params: ClientListQuery, signal?: AbortSignal) {
  const body = await http.get<unknown>(CLIENTS_PATH, {
    query: { ...params, search: params.search || undefined },
    signal,
  });
  return clientListResponse.parse(body).data;
}

/** POST /api/v2/admin/asap-client: the new client with its colours and first administrator (who gets the welcome e-mail). */
async function createClient(body: ClientCreateBody): Promise<AsapClient> {
  return asapClientResponse.parse(await http.post<unknown>(CLIENTS_PATH, body)).data;
}

export type StatusAction = 'suspend' | 'reactivate';

/** POST /api/v2/admin/asap-client/{id}/suspend | reactivate. */
async function changeClientStatus({ id, action }: { id: number; action: StatusAction }): Promise<void> {
  await http.post<unknown>(`${CLIENTS_PATH}/${id}/${action}`);
}

/** GET /api/v2/admin/asap-client/{id}: the client's record and configuration. */
async function fetchClient(id: number, signal?: AbortSignal): Promise<AsapClient> {
  return asapClientResponse.parse(await http.get<unknown>(`${CLIENTS_PATH}/${id}`, { signal })).data;
}

export type ClientConfigChanges = ClientConfigUpdateBody['config'];

/** POST /api/v21/admin/asap-client/update-config: the fields changed; answers the record as saved. */
async function updateClientConfig(body: ClientConfigUpdateBody): Promise<AsapClient> {
  const answer = await http.post<unknown>('/api/v21/admin/asap-client/update-config', body);
  const parsed = asapClientResponse.safeParse(answer);
  // The record as saved when the server answers it; else read again.
  return parsed.success ? parsed.data.data : fetchClient(body.client_id);
}

export function useClients(params: ClientListQuery) {
  return useQuery({
    queryKey: [...clientsKey, 'list', params],
    queryFn: ({ signal }) => fetchClients(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number) {
  return useQuery({ queryKey: clientKey(id), queryFn: ({ signal }) => fetchClient(id, signal) });
}

/** A write of this area; on success every clients query is read again (and the client's lookup, whose status may have changed). */
function useClientsWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKey }),
        queryClient.invalidateQueries({ queryKey: CLIENT_LOOKUP_KEY }),
        queryClient.invalidateQueries({ queryKey: CLIENT_DIRECTORY_KEY }),
      ]);
    },
  });
}

export const useCreateClient = () => useClientsWrite(createClient);
export const useClientStatus = () => useClientsWrite(changeClientStatus);
export const useUpdateClientConfig = () => useClientsWrite(updateClientConfig);
