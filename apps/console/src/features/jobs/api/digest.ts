import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DIGEST_PATH, digestResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** GET .../user/resumo-diario: whether the signed-in administrator receives the daily digest (403 for others). */
export const useDigest = (enabled: boolean) =>
  useQuery({
    queryKey: ['digest'],
    queryFn: async () => digestResponse.parse(await http.get<unknown>(DIGEST_PATH)).data,
    enabled,
    retry: false,
  });

/** PUT .../user/resumo-diario: turns the daily digest on or off for oneself. */
export function useSetDigest() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => digestResponse.parse(await http.put<unknown>(DIGEST_PATH, { enabled: on })).data,
    onSuccess: (data) => queries.setQueryData(['digest'], data),
  });
}
