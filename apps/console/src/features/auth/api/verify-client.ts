import { http } from '../../../lib/http.ts';

/** POST /api/v2/client/verifyclient { client_id } -> { success }. */
export async function verifyClient(clientId: number): Promise<boolean> {
  const body = await http.post<{ success?: boolean }>('/api/v2/client/verifyclient', { client_id: clientId });
  return body?.success === true;
}
