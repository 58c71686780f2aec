import { useQuery } from '@tanstack/react-query';
import { inspectionResponse, type Inspection } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { userKey } from './keys.ts';

/** What the inspector asks about: a tag (module or sub-permission), a folder or a BI dashboard. */
export type InspectSubject =
  { kind: 'tag'; key: string } | { kind: 'folder'; key: number } | { kind: 'bi'; key: string };

/** GET /api/v2/admin/permission/inspect/{userId}?tag | ?folder | ?bi: "why can this user open X?" */
async function fetchInspection(userId: number, subject: InspectSubject, signal?: AbortSignal): Promise<Inspection> {
  const body = await http.get<unknown>(`/api/v2/admin/permission/inspect/${userId}`, {
    query: { [subject.kind]: subject.key },
    signal,
  });
  return inspectionResponse.parse(body).data;
}

export function useInspection(userId: number, subject: InspectSubject | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...userKey(clientId, userId), 'inspect', subject?.kind, subject?.key],
    queryFn: ({ signal }) => fetchInspection(userId, subject as InspectSubject, signal),
    enabled: subject !== null,
  });
}
