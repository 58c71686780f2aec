import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { COLLECTIONS_META_PATH, collectionMeta, ok, type CollectionMeta, type Language } from '@console/contract';
import { http } from './http.ts';
import { useSession } from './session.ts';

/**
 * The collections the signed-in user may open (GET /api/v2/admin/sys/collections), with labels in the user's
 * language and what the sub-tags allow (`can`). One read per client and language serves every screen that lists
 * collections: the generic screens and the reports.
 */

const metaResponse = ok(z.array(collectionMeta));

/** Every query of the generic collection screens of a client: metadata, lists and records. */
export const collectionsKey = (clientId: number | null) => ['collections', clientId] as const;
const metaKey = (clientId: number | null, language: Language) =>
  [...collectionsKey(clientId), 'meta', language] as const;

async function fetchCollections(language: Language, signal?: AbortSignal): Promise<CollectionMeta[]> {
  return metaResponse.parse(await http.get<unknown>(COLLECTIONS_META_PATH, { query: { lang: language }, signal })).data;
}

export function useCollections() {
  const { clientId, language } = useSession();
  return useQuery({
    queryKey: metaKey(clientId, language),
    queryFn: ({ signal }) => fetchCollections(language, signal),
    // Definitions change with a deploy, grants with a sign-in: keep them for the session's screens.
    staleTime: 5 * 60_000,
  });
}
