import { z } from 'zod';
import { searchTerm } from './search.ts';
import { HUBS } from './catalogue.ts';
import { keysetPaginated, keysetPageQuery, ok, paginated, pageQuery } from './envelope.ts';
import { strict, userPickerItem } from './users.ts';

/**
 * Permission administration (SPEC.md §3, §6, §7; semantics in docs/permissions.md):
 * - a permission record is (user, resource tag, enabled, platform);
 * - a sub-permission is (user, sub-resource tag, enabled);
 * - a folder permission grants a feed folder (pasta) to a user, a group or a regional;
 * - a BI permission grants one of the client's named BI dashboards to a user.
 * Tags the API asks: reads 'permissoes'; writes 'permissoes.editar'; the inspector and the audit trail
 * 'permissoes.inspecionar'; GET /api/v2/client/feed/pasta 'feed'. Refusals: 403 with PERMISSION_MESSAGES.notHeld
 * (granting a tag one does not hold) or .ownAccess (removing one's own 'permissoes' access), the tag as the key of
 * `errors`; 404 for a user, record, folder, grant or dashboard of another client (errors.folder, errors.value or
 * errors.bi say which reference was missing); 422 for validation.
 */

/** Where a module is offered. The platform field travels as JSON text (SPEC.md §3), e.g. '["web","app"]'. */
export const PLATFORMS = ['web', 'app'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const FOLDER_TARGET_TYPES = ['user', 'group', 'regional'] as const;
export type FolderTargetType = (typeof FOLDER_TARGET_TYPES)[number];
export const BI_ACTIONS = ['add', 'remove'] as const;
/** Bulk copy reaches at most this many users per request. */
export const PERMISSION_COPY_MAX = 100;

export const PERMISSION_MESSAGES = {
  tag: 'Permissão desconhecida.',
  subTag: 'Subpermissão desconhecida para este módulo.',
  notHeld: 'Você não pode conceder uma permissão que não possui.',
  ownAccess: 'Você não pode remover o próprio acesso a Permissões.',
  platform: 'Plataforma inválida: envie uma lista JSON com "web" e/ou "app".',
  folder: 'Pasta inexistente.',
  target: 'Destino inexistente.',
  field: "O campo deve ser 'user_id'.",
  bi: 'Painel de BI inexistente.',
  copySelf: 'O usuário de origem não pode estar entre os destinos.',
  inspectSubject: 'Informe uma permissão (tag), uma pasta (folder) ou um painel de BI (bi).',
} as const;

/** The platform field: null (everywhere) or JSON text of a non-empty list of PLATFORMS without repeats. */
export const platformText = z
  .string()
  .max(200)
  .refine((text) => {
    try {
      const list: unknown = JSON.parse(text);
      return (
        Array.isArray(list) &&
        list.length > 0 &&
        new Set(list).size === list.length &&
        list.every((p) => (PLATFORMS as readonly unknown[]).includes(p))
      );
    } catch {
      return false;
    }
  }, PERMISSION_MESSAGES.platform)
  .nullable();

export const permissionRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  tag: z.string(),
  enabled: z.boolean(),
  platform: z.string().nullable(),
});
export type PermissionRecord = z.infer<typeof permissionRecord>;

/** One sub-resource of a module for a user; id is null while the user has no record for it (disabled). */
export const subPermissionState = z.object({ id: z.number().int().nullable(), tag: z.string(), enabled: z.boolean() });
export type SubPermissionState = z.infer<typeof subPermissionState>;

/** A module of the catalogue as one user holds it: its record (null when none) and every sub-resource. */
export const modulePermission = z.object({
  tag: z.string(),
  hub: z.enum(HUBS),
  permission: permissionRecord.nullable(),
  subs: z.array(subPermissionState),
});
export type ModulePermission = z.infer<typeof modulePermission>;

export const permissionUserParams = z.object({ id: z.coerce.number().int().positive() });
export const moduleQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  modulo: z.string().min(1).max(80),
});

/** POST /api/v2/admin/asap-user/permission/module/{userId}?modulo={tag}: creates or updates that user's record. */
export const moduleWriteBody = strict({ enabled: z.boolean(), platform: platformText.optional() });
export type ModuleWriteBody = z.infer<typeof moduleWriteBody>;
/** GET and POST .../permission/module/{userId}?modulo={tag} answer the module as the user holds it. */
export const modulePermissionResponse = ok(modulePermission);

/** GET /api/v2/admin/asap-user/list/permission/{userId}: the user and every module of the catalogue. */
export const userPermissions = z.object({
  user: userPickerItem.extend({ client_id: z.number().int() }),
  modules: z.array(modulePermission),
});
export type UserPermissions = z.infer<typeof userPermissions>;
export const userPermissionsResponse = ok(userPermissions);

/** PUT /api/v2/admin/permission/{id}/update ({id}: permission record id). */
export const permissionUpdateBody = strict({ enabled: z.boolean(), platform: platformText.optional() });
export const permissionRecordResponse = ok(permissionRecord);
/** PUT /api/v2/admin/permission/{id}/sub/update: a sub-resource of the record's module, created or updated. */
export const subUpdateBody = strict({ tag: z.string().min(1).max(80), enabled: z.boolean() });
export const subPermissionResponse = ok(subPermissionState);
/** DELETE /api/v2/admin/permission/{id}: the record and its module's sub-permissions of that user. */
export const permissionDeleteResponse = ok(z.object({ id: z.number().int() }));

/**
 * GET /api/v2/admin/asap-user/list/permission?tag&group&search&cursor: who can open a tag (SPEC.md §6 rule),
 * naming the grant; without tag, the client's users with how many modules each has enabled.
 */
export const whoQuery = keysetPageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  tag: z.string().min(1).max(80).optional(),
  group: z.coerce.number().int().positive().optional(),
  search: searchTerm(100).optional(),
});
export type WhoQuery = z.infer<typeof whoQuery>;
export const grantKind = z.enum(['resource', 'sub_resource', 'folder_user', 'folder_group', 'folder_regional', 'bi']);
export type GrantKind = z.infer<typeof grantKind>;
export const whoItem = userPickerItem.extend({
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** With ?tag: the grant that allows it; without: null. */
  via: grantKind.nullable(),
  modules_enabled: z.number().int(),
});
export type WhoItem = z.infer<typeof whoItem>;
export const whoResponse = ok(keysetPaginated(whoItem));

/** GET /api/v2/admin/permission/inspect/{userId}?tag | ?folder | ?bi: "why can this user open X?" Exactly one, else 422 (errors.subject). */
export const inspectQuery = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  tag: z.string().min(1).max(80).optional(),
  folder: z.coerce.number().int().positive().optional(),
  bi: z.string().min(1).max(80).optional(),
});
export const inspectGrant = z.object({
  kind: grantKind,
  /** The record that grants (or would grant) it. */
  id: z.number().int(),
  /** What it names: the tag, or the folder, group, regional or dashboard's name. */
  label: z.string(),
  enabled: z.boolean(),
});
export type InspectGrant = z.infer<typeof inspectGrant>;
export const inspection = z.object({
  allowed: z.boolean(),
  subject: z.object({ kind: z.enum(['tag', 'folder', 'bi']), key: z.string(), label: z.string() }),
  /** Every record that bears on it, enabled or not; allowed is true when one of them is enabled. */
  grants: z.array(inspectGrant),
});
export type Inspection = z.infer<typeof inspection>;
export const inspectionResponse = ok(inspection);

/** Feed folders (pastas) of a client, for picking. */
export const folder = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export type Folder = z.infer<typeof folder>;
export const folderListResponse = ok(z.array(folder));

/** POST /api/v2/admin/folder/permission/{folderId} (SPEC.md §3: field is always 'user_id'). */
export const folderPermissionBody = strict({
  field: z.literal('user_id', { error: PERMISSION_MESSAGES.field }),
  target_type: z.enum(FOLDER_TARGET_TYPES),
  value: z.coerce.number().int().positive(),
});
export type FolderPermissionBody = z.infer<typeof folderPermissionBody>;
export const folderPermission = z.object({
  id: z.number().int(),
  folder: folder.pick({ id: true, name: true }),
  target_type: z.enum(FOLDER_TARGET_TYPES),
  target: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type FolderPermission = z.infer<typeof folderPermission>;
export const folderPermissionResponse = ok(folderPermission);
/** GET /api/v2/admin/folder/permission/list/{folderId}?type: the folder's grants, paged. */
export const folderPermissionListQuery = pageQuery.extend({
  client_id: z.coerce.number().int().positive().optional(),
  type: z.enum(FOLDER_TARGET_TYPES).optional(),
});
export const folderPermissionListResponse = ok(paginated(folderPermission));
/**
 * GET /api/v2/admin/folder/permission/user/{userId}: the folder grants that reach a user (direct, group, regional).
 * (POST .../folder/permission/{folderId} answers 201 with a new grant, 200 with the existing one;
 * DELETE .../folder/permission/list/{grantId} answers permissionDeleteResponse.)
 */
export const userFolderPermissionsResponse = ok(z.array(folderPermission));

/** The client's BI dashboards, each with whether the user holds it. */
export const biDashboard = z.object({ key: z.string(), name: z.string(), granted: z.boolean() });
export type BiDashboard = z.infer<typeof biDashboard>;
export const biListResponse = ok(z.array(biDashboard));
/** POST /api/v2/admin/permission/bi (SPEC.md §3: action, user_id, bi); answers the user's dashboards. */
export const biChangeBody = strict({
  action: z.enum(BI_ACTIONS),
  user_id: z.coerce.number().int().positive(),
  bi: z.string().min(1).max(80),
});
export type BiChangeBody = z.infer<typeof biChangeBody>;

/** POST /api/v2/admin/permission/copy: one user's modules, sub-permissions and BI onto others; dry_run previews. */
export const permissionCopyBody = strict({
  from_user_id: z.coerce.number().int().positive(),
  to_user_ids: z.array(z.coerce.number().int().positive()).min(1).max(PERMISSION_COPY_MAX),
  dry_run: z.boolean().default(false),
});
export type PermissionCopyBody = z.input<typeof permissionCopyBody>;
export const permissionChange = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** Tags (resources and sub-resources) and BI keys (as 'bi:<key>') that become enabled, and that stop being. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  /** Modules whose platform changes. */
  platform: z.array(z.string()),
});
export type PermissionChange = z.infer<typeof permissionChange>;
export const permissionCopyResponse = ok(z.object({ applied: z.boolean(), changes: z.array(permissionChange) }));

/** GET /api/v2/admin/permission/audit/{userId}?page: who changed this user's permissions, when, before and after. */
export const auditItem = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditItem = z.infer<typeof auditItem>;
export const auditQuery = pageQuery.extend({ client_id: z.coerce.number().int().positive().optional() });
export const auditResponse = ok(paginated(auditItem));
