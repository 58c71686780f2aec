import { useMutation } from '@tanstack/react-query';
import { passwordSetupResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/v2/client/password/setup: the welcome link's token sets the password once. No session needed. */
async function setupPassword(body: { token: string; password: string }) {
  return passwordSetupResponse.parse(await http.post<unknown>('/api/v2/client/password/setup', body, { auth: false }))
    .data;
}

export const useSetupPassword = () => useMutation({ mutationFn: setupPassword });
