import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ok,
  recordVersion,
  recordVersionsPath,
  recordVersionSummary,
  type CollectionRow,
  type RecordVersion,
  type RecordVersionSummary,
} from '@console/contract';
import { z } from 'zod';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { entityKey } from './records.ts';

/** A versioned record's versions (issue 28): kept under the collection's key, so any write of it reads them again. */

const listAnswer = ok(z.array(recordVersionSummary));
const oneAnswer = ok(recordVersion);

const versionsKey = (clientId: number | null, entity: string, id: number) =>
  [...entityKey(clientId, entity), 'versions', id] as const;

export function useRecordVersions(entity: string, id: number) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: versionsKey(clientId, entity, id),
    queryFn: async ({ signal }): Promise<RecordVersionSummary[]> =>
      listAnswer.parse(await http.get<unknown>(recordVersionsPath(entity, id), { signal })).data,
  });
}

/** One version with its values (the preview), read when asked. */
export function useRecordVersion(entity: string, id: number, number: number | null) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...versionsKey(clientId, entity, id), number],
    queryFn: async ({ signal }): Promise<RecordVersion> =>
      oneAnswer.parse(await http.get<unknown>(`${recordVersionsPath(entity, id)}/${number}`, { signal })).data,
    enabled: number !== null,
  });
}

/** A write of the record's versions; the collection's lists, records and versions are read again after it. */
function useVersionWrite<V, R>(entity: string, write: (variables: V) => Promise<R>) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityKey(clientId, entity) }),
  });
}

/** Restores a version (publishes a draft): answers the record as it now is. */
export const useRestoreVersion = (entity: string, id: number) =>
  useVersionWrite(entity, async (number: number): Promise<CollectionRow> => {
    const answer = await http.post<{ data: CollectionRow }>(`${recordVersionsPath(entity, id)}/${number}/restore`);
    return answer.data;
  });

/** Saves an update's body as a draft version; the record does not change. */
export const useSaveDraft = (entity: string, id: number) =>
  useVersionWrite(
    entity,
    async (body: Record<string, unknown>): Promise<RecordVersion> =>
      oneAnswer.parse(await http.post<unknown>(recordVersionsPath(entity, id), body)).data,
  );
