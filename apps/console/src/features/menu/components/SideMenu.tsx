import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Home from '@mui/icons-material/Home';
import type { MenuItem } from '@console/contract';
import { ModuleIcon } from '../../../components/ModuleIcon.tsx';

const activeStyle = {
  '&.active': { bgcolor: 'action.selected', fontWeight: 600, borderLeft: 4, borderColor: 'primary.main' },
} as const;

function MenuLink({ item, depth, onNavigate }: { item: MenuItem; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItemButton component={NavLink} to={item.path} end onClick={onNavigate} sx={{ pl: 2 + depth * 2, ...activeStyle }}>
      <ListItemIcon>
        <ModuleIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText primary={t(item.label)} />
    </ListItemButton>
  );
}

const containsPath = (item: MenuItem, path: string): boolean =>
  item.path === path || (item.children ?? []).some((child) => containsPath(child, path));

function MenuGroup({ item, depth, onNavigate }: { item: MenuItem; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const listId = `menu-group-${item.key}`;
  return (
    <li>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={listId} sx={{ pl: 2 + depth * 2 }}>
        <ListItemIcon>
          <ModuleIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={t(item.label)} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={t(item.label)}>
          <li>
            <ListItemButton component={NavLink} to={item.path} end onClick={onNavigate} sx={{ pl: 4 + depth * 2, ...activeStyle }}>
              <ListItemText primary={t('nav.overview')} />
            </ListItemButton>
          </li>
          <MenuEntries items={item.children ?? []} depth={depth + 1} onNavigate={onNavigate} />
        </List>
      </Collapse>
    </li>
  );
}

function MenuEntries({ items, depth, onNavigate }: { items: readonly MenuItem[]; depth: number; onNavigate?: () => void }) {
  return items.map((item) =>
    item.children?.length ? (
      <MenuGroup key={item.key} item={item} depth={depth} onNavigate={onNavigate} />
    ) : (
      <li key={item.key}>
        <MenuLink item={item} depth={depth} onNavigate={onNavigate} />
      </li>
    ),
  );
}

/** The side menu: hubs with collapsible module children, already filtered and filled. */
export function SideMenu({ items, loading, onNavigate }: { items: readonly MenuItem[]; loading?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.title')}>
      <List component="ul" sx={{ listStyle: 'none', p: 0 }}>
        <li>
          <ListItemButton component={NavLink} to="/" end onClick={onNavigate} sx={activeStyle}>
            <ListItemIcon>
              <Home aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t('nav.home')} />
          </ListItemButton>
        </li>
        {loading
          ? [0, 1, 2].map((row) => (
              <li key={row} aria-hidden>
                <Skeleton sx={{ mx: 2, my: 1 }} height={32} />
              </li>
            ))
          : <MenuEntries items={items} depth={0} onNavigate={onNavigate} />}
      </List>
    </nav>
  );
}
