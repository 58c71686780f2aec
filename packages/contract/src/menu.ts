import { z } from 'zod';

/** SPEC.md §3 Menu item: a path that may contain {param} placeholders, and nested children. */
export interface MenuItem {
  key: string;
  label: string;
  path: string;
  icon?: string;
  tag?: string;
  children?: MenuItem[];
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    path: z.string(),
    icon: z.string().optional(),
    tag: z.string().optional(),
    children: z.array(menuItem).optional(),
  }),
);

export const menuQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  /** Optional comma-separated list of module tags to limit the tree to. */
  modules: z.string().max(2000).optional(),
});

export const menuAsset = z.object({ name: z.string(), url: z.string() });
export type MenuAsset = z.infer<typeof menuAsset>;

/**
 * Replaces `{name}` placeholders with stored session values (SPEC.md §3).
 * Values are URI-encoded; an unknown placeholder is left as it is so the gap stays visible.
 */
export function fillPlaceholders(path: string, values: Record<string, string | number | null | undefined>): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null || value === '' ? whole : encodeURIComponent(String(value));
  });
}

/** Fills placeholders through the whole tree, children included. */
export function fillMenu(
  items: readonly MenuItem[],
  values: Record<string, string | number | null | undefined>,
): MenuItem[] {
  return items.map((item) => ({
    ...item,
    path: fillPlaceholders(item.path, values),
    ...(item.children ? { children: fillMenu(item.children, values) } : {}),
  }));
}
