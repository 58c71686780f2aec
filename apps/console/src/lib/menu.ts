import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fillMenu, isAllowed, type Grants, type MenuItem } from '@console/contract';
import { http } from './http.ts';
import { sessionValues, useSession } from './session.ts';

/** GET /api/v21/admin/sys/menu: hubs with their module children; labels are i18n keys. */
export async function fetchMenu(): Promise<MenuItem[]> {
  const body = await http.get<{ success: true; data: MenuItem[] }>('/api/v21/admin/sys/menu');
  return body.data;
}

/**
 * The menu as shown: placeholders filled from session values, items whose tag the user
 * does not hold removed (the server filters too; the console only hides), empty hubs dropped.
 */
export function visibleMenu(
  items: readonly MenuItem[],
  grants: Grants | null,
  values: Record<string, string | number | null | undefined>,
): MenuItem[] {
  const prune = (list: readonly MenuItem[]): MenuItem[] =>
    list.flatMap((item) => {
      if (item.tag && !isAllowed(grants, item.tag)) return [];
      if (!item.children) return [item];
      const children = prune(item.children);
      return children.length > 0 ? [{ ...item, children }] : [];
    });
  return prune(fillMenu(items, values));
}

/** The enabled tags of some grants, as one text: a change of grants changes it. */
export const grantsKey = (grants: Grants | null): string =>
  grants
    ? [grants.resource, grants.resource_sub].map((list) => list.filter((g) => g.enabled).map((g) => g.tag).sort().join(',')).join('|')
    : '';

/**
 * The signed-in user's menu, cached per client, user and grants: the server filters it by the grants too, so a
 * change of grants (read again on navigation) asks for it again; the menu shown stays until the new one comes.
 */
export function useMenu() {
  const session = useSession();
  return useQuery({
    queryKey: ['menu', session.clientId, session.user?.id, grantsKey(session.user)],
    placeholderData: keepPreviousData,
    queryFn: fetchMenu,
    enabled: session.token !== null,
    staleTime: 5 * 60_000,
    select: (items) => visibleMenu(items, session.user, sessionValues(session)),
  });
}
