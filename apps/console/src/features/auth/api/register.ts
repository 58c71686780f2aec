import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** POST /api/v2/client/register { client_id, user }. */
export const register = (body: RegisterBody) => http.post<unknown>('/api/v2/client/register', body, { auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
