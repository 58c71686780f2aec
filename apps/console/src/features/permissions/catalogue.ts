import type { TFunction } from 'i18next';
import { HUBS, MODULES, PLATFORMS, moduleByTag, type Hub, type Platform } from '@console/contract';

/** The translated name of a tag: a module ('Feed') or a sub-permission ('Feed › Criar'); an unknown tag as it is. */
export function tagLabel(t: TFunction, tag: string): string {
  const module = moduleByTag(tag);
  if (module) return t(`menu.${module.tag}`);
  const dot = tag.indexOf('.');
  const parent = dot > 0 ? moduleByTag(tag.slice(0, dot)) : undefined;
  const action = tag.slice(dot + 1);
  return parent && parent.subs.includes(action) ? `${t(`menu.${parent.tag}`)} › ${t(`sub.${action}`)}` : tag;
}

/** The action part of a sub-permission tag ('feed.criar' -> 'Criar'). */
export const subLabel = (t: TFunction, tag: string): string => t(`sub.${tag.slice(tag.indexOf('.') + 1)}`);

export interface TagOption {
  value: string;
  label: string;
  /** The hub and the tag, as the picker's second line. */
  detail: string;
}

/** Every module and sub-permission of the catalogue, in catalogue order, to pick one ("who can open X?"). */
export const tagOptions = (t: TFunction): TagOption[] =>
  MODULES.flatMap((module) =>
    [module.tag, ...module.subs.map((sub) => `${module.tag}.${sub}`)].map((tag) => ({
      value: tag,
      label: tagLabel(t, tag),
      detail: `${t(`hub.${module.hub}`)} · ${tag}`,
    })),
  );

/** Items grouped by hub, in the catalogue's hub order; hubs without items left out. */
export function byHub<T extends { hub: Hub }>(items: readonly T[]): { hub: Hub; items: T[] }[] {
  return HUBS.map((hub) => ({ hub, items: items.filter((item) => item.hub === hub) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The platforms a record's platform text names; null (or text not understood) means everywhere. */
export function platformsOf(text: string | null): Platform[] {
  if (text === null) return [...PLATFORMS];
  try {
    const list: unknown = JSON.parse(text);
    const known = Array.isArray(list) ? PLATFORMS.filter((p) => list.includes(p)) : [];
    return known.length > 0 ? known : [...PLATFORMS];
  } catch {
    return [...PLATFORMS];
  }
}

/** The platform field as it travels (SPEC.md §3): JSON text of the chosen platforms, in catalogue order. */
export const platformText = (platforms: readonly Platform[]): string =>
  JSON.stringify(PLATFORMS.filter((p) => platforms.includes(p)));
