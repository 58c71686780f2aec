import { useQuery } from '@tanstack/react-query';
import {
  clientById,
  publicClientResponse,
  type ClientColors,
  type ClientEntry,
  type PublicClient,
} from '@console/contract';
import { ApiError, http } from './http.ts';

/** How a page names its client before anyone signs in: the first segment of its login route, or its id. */
export type ClientRef = { slug: string; id?: never } | { id: number; slug?: never };

/**
 * GET /api/v2/client/lookup?slug= | ?id= (public): a client's name, routes, status and colours; null when no
 * client answers to it (404). Clients created at run time are known only through it.
 */
export async function lookupClient(ref: ClientRef, signal?: AbortSignal): Promise<PublicClient | null> {
  try {
    const body = await http.get<unknown>('/api/v2/client/lookup', { query: { ...ref }, auth: false, signal });
    return publicClientResponse.parse(body).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const CLIENT_LOOKUP_KEY = ['client-lookup'] as const;
export const clientLookupKey = (ref: ClientRef | null) =>
  [...CLIENT_LOOKUP_KEY, ref?.slug !== undefined ? 'slug' : 'id', ref?.slug ?? ref?.id ?? null] as const;

/** The looked-up client (null when unknown); `initial` (a route loader's answer) is shown at once and read again later. */
export function useClientLookup(ref: ClientRef | null, options: { enabled?: boolean; initial?: PublicClient } = {}) {
  const { enabled = true, initial } = options;
  return useQuery({
    queryKey: clientLookupKey(ref),
    queryFn: ({ signal }) => lookupClient(ref as ClientRef, signal),
    enabled: enabled && ref !== null,
    staleTime: 60_000,
    initialData: initial,
    initialDataUpdatedAt: initial ? Date.now() : undefined,
  });
}

/** The registry entry of a looked-up client, as the fixed clients of SPEC.md §2 have one. */
export const clientEntryOf = (client: PublicClient): ClientEntry => ({
  id: client.id,
  name: client.name,
  slug: client.slug,
  loginUrl: client.login_url,
  logoutUrl: client.logout_url,
});

/** A looked-up client's colours in the shape of GET /api/v2/admin/color/{id}. */
export const colorsOf = (client: PublicClient): ClientColors => ({
  client_id: client.id,
  name: client.name,
  config: client.config,
});

/**
 * A client's registry entry by id: one of the fixed clients at once, else one created at run time through the
 * lookup (undefined while it loads or when unknown).
 */
export function useClientEntry(clientId: number | null): ClientEntry | undefined {
  const fixed = clientId !== null ? clientById(clientId) : undefined;
  const lookup = useClientLookup(clientId !== null ? { id: clientId } : null, { enabled: !fixed });
  return fixed ?? (lookup.data ? clientEntryOf(lookup.data) : undefined);
}
