import { z } from 'zod';

/** A resource grant as the authenticated-user call returns it (SPEC.md §3). */
export const resourceGrant = z.object({ tag: z.string(), enabled: z.boolean() });
export type ResourceGrant = z.infer<typeof resourceGrant>;

export interface Grants {
  resource: readonly ResourceGrant[];
  resource_sub: readonly ResourceGrant[];
}

/**
 * SPEC.md §6: a feature is allowed if a resource with that tag is enabled,
 * otherwise if a sub-resource with that tag is enabled. The one rule both halves use.
 */
export function isAllowed(grants: Grants | null | undefined, tag: string): boolean {
  if (!grants) return false;
  const enabled = (list: readonly ResourceGrant[]) => list.some((g) => g.tag === tag && g.enabled);
  return enabled(grants.resource) || enabled(grants.resource_sub);
}
