import type { CollectionMeta } from '@console/contract';
import { useCollections } from '../../../lib/collections-meta.ts';

/**
 * The collections the signed-in user may open (lib/collections-meta: one read per client and language, shared with
 * the reports), and one of them by entity or tag.
 */
export { collectionsKey, useCollections } from '../../../lib/collections-meta.ts';

/** A collection by entity or by tag, among those the user may open. */
export const findCollection = (all: readonly CollectionMeta[] | undefined, key: string): CollectionMeta | undefined =>
  all?.find((meta) => meta.entity === key) ?? all?.find((meta) => meta.tag === key);

/**
 * One collection's metadata by entity or tag: `meta` is undefined while loading, and also when the user may not
 * open it (then `missing` is true).
 */
export function useCollection(key: string | undefined) {
  const query = useCollections();
  const meta = key ? findCollection(query.data, key) : undefined;
  return { ...query, meta, missing: query.isSuccess && !meta };
}
