import type { UserListItem as ClientUserItem, UserPickerItem } from '@console/contract';

/** SPEC.md §3 user list item, client variant: the person's data nested under user_info. */
type NestedUserItem = Pick<ClientUserItem, 'user_id' | 'user_info'>;

/** SPEC.md §3 user list item, flat variant (GET .../asap-user/list/users). */
type FlatUserItem = UserPickerItem;

export type UserListItem = NestedUserItem | FlatUserItem;

/** What the user picker shows and returns, whichever shape the list call answered. */
export type PickedUser = UserPickerItem;

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
