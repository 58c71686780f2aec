import { useQuery } from '@tanstack/react-query';
import { registrationForm, type RegistrationForm } from '@console/contract';
import { http } from '../../../lib/http.ts';

/** GET /api/v2/client/register/form: what the client's sign-up template shows (a gym's units), without a token. */
async function fetchRegistrationForm(clientId: number): Promise<RegistrationForm> {
  const body = await http.get<{ success: true; data: unknown }>(`/api/v2/client/register/form?client_id=${clientId}`, {
    auth: false,
  });
  return registrationForm.parse(body.data);
}

export const useRegistrationForm = (clientId: number) =>
  useQuery({
    queryKey: ['registration-form', clientId],
    queryFn: () => fetchRegistrationForm(clientId),
    staleTime: 10 * 60_000,
  });
