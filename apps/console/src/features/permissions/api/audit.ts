import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { userKey } from './keys.ts';

const AUDIT_PER_PAGE = 20;

/** GET /api/v2/admin/permission/audit/{userId}?page: who changed the user's permissions, when, before and after; newest first. */
async function fetchAudit(userId: number, page: number, signal?: AbortSignal) {
  const body = await http.get<unknown>(`/api/v2/admin/permission/audit/${userId}`, {
    query: { page, per_page: AUDIT_PER_PAGE },
    signal,
  });
  return auditResponse.parse(body).data;
}

export function useAudit(userId: number, page: number) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...userKey(clientId, userId), 'audit', page],
    queryFn: ({ signal }) => fetchAudit(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}
