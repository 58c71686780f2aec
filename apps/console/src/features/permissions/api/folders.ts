import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  folderListResponse,
  folderPermissionResponse,
  permissionDeleteResponse,
  userFolderPermissionsResponse,
  userItemResponse,
  type FolderPermissionBody,
} from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useRefreshDerived } from './derived.ts';
import { permissionsKey, userKey } from './keys.ts';

/** GET /api/v2/admin/folder/permission/user/{userId}: the folder grants reaching the user (direct, group, regional). */
async function fetchUserFolders(userId: number, signal?: AbortSignal) {
  return userFolderPermissionsResponse.parse(
    await http.get<unknown>(`/api/v2/admin/folder/permission/user/${userId}`, { signal }),
  ).data;
}

/** GET /api/v2/admin/folder/list: the client's feed folders. */
async function fetchFolders(signal?: AbortSignal) {
  return folderListResponse.parse(await http.get<unknown>('/api/v2/admin/folder/list', { signal })).data;
}

/** GET /api/v2/admin/asap-user/{userId}: the user's group and regional, the other targets of a folder grant. */
async function fetchPlacement(userId: number, signal?: AbortSignal) {
  const { group, regional } = userItemResponse.parse(
    await http.get<unknown>(`/api/v2/admin/asap-user/${userId}`, { signal }),
  ).data;
  return { group, regional };
}

/** A grant to write: the folder, and the contract's body without its constant field. */
export type FolderGrant = { folderId: number } & Omit<FolderPermissionBody, 'field'>;

/** POST /api/v2/admin/folder/permission/{folderId} (SPEC.md §3: field is always user_id). */
export async function grantFolder({ folderId, target_type, value }: FolderGrant) {
  const body = { field: 'user_id' as const, target_type, value };
  return folderPermissionResponse.parse(await http.post<unknown>(`/api/v2/admin/folder/permission/${folderId}`, body))
    .data;
}

/** DELETE /api/v2/admin/folder/permission/list/{grantId}. */
export async function revokeFolder(grantId: number): Promise<number> {
  return permissionDeleteResponse.parse(await http.delete<unknown>(`/api/v2/admin/folder/permission/list/${grantId}`))
    .data.id;
}

const foldersKey = (clientId: number | null, userId: number) => [...userKey(clientId, userId), 'folders'] as const;

export function useUserFolders(userId: number) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: foldersKey(clientId, userId),
    queryFn: ({ signal }) => fetchUserFolders(userId, signal),
  });
}

export function useFolders(enabled: boolean) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...permissionsKey(clientId), 'folders'],
    queryFn: ({ signal }) => fetchFolders(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The user's group and regional; read with the users' permission, so a refusal leaves only the user as a target. */
export function usePlacement(userId: number, enabled: boolean) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...userKey(clientId, userId), 'placement'],
    queryFn: ({ signal }) => fetchPlacement(userId, signal),
    enabled,
    retry: false,
  });
}

/** A grant or a revocation; the user's folder grants are read again. A group's or regional's grant reaches others: every who-list too. */
export function useFolderWrite<V, R>(userId: number, write: (variables: V) => Promise<R>) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const refreshDerived = useRefreshDerived(userId);
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: foldersKey(clientId, userId) });
      refreshDerived();
    },
  });
}
