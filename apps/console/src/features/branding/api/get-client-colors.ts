import { useQuery } from '@tanstack/react-query';
import { CLIENT_COLORS_META, clientColors, type ClientColors } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** GET /api/v2/admin/color/{clientId}: a client's name and colours, readable without a token. */
async function fetchClientColors(clientId: number): Promise<ClientColors> {
  const body = await http.get<{ success: true; data: unknown }>(`/api/v2/admin/color/${clientId}`, { auth: false });
  return clientColors.parse(body.data);
}

export const clientColorsKey = (clientId: number | null) => ['client-colors', clientId] as const;

/**
 * The colours the server put into index.html for this page's client (its login, sign-up or password page), read
 * synchronously so that the first paint wears them; undefined when there are none or they do not parse.
 */
function servedColors(doc: Document = document): ClientColors | undefined {
  const content = doc.querySelector(`meta[name="${CLIENT_COLORS_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const parsed = clientColors.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A client's colours: the ones served with the page at once (then read again in the background, as they may have
 * changed since), else from the API.
 */
export function useClientColors(clientId: number | null) {
  return useQuery({
    queryKey: clientColorsKey(clientId),
    queryFn: () => fetchClientColors(clientId as number),
    enabled: clientId !== null,
    staleTime: 10 * 60_000,
    initialData: () => {
      const served = servedColors();
      return served && served.client_id === clientId ? served : undefined;
    },
    initialDataUpdatedAt: 0,
  });
}
