import { useQuery } from '@tanstack/react-query';
import { clientColors, type ClientColors } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** GET /api/v2/admin/color/{clientId}: a client's name and colours, readable without a token. */
export async function fetchClientColors(clientId: number): Promise<ClientColors> {
  const body = await http.get<{ success: true; data: unknown }>(`/api/v2/admin/color/${clientId}`, { auth: false });
  return clientColors.parse(body.data);
}

export const clientColorsKey = (clientId: number | null) => ['client-colors', clientId] as const;

export function useClientColors(clientId: number | null) {
  return useQuery({
    queryKey: clientColorsKey(clientId),
    queryFn: () => fetchClientColors(clientId as number),
    enabled: clientId !== null,
    staleTime: 10 * 60_000,
  });
}
