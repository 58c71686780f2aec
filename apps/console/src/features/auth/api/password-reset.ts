import { useMutation } from '@tanstack/react-query';
import { passwordForgotResponse, passwordResetResponse, type Language } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/v2/client/password/forgot: the same answer whether the address has an account or not. No session. */
async function requestPasswordReset({
  clientId,
  email,
  language,
}: {
  clientId: number;
  email: string;
  language: Language;
}) {
  return passwordForgotResponse.parse(
    await http.post<unknown>(
      '/api/v2/client/password/forgot',
      { email, language },
      { auth: false, query: { client_id: clientId } },
    ),
  );
}

/** POST /api/v2/client/password/reset: the reset mail's token sets the new password once and ends every session. */
async function resetPassword(body: { token: string; password: string }) {
  return passwordResetResponse.parse(await http.post<unknown>('/api/v2/client/password/reset', body, { auth: false }))
    .data;
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
