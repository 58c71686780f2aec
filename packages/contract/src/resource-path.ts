/**
 * The generic resource layer's path (SPEC.md §7): the base path, then every parameter whose
 * name ends in `_id` as a name/value pair, then the entity name, then the id, then an optional
 * router part; the other parameters and the query form the query string.
 */
export interface ResourcePathInput {
  base: string;
  entity: string;
  id?: string | number | null;
  params?: Record<string, string | number | boolean | null | undefined>;
  router?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
}

const seg = (v: string | number) => encodeURIComponent(String(v));

export function buildResourcePath({ base, entity, id, params = {}, router, query = {} }: ResourcePathInput): string {
  const parts: string[] = [base.replace(/\/+$/, '')];
  const rest: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (name.endsWith('_id')) parts.push(seg(name), seg(String(value)));
    else rest.push([name, String(value)]);
  }
  parts.push(seg(entity));
  if (id !== undefined && id !== null && id !== '') parts.push(seg(id));
  if (router) parts.push(router.replace(/^\/+|\/+$/g, ''));
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) rest.push([name, String(value)]);
  }
  const search = new URLSearchParams(rest).toString();
  return parts.join('/') + (search ? `?${search}` : '');
}
