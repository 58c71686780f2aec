import {
  isAllowed,
  moduleByTag,
  PERMISSION_MESSAGES,
  PLATFORMS,
  SUB_RESOURCE_TAGS,
  type ModuleDef,
  type ModulePermission,
  type PermissionRecord,
  type SubPermissionState,
} from '@console/contract';
import type { DbOrTx, Tx } from '../../db/handle.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { announceAccessChange } from '../../platform/access-changes.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import type { RecordRow, SubRow } from './repo.ts';

/** The rules every permission write obeys (docs/permissions.md). */

/** The BI dashboards of a copy travel as 'bi:<key>'; granting one needs the 'bi' feature. */
export const BI_PREFIX = 'bi:';
/** The feature whose loss would lock an administrator out of this screen. */
const PERMISSIONS_TAG = 'permissoes';
const isOwnAccessTag = (tag: string) => tag === PERMISSIONS_TAG || tag.startsWith(`${PERMISSIONS_TAG}.`);

/** The module of a resource tag, else 422 on `field`. */
export function moduleOf(tag: string, field = 'modulo'): ModuleDef {
  const def = moduleByTag(tag);
  if (!def) throw invalid({ [field]: [PERMISSION_MESSAGES.tag] });
  return def;
}

export const subTagsOf = (def: ModuleDef | undefined): string[] => (def ? def.subs.map((s) => `${def.tag}.${s}`) : []);

export const isKnownTag = (tag: string): boolean => moduleByTag(tag) !== undefined || SUB_RESOURCE_TAGS.includes(tag);

/** Platform JSON text (already checked by the contract) in one form: PLATFORMS order, no spaces; null stays null. */
export function canonicalPlatform(text: string | null): string | null {
  if (text === null) return null;
  const list = JSON.parse(text) as string[];
  return JSON.stringify(PLATFORMS.filter((p) => list.includes(p)));
}

/** An administrator grants only what they hold themselves: every tag (or 'bi:<key>') given must pass isAllowed for them. */
export function assertHeld(access: RequestAccess, tags: Iterable<string>): void {
  for (const tag of tags) {
    if (!isAllowed(access.grants, tag.startsWith(BI_PREFIX) ? 'bi' : tag))
      throw new AppError(403, 'permissionNotHeld', {}, {}, { [tag]: [PERMISSION_MESSAGES.notHeld] });
  }
}

/** No administrator takes away their own access to this screen: 'permissoes' or any 'permissoes.*' they have enabled. */
export function assertKeepsOwnAccess(access: RequestAccess, userId: number, removed: Iterable<string>): void {
  if (userId !== access.user.id) return;
  for (const tag of removed)
    if (isOwnAccessTag(tag))
      throw new AppError(403, 'permissionOwnAccess', {}, {}, { [tag]: [PERMISSION_MESSAGES.ownAccess] });
}

export const toRecord = (row: RecordRow): PermissionRecord => ({
  id: row.id,
  user_id: row.user_id,
  tag: row.tag,
  enabled: row.enabled === 1,
  platform: row.platform,
});
export const toSub = (row: Pick<SubRow, 'id' | 'tag' | 'enabled'>): SubPermissionState => ({
  id: row.id,
  tag: row.tag,
  enabled: row.enabled === 1,
});

/** A module as the user holds it: its record and every sub-resource of the catalogue (id null without a record). */
export function moduleView(def: ModuleDef, records: RecordRow[], subs: SubRow[]): ModulePermission {
  const record = records.find((r) => r.tag === def.tag);
  return {
    tag: def.tag,
    hub: def.hub,
    permission: record ? toRecord(record) : null,
    subs: subTagsOf(def).map((tag) => {
      const sub = subs.find((s) => s.tag === tag);
      return sub ? toSub(sub) : { id: null, tag, enabled: false };
    }),
  };
}

/** Permission changes are audited under the user they change, so the user's trail is one index range. */
export const PERMISSION_ENTITY = 'user_permissions';
/** Folder grants to a group or a regional change no one user: audited under the folder. */
const FOLDER_ENTITY = 'folder_permissions';

export interface Change {
  action: string;
  /** The user whose permissions change; null for a folder grant to a group or regional (then folderId). */
  userId: number | null;
  folderId?: number;
  before: unknown;
  after: unknown;
}

/**
 * Runs a write in one transaction with its audit entries, then announces the access change: the changed users'
 * cached sessions go on every instance, so the change holds from their next request on, and their open feed sockets
 * read their folders again. `work` answers its result and its changes (none: nothing audited).
 */
export async function commit<T>(
  deps: AppDeps,
  access: RequestAccess,
  requestId: string,
  work: (trx: Tx) => Promise<{ result: T; changes: Change[] }>,
): Promise<T> {
  const at = deps.clock();
  const { result, changes } = await deps.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    for (const change of done.changes) await audit(trx, access, requestId, at, change);
    return done;
  });
  // A folder granted to a group or a regional (userId null) reaches users no change names: anyone in the client.
  await announceAccessChange(
    deps,
    access.clientId,
    changes.map((c) => c.userId),
  );
  return result;
}

const audit = (trx: DbOrTx, access: RequestAccess, requestId: string, at: number, change: Change) =>
  recordAudit(trx, {
    clientId: access.clientId,
    actorUserId: access.user.id,
    action: change.action,
    entity: change.userId !== null ? PERMISSION_ENTITY : FOLDER_ENTITY,
    entityId: change.userId ?? change.folderId,
    before: change.before,
    after: change.after,
    requestId,
    at,
  });
