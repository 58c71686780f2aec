import { userPickerResponse, type UserPickerItem } from '@console/contract';
import { http } from './http.ts';

/** GET /api/v2/admin/asap-user/list/users: the flat user items a picker shows (the client's users matching `term`). */
export async function searchUsers(term: string, signal: AbortSignal): Promise<UserPickerItem[]> {
  const body = await http.get<unknown>('/api/v2/admin/asap-user/list/users', {
    query: { search: term.trim() || undefined, per_page: 20 },
    signal,
  });
  return userPickerResponse.parse(body).data.data;
}

/** A user as a picker row: picture, name and e-mail. */
export const userPickerItem = (user: UserPickerItem) => ({
  id: user.user_id,
  avatar: user.picture,
  description: user.name,
  detail: user.email,
});
