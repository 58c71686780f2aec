import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userDeleteResponse, userPageResponse, type userSearchQuery } from '@console/contract';
import type { z } from 'zod';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { usersKey } from '../../../lib/user-form.ts';

/** The list's query as the contract reads it (the client id is added to every request). */
export type UserListParams = Omit<z.infer<typeof userSearchQuery>, 'client_id'>;

/** GET /api/v2/admin/asap-user: one keyset page of the client's users. */
async function fetchUsers(params: UserListParams, signal?: AbortSignal) {
  const body = await http.get<unknown>('/api/v2/admin/asap-user', {
    query: { ...params, search: params.search || undefined },
    signal,
  });
  return userPageResponse.parse(body).data;
}

export { searchUsers } from '../../../lib/user-search.ts';

/** DELETE /api/v2/admin/user/delete/{id}. */
async function deleteUser(id: number): Promise<number> {
  return userDeleteResponse.parse(await http.delete<unknown>(`/api/v2/admin/user/delete/${id}`)).data.id;
}

export { usersKey };

export function useUsers(params: UserListParams) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...usersKey(clientId), 'list', params],
    queryFn: ({ signal }) => fetchUsers(params, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A write of user administration; on success every user query of the client is refreshed. */
export function useUsersWrite<V, R>(write: (variables: V) => Promise<R>) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey(clientId) }),
  });
}

export const useDeleteUser = () => useUsersWrite(deleteUser);
