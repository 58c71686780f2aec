import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/v2/client/register { client_id, user }: 202 with a check-your-inbox message, for a new e-mail or a taken one. */
const register = (body: RegisterBody) => http.post<RegisterResponse>('/api/v2/client/register', body, { auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
