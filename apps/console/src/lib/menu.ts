import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fillMenu, isAllowed, menuResponse, type Grants, type MenuItem } from '@console/contract';
import { http } from './http.ts';
import { sessionValues, useSession } from './session.ts';

/** GET /api/v21/admin/sys/menu: hubs with their module children; labels are i18n keys. A malformed answer rejects (the shell's error state). */
export async function fetchMenu(): Promise<MenuItem[]> {
  return menuResponse.parse(await http.get<unknown>('/api/v21/admin/sys/menu')).data;
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
const grantsKey = (grants: Grants | null): string =>
  grants
    ? [grants.resource, grants.resource_sub]
        .map((list) =>
          list
            .filter((g) => g.enabled)
            .map((g) => g.tag)
            .sort()
            .join(','),
        )
        .join('|')
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

/** The key of the 'Início' entry, which the menu shows above the hubs. */
export const HOME_ENTRY = 'home';
/** The key of a hub's 'Visão geral' entry (the hub's own page). */
export const overviewEntry = (hubKey: string): string => `${hubKey}:overview`;

/** Where the current location is in the menu: the one selected entry and the hubs that hold it, outermost first. */
export interface MenuPlace {
  entry: string | null;
  hubs: string[];
}

const segmentsOf = (path: string): string[] => path.split(/[?#]/)[0].split('/').filter(Boolean);

/** How many segments of `path` lead `location` (-1 when it does not lead it). */
function prefixLength(path: string, location: readonly string[]): number {
  const segments = segmentsOf(path);
  if (segments.length > location.length) return -1;
  return segments.every((segment, index) => segment === location[index]) ? segments.length : -1;
}

/**
 * The entry of the current location: the one whose path is the longest prefix (by path segments) of it, so that
 * /usuarios/7 selects 'Usuários' and /-pessoas the hub's overview. Ties go to the first entry in menu order
 * ('Início' before the dashboard, both at '/'). The home path '/' is the home page only: a page outside the menu
 * (the outbox, an error) selects nothing rather than 'Início'.
 */
export function menuPlace(items: readonly MenuItem[], pathname: string): MenuPlace {
  const location = segmentsOf(pathname);
  let best: MenuPlace & { length: number } = { entry: null, hubs: [], length: -1 };
  const consider = (entry: string, path: string, hubs: string[]) => {
    const length = prefixLength(path, location);
    const reaches = length > 0 || (length === 0 && location.length === 0);
    if (reaches && length > best.length) best = { entry, hubs, length };
  };
  const walk = (list: readonly MenuItem[], hubs: string[]) => {
    for (const item of list) {
      if (item.children?.length) {
        const inside = [...hubs, item.key];
        consider(overviewEntry(item.key), item.path, inside);
        walk(item.children, inside);
      } else consider(item.key, item.path, hubs);
    }
  };
  consider(HOME_ENTRY, '/', []);
  walk(items, []);
  return { entry: best.entry, hubs: best.hubs };
}
