import { useQuery } from '@tanstack/react-query';
import { userRecordResponse, type UserCreateBody, type UserUpdateBody } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { usersKey, useUsersWrite } from './users.ts';

export { useUserForm } from '../../../lib/user-form.ts';

/** GET /api/v2/admin/asap-user/dados/{id}: the full record with its custom values under `fields`. */
async function fetchUserRecord(id: number, signal?: AbortSignal) {
  return userRecordResponse.parse(await http.get<unknown>(`/api/v2/admin/asap-user/dados/${id}`, { signal })).data;
}

/** POST /api/v2/admin/asap-user/store?send_welcome_email=true|false. */
async function createUser({ body, sendWelcome }: { body: UserCreateBody; sendWelcome: boolean }) {
  const answer = await http.post<unknown>('/api/v2/admin/asap-user/store', body, {
    query: { send_welcome_email: sendWelcome },
  });
  return userRecordResponse.parse(answer).data;
}

/** PUT /api/v2/admin/asap-user/{id}/update with only the changed fields. */
async function updateUser({ id, body }: { id: number; body: UserUpdateBody }) {
  return userRecordResponse.parse(await http.put<unknown>(`/api/v2/admin/asap-user/${id}/update`, body)).data;
}

export function useUserRecord(id: number | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...usersKey(clientId), 'record', id],
    queryFn: ({ signal }) => fetchUserRecord(id as number, signal),
    enabled: id !== null,
    // Read fresh at each opening (no cache kept), never refetched under the user's hands while the form is open.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export const useCreateUser = () => useUsersWrite(createUser);
export const useUpdateUser = () => useUsersWrite(updateUser);
