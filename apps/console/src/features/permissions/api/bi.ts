import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { biListResponse, type BiDashboard } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { useRefreshDerived } from './derived.ts';
import { userKey } from './keys.ts';

/** GET /api/v2/admin/permission/bi/{userId}: the client's BI dashboards, each with whether the user holds it. */
async function fetchBi(userId: number, signal?: AbortSignal): Promise<BiDashboard[]> {
  return biListResponse.parse(await http.get<unknown>(`/api/v2/admin/permission/bi/${userId}`, { signal })).data;
}

/** POST /api/v2/admin/permission/bi (SPEC.md §3: action, user_id, bi); answers the user's dashboards. */
async function changeBi(userId: number, bi: string, granted: boolean): Promise<BiDashboard[]> {
  const body = { action: granted ? 'add' : 'remove', user_id: userId, bi };
  return biListResponse.parse(await http.post<unknown>('/api/v2/admin/permission/bi', body)).data;
}

const biKey = (clientId: number | null, userId: number) => [...userKey(clientId, userId), 'bi'] as const;

export function useBi(userId: number, enabled = true) {
  const { clientId } = useSession();
  return useQuery({ queryKey: biKey(clientId, userId), queryFn: ({ signal }) => fetchBi(userId, signal), enabled });
}

export function useBiChange(userId: number) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  const refreshDerived = useRefreshDerived(userId);
  return useMutation({
    mutationFn: ({ bi, granted }: { bi: string; granted: boolean }) => changeBi(userId, bi, granted),
    onSuccess: (dashboards) => {
      queryClient.setQueryData(biKey(clientId, userId), dashboards);
      refreshDerived();
    },
  });
}
