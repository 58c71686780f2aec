import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  modulePermissionResponse,
  subPermissionResponse,
  userPermissionsResponse,
  type ModulePermission,
  type ModuleWriteBody,
  type SubPermissionState,
  type UserPermissions,
} from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useRefreshDerived } from './derived.ts';
import { userKey } from './keys.ts';

/** GET /api/v2/admin/asap-user/list/permission/{userId}: the user and every module of the catalogue as they hold it. */
async function fetchUserPermissions(userId: number, signal?: AbortSignal): Promise<UserPermissions> {
  return userPermissionsResponse.parse(
    await http.get<unknown>(`/api/v2/admin/asap-user/list/permission/${userId}`, { signal }),
  ).data;
}

/** POST /api/v2/admin/asap-user/permission/module/{userId}?modulo={tag}: creates or updates the user's record for the module. */
async function writeModule(userId: number, tag: string, body: ModuleWriteBody): Promise<ModulePermission> {
  const answer = await http.post<unknown>(`/api/v2/admin/asap-user/permission/module/${userId}`, body, {
    query: { modulo: tag },
  });
  return modulePermissionResponse.parse(answer).data;
}

/** PUT /api/v2/admin/permission/{recordId}/sub/update: a sub-permission of the record's module. */
async function updateSub(recordId: number, tag: string, enabled: boolean): Promise<SubPermissionState> {
  return subPermissionResponse.parse(
    await http.put<unknown>(`/api/v2/admin/permission/${recordId}/sub/update`, { tag, enabled }),
  ).data;
}

const modulesKey = (clientId: number | null, userId: number) => [...userKey(clientId, userId), 'modules'] as const;

export function useUserPermissions(userId: number | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: modulesKey(clientId, userId ?? 0),
    queryFn: ({ signal }) => fetchUserPermissions(userId as number, signal),
    enabled: userId !== null,
  });
}

export type ModuleChange =
  | { kind: 'module'; tag: string; body: ModuleWriteBody }
  /** A sub-permission; a module without a record gets one first, disabled. */
  | { kind: 'sub'; module: ModulePermission; tag: string; enabled: boolean };

/** The module as it is after a change, written by the server. */
async function applyChange(userId: number, change: ModuleChange): Promise<ModulePermission> {
  if (change.kind === 'module') return writeModule(userId, change.tag, change.body);
  const { module, tag, enabled } = change;
  const base = module.permission ? module : await writeModule(userId, module.tag, { enabled: false });
  const sub = await updateSub(base.permission!.id, tag, enabled);
  return { ...base, subs: base.subs.map((s) => (s.tag === sub.tag ? sub : s)) };
}

/** A write of a module, its platform or a sub-permission; the user's modules take the server's answer. */
export function useModuleChange(userId: number) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const refreshDerived = useRefreshDerived(userId);
  return useMutation({
    mutationFn: (change: ModuleChange) => applyChange(userId, change),
    onSuccess: (module) => {
      queryClient.setQueryData<UserPermissions>(modulesKey(clientId, userId), (data) =>
        data ? { ...data, modules: data.modules.map((m) => (m.tag === module.tag ? module : m)) } : data,
      );
      refreshDerived();
    },
  });
}
