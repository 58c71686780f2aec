import { z } from 'zod';
import { isAllowed, type Grants } from '../permissions.ts';
import { BEARER_SUBPROTOCOL_PREFIX } from '../feed-live.ts';
import { HUBS } from '../hubs.ts';
import { LANGUAGES, type Language } from '../constants.ts';
import {
  collectionSubs,
  FIELD_KINDS,
  type CollectionDef,
  type CollectionSub,
  type FieldDef,
  type Text,
} from './define.ts';
import { workflowFor, workflowMeta } from './workflow.ts';

/**
 * What `GET /api/v2/admin/sys/collections` answers: the definitions the signed-in user may open, with labels in the
 * user's language and their i18n keys (the console's files hold the same texts under those keys).
 */

/** Where the generic resource layer's paths start (SPEC.md §7). */
export const COLLECTIONS_BASE = '/api/v2/admin';
export const COLLECTIONS_META_PATH = '/api/v2/admin/sys/collections';

const option = z.object({ value: z.string(), label: z.string(), color: z.string().nullable() });

export const collectionFieldMeta = z.object({
  name: z.string(),
  kind: z.enum(FIELD_KINDS),
  label: z.string(),
  label_key: z.string(),
  required: z.boolean(),
  unique: z.boolean(),
  list: z.boolean(),
  searchable: z.boolean(),
  filterable: z.boolean(),
  sortable: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  default: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  options: z.array(option).nullable(),
  aspect: z.number().nullable(),
  /** reference: the referenced collection's entity. */
  target: z.string().nullable(),
  help: z.string().nullable(),
});
export type CollectionFieldMeta = z.infer<typeof collectionFieldMeta>;

const link = z.object({ entity: z.string(), param: z.string() });

export const collectionMeta = z.object({
  entity: z.string(),
  tag: z.string(),
  hub: z.enum(HUBS),
  icon: z.string(),
  label: z.string(),
  item: z.string(),
  description: z.string(),
  /** The base path of its routes, for buildResourcePath. */
  base: z.string(),
  parent: link.nullable(),
  /** Collections whose parent this is: reachable from one of its records. */
  children: z.array(link),
  title: z.string(),
  sort: z.object({ field: z.string(), order: z.enum(['asc', 'desc']) }).nullable(),
  quick: z.boolean(),
  read_only: z.boolean(),
  /** What the user may do beyond reading (the sub-tags). */
  can: z.object({
    criar: z.boolean(),
    editar: z.boolean(),
    excluir: z.boolean(),
    exportar: z.boolean(),
    importar: z.boolean(),
  }),
  fields: z.array(collectionFieldMeta),
  /** The status workflow as the user may move it (issue 28): where a new row may start, each state's next states. */
  workflow: workflowMeta.nullable(),
});
export type CollectionMeta = z.infer<typeof collectionMeta>;

export const collectionsMetaQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  /** Only these entities (comma separated). */
  entities: z.string().max(4000).optional(),
  lang: z.enum(LANGUAGES).optional(),
});

/** i18n keys of a collection's texts (generated into the console's files). */
export const collectionKey = (entity: string, ...path: string[]): string => ['collections', entity, ...path].join('.');

const say = (text: Text | undefined, lang: Language): string | null => (text ? text[lang] : null);

function fieldMeta(entity: string, field: FieldDef, lang: Language): CollectionFieldMeta {
  return {
    name: field.name,
    kind: field.kind,
    label: field.label[lang],
    label_key: collectionKey(entity, 'fields', field.name),
    required: field.required ?? false,
    unique: field.unique ?? false,
    list: field.list ?? false,
    searchable: field.searchable ?? false,
    filterable: field.filterable ?? false,
    sortable: field.sortable ?? false,
    min: field.min ?? null,
    max: field.max ?? null,
    default: field.default ?? null,
    options: field.options?.map((o) => ({ value: o.value, label: o.label[lang], color: o.color ?? null })) ?? null,
    aspect: field.aspect ?? null,
    target: field.target ?? null,
    help: say(field.help, lang),
  };
}

/** A definition as the metadata endpoint answers it to a user with these grants. */
export function metaOf(
  def: CollectionDef,
  all: readonly CollectionDef[],
  lang: Language,
  grants: Grants,
): CollectionMeta {
  const subs = collectionSubs(def);
  const may = (sub: CollectionSub) => subs.includes(sub) && isAllowed(grants, `${def.tag}.${sub}`);
  return {
    entity: def.entity,
    tag: def.tag,
    hub: def.hub,
    icon: def.icon,
    label: def.label[lang],
    item: def.item[lang],
    description: def.description[lang],
    base: COLLECTIONS_BASE,
    parent: def.parent ? { entity: def.parent.entity, param: def.parent.param } : null,
    children: all
      .filter((c) => c.parent?.entity === def.entity)
      .map((c) => ({ entity: c.entity, param: c.parent!.param })),
    title: def.title,
    sort: def.sort ?? null,
    quick: def.quick ?? false,
    read_only: def.readOnly ?? false,
    can: {
      criar: may('criar'),
      editar: may('editar'),
      excluir: may('excluir'),
      exportar: may('exportar'),
      importar: may('importar'),
    },
    fields: def.fields.map((field) => fieldMeta(def.entity, field, lang)),
    workflow: def.workflow ? workflowFor(def.workflow, (sub) => !sub || isAllowed(grants, `${def.tag}.${sub}`)) : null,
  };
}

/** The WebSocket of collection changes: a write to a collection is announced to the client's open lists. */
export const COLLECTION_CHANGES_PATH = '/api/v2/admin/sys/changes';
/** Its subprotocol; a browser sends the bearer token as a second one, as on the feed's socket. */
export const COLLECTION_CHANGES_PROTOCOL = 'console.changes.v1';
export const collectionChangesProtocols = (token: string): string[] => [
  COLLECTION_CHANGES_PROTOCOL,
  `${BEARER_SUBPROTOCOL_PREFIX}${token}`,
];
/** Besides changes, the socket says 'ready' once listening and 'resync' when changes may have been missed. */
export const collectionSocketMessage = z.union([
  z.object({ type: z.enum(['ready', 'resync', 'pong']) }),
  z.lazy(() => collectionChange),
]);
export const collectionChange = z.object({
  type: z.literal('collection.changed'),
  entity: z.string(),
  id: z.number().int(),
  action: z.enum(['created', 'updated', 'deleted']),
});
export type CollectionChange = z.infer<typeof collectionChange>;
