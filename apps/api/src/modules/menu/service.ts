import {
  HUB_ICONS,
  HUBS,
  hubPath,
  isAllowed,
  MODULES,
  type Grants,
  type MenuAsset,
  type MenuItem,
} from '@console/contract';
import { notFound } from '../../platform/errors.ts';

/** Every icon name the menu can reference, once, sorted. */
const MENU_ICONS: readonly string[] = [...new Set([...Object.values(HUB_ICONS), ...MODULES.map((m) => m.icon)])].sort();

const iconUrl = (name: string): string => `/menu-assets/icons/${name}.svg`;

export const menuAssets = (): MenuAsset[] => MENU_ICONS.map((name) => ({ name, url: iconUrl(name) }));

/** Parses `?modules=a,b` into a tag set; absent or blank means no limit. */
export function parseModules(modules: string | undefined): Set<string> | null {
  const tags = (modules ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return tags.length ? new Set(tags) : null;
}

/**
 * The hub tree limited to what the grants allow. Paths keep their {placeholders}:
 * the console fills them from its session values.
 */
export function buildMenu(grants: Grants, only: Set<string> | null): MenuItem[] {
  return HUBS.flatMap((hub) => {
    const children = MODULES.filter((m) => m.hub === hub && (!only || only.has(m.tag)) && isAllowed(grants, m.tag)).map(
      (m): MenuItem => ({ key: m.tag, label: `menu.${m.tag}`, path: m.path, icon: m.icon, tag: m.tag }),
    );
    return children.length
      ? [{ key: hub, label: `hub.${hub}`, path: hubPath(hub), icon: HUB_ICONS[hub], children }]
      : [];
  });
}

const PALETTE = ['#1e88e5', '#43a047', '#8e24aa', '#f4511e', '#00897b', '#6d4c41', '#3949ab', '#c0ca33'];

/** The badge of a menu icon by its file name ('Groups.svg'); 404 for a name the menu does not use. */
export function iconFile(file: string): string {
  const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : file;
  if (!MENU_ICONS.includes(name)) throw notFound();
  return iconSvg(name);
}

/** A small generated badge for an icon name: its capitals on a coloured rounded square. */
function iconSvg(name: string): string {
  const initials = (name.match(/[A-Z]/g) ?? [name[0]]).slice(0, 2).join('').toUpperCase();
  const colour = PALETTE[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="${name}">` +
    `<rect width="24" height="24" rx="5" fill="${colour}"/>` +
    `<text x="12" y="16" font-family="sans-serif" font-size="${initials.length > 1 ? 10 : 13}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  );
}
