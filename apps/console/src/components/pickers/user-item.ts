/** SPEC.md §3 user list item, client variant: the person's data nested under user_info. */
export interface NestedUserItem {
  user_id: number;
  user_info: { user_id: number; user_name: string; user_email: string; picture: string | null };
}

/** SPEC.md §3 user list item, flat variant. */
export interface FlatUserItem {
  user_id: number;
  name: string;
  email: string;
  picture: string | null;
}

export type UserListItem = NestedUserItem | FlatUserItem;

/** What the user picker shows and returns, whichever shape the list call answered. */
export interface PickedUser {
  user_id: number;
  name: string;
  email: string;
  picture: string | null;
}

const isNested = (item: UserListItem): item is NestedUserItem =>
  'user_info' in item && item.user_info !== null && typeof item.user_info === 'object';

/** Both list-item shapes of SPEC.md §3 as one; the outer user_id wins over the nested one. */
export function normalizeUserItem(item: UserListItem): PickedUser {
  if (isNested(item)) {
    const info = item.user_info;
    return {
      user_id: item.user_id ?? info.user_id,
      name: info.user_name ?? '',
      email: info.user_email ?? '',
      picture: info.picture || null,
    };
  }
  return { user_id: item.user_id, name: item.name ?? '', email: item.email ?? '', picture: item.picture || null };
}
