import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ATTENDANCE_SEGMENT,
  attendanceSaved,
  attendanceSheet,
  ok,
  type AttendanceBody,
  type AttendanceSession,
  type CollectionMeta,
} from '@console/contract';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { entityKey } from '../api/records.ts';

const pathOf = (meta: Pick<CollectionMeta, 'base' | 'entity'>, id: number) =>
  `${meta.base}/${meta.entity}/${id}/${ATTENDANCE_SEGMENT}`;

/** A cohort's attendance sheet: its sessions, and with a session its participants and their marks. */
export function useAttendanceSheet(meta: CollectionMeta, id: number, session: AttendanceSession | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...entityKey(clientId, 'frequencia'), 'sheet', id, session?.encontro ?? '', session?.data ?? ''],
    queryFn: async ({ signal }) =>
      ok(attendanceSheet).parse(await http.get<unknown>(pathOf(meta, id), { query: { ...session }, signal })).data,
  });
}

/** Saves a session's marks; the attendance lists and sheets read again. */
export function useSaveAttendance(meta: CollectionMeta, id: number) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AttendanceBody) =>
      ok(attendanceSaved).parse(await http.post<unknown>(pathOf(meta, id), body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKey(clientId, 'frequencia') }),
  });
}
