import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Home from '@mui/icons-material/Home';
import type { MenuItem } from '@console/contract';
import { ModuleIcon } from '../../../components/ModuleIcon.tsx';
import { HOME_ENTRY, menuPlace, overviewEntry, type MenuPlace } from '../../../lib/menu.ts';

const selectedStyle = {
  '&.Mui-selected': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 4, borderColor: 'primary.main' },
} as const;

interface MenuState {
  /** The entry of the current location (exactly one, or none on pages outside the menu). */
  selected: string | null;
  open: ReadonlySet<string>;
  /** Opens or closes a hub; `within` are the hubs it sits in, which stay open. */
  toggle: (hubKey: string, within: readonly string[]) => void;
  onNavigate?: () => void;
}

/**
 * The hubs shown open, as an accordion: opening a hub closes the others but the hubs of the current page (and those
 * the opened one sits in). The hubs of the current page open on each navigation; a hub opened or closed by hand
 * stays so while the user moves inside the same hub, and the next navigation into another hub (or to a page outside
 * the hubs) leaves only that page's hubs open.
 */
function useOpenHubs(place: MenuPlace, pathname: string) {
  const hubs = place.hubs.join('/');
  const [state, setState] = useState(() => ({ pathname, hubs, open: new Set(place.hubs) as ReadonlySet<string> }));
  if (state.pathname !== pathname || state.hubs !== hubs) {
    const open = new Set(state.hubs === hubs ? state.open : []);
    for (const hub of place.hubs) open.add(hub);
    setState({ pathname, hubs, open });
  }
  const toggle = (hubKey: string, within: readonly string[]) =>
    setState((current) => {
      if (current.open.has(hubKey)) {
        const open = new Set(current.open);
        open.delete(hubKey);
        return { ...current, open };
      }
      return { ...current, open: new Set([...place.hubs, ...within, hubKey]) };
    });
  return { open: state.open, toggle };
}

function EntryLink({
  entry,
  to,
  label,
  icon,
  pl,
  menu,
}: {
  entry: string;
  to: string;
  label: string;
  icon?: ReactNode;
  pl: number;
  menu: MenuState;
}) {
  const selected = menu.selected === entry;
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={menu.onNavigate}
      sx={{ pl, ...selectedStyle }}
    >
      {icon ? <ListItemIcon>{icon}</ListItemIcon> : null}
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

function MenuGroup({
  item,
  depth,
  menu,
  within,
}: {
  item: MenuItem;
  depth: number;
  menu: MenuState;
  within: readonly string[];
}) {
  const { t } = useTranslation();
  const open = menu.open.has(item.key);
  const listId = `menu-group-${item.key}`;
  return (
    <li>
      <ListItemButton
        onClick={() => menu.toggle(item.key, within)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ pl: 2 + depth * 2 }}
      >
        <ListItemIcon>
          <ModuleIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={t(item.label)}>
          <li>
            <EntryLink
              entry={overviewEntry(item.key)}
              to={item.path}
              label={t('nav.overview')}
              pl={4 + depth * 2}
              menu={menu}
            />
          </li>
          <MenuEntries items={item.children ?? []} depth={depth + 1} menu={menu} within={[...within, item.key]} />
        </List>
      </Collapse>
    </li>
  );
}

function MenuEntries({
  items,
  depth,
  menu,
  within = [],
}: {
  items: readonly MenuItem[];
  depth: number;
  menu: MenuState;
  within?: readonly string[];
}) {
  const { t } = useTranslation();
  return items.map((item) =>
    item.children?.length ? (
      <MenuGroup key={item.key} item={item} depth={depth} menu={menu} within={within} />
    ) : (
      <li key={item.key}>
        <EntryLink
          entry={item.key}
          to={item.path}
          label={t(item.label)}
          icon={<ModuleIcon name={item.icon} />}
          pl={2 + depth * 2}
          menu={menu}
        />
      </li>
    ),
  );
}

/**
 * The side menu: hubs with collapsible module children, already filtered and filled. The entry whose path leads
 * the current location furthest is the selected one (`aria-current="page"`), and its hub opens.
 */
export function SideMenu({
  items,
  loading,
  onNavigate,
}: {
  items: readonly MenuItem[];
  loading?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const place = menuPlace(items, pathname);
  const { open, toggle } = useOpenHubs(place, pathname);
  const menu: MenuState = { selected: place.entry, open, toggle, onNavigate };
  return (
    <nav aria-label={t('nav.title')}>
      <List component="ul" sx={{ listStyle: 'none', p: 0 }}>
        <li>
          <EntryLink entry={HOME_ENTRY} to="/" label={t('nav.home')} icon={<Home aria-hidden />} pl={2} menu={menu} />
        </li>
        {loading ? (
          [0, 1, 2].map((row) => (
            <li key={row} aria-hidden>
              <Skeleton sx={{ mx: 2, my: 1 }} height={32} />
            </li>
          ))
        ) : (
          <MenuEntries items={items} depth={0} menu={menu} />
        )}
      </List>
    </nav>
  );
}
