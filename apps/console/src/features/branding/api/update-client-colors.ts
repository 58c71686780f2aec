import { useMutation, useQueryClient } from '@tanstack/react-query';
import { colorResponse, type ClientColors, type ColorUpdateBody } from '@console/contract';
import { http } from '../../../lib/http.ts';
import { clientColorsKey } from './get-client-colors.ts';

/** PUT /api/v2/admin/color/{clientId}: saves the changed fields of a client's brand; answers the saved colours. */
async function updateClientColors(clientId: number, config: ColorUpdateBody['config']): Promise<ClientColors> {
  const body = await http.put<unknown>(`/api/v2/admin/color/${clientId}`, { config });
  return colorResponse.parse(body).data;
}

/**
 * Saves a client's brand; the saved colours go into the colours query at once, so the app's theme, favicon and login
 * page repaint without waiting, and the colours and their history are read again.
 */
export function useUpdateClientColors(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: ColorUpdateBody['config']) => updateClientColors(clientId, config),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientColorsKey(clientId), saved);
      return queryClient.invalidateQueries({ queryKey: clientColorsKey(clientId) });
    },
  });
}
