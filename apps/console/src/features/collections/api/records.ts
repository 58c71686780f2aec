import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { figureReadersOf, type CollectionRow } from '@console/contract';
import { dataProvider, type ListParams, type ParentRef, type ResourceRef } from '../../../lib/data-provider.ts';
import { useSession } from '../../../lib/session.ts';
import { collectionsKey } from './collections.ts';

/** Lists and records of one collection: a write or a change announced by the server refreshes them all. */
export const entityKey = (clientId: number | null, entity: string) =>
  [...collectionsKey(clientId), 'entity', entity] as const;

/** One page of a collection's rows (paged by keyset; the page shown stays while the next one loads). */
export function useCollectionList(ref: ResourceRef | undefined, params: ListParams) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...entityKey(clientId, ref?.entity ?? ''), 'list', params],
    queryFn: ({ signal }) => dataProvider.getList(ref!, params, signal),
    enabled: ref !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useCollectionRecord(ref: ResourceRef | undefined, id: number | undefined) {
  const { clientId } = useSession();
  return useQuery({
    queryKey: [...entityKey(clientId, ref?.entity ?? ''), 'record', id],
    queryFn: ({ signal }) => dataProvider.getOne(ref!, id!, signal),
    enabled: ref !== undefined && id !== undefined,
  });
}

/**
 * A write of one collection; on success its lists and records are read again, and those of the collections whose
 * figures count its rows (an order's total after an item is added from the order's page).
 */
function useCollectionWrite<V, R>(ref: ResourceRef, write: (variables: V) => Promise<R>) {
  const { clientId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [ref.entity, ...figureReadersOf(ref.entity)].map((entity) =>
          queryClient.invalidateQueries({ queryKey: entityKey(clientId, entity) }),
        ),
      ),
  });
}

export const useCreateRecord = (ref: ResourceRef, parent?: ParentRef) =>
  useCollectionWrite(ref, (body: Record<string, unknown>): Promise<CollectionRow> =>
    dataProvider.create(ref, body, parent),
  );

export const useUpdateRecord = (ref: ResourceRef) =>
  useCollectionWrite(ref, ({ id, body }: { id: number; body: Record<string, unknown> }) =>
    dataProvider.update(ref, id, body),
  );

export const useDeleteRecord = (ref: ResourceRef) =>
  useCollectionWrite(ref, (id: number) => dataProvider.delete(ref, id));

/** The outcome of deleting several rows: those removed and those refused with the server's reason. */
export interface BulkDeleteResult {
  deleted: number[];
  failed: { id: number; message: string }[];
}

/** Deletes rows one by one (each may be refused on its own, e.g. still referenced), then refreshes the lists once. */
export function useBulkDelete(ref: ResourceRef, describe: (error: unknown) => string) {
  return useCollectionWrite(ref, async (ids: number[]): Promise<BulkDeleteResult> => {
    const result: BulkDeleteResult = { deleted: [], failed: [] };
    for (const id of ids) {
      try {
        result.deleted.push(await dataProvider.delete(ref, id));
      } catch (error) {
        result.failed.push({ id, message: describe(error) });
      }
    }
    return result;
  });
}
