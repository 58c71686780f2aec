import {
  MODULES,
  moduleByTag,
  PERMISSION_MESSAGES,
  type ModulePermission,
  type ModuleWriteBody,
  type PermissionRecord,
  type SubPermissionState,
  type UserPermissions,
} from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { permissionsRepo, type RecordRow } from './repo.ts';
import {
  assertHeld,
  assertKeepsOwnAccess,
  canonicalPlatform,
  commit,
  moduleOf,
  moduleView,
  subTagsOf,
  toRecord,
  toSub,
} from './rules.ts';

const recordValue = (row: RecordRow | undefined) =>
  row ? { tag: row.tag, enabled: row.enabled === 1, platform: row.platform } : null;

/** Module records and sub-permissions of one user: read, write, delete (docs/permissions.md). */
export function permissionsService(deps: AppDeps) {
  const { db } = deps;

  async function userOf(clientId: number, userId: number) {
    const user = await permissionsRepo(db).user(clientId, userId);
    if (!user) throw notFound();
    return user;
  }

  /** A module of the catalogue that the client contracted (platform/client-profiles.ts), else 422 on `modulo`. */
  async function contractedModule(access: RequestAccess, tag: string) {
    moduleOf(tag);
    if (!(await deps.clientProfiles.of(access.clientId))?.contracts(tag))
      throw invalid({ modulo: [PERMISSION_MESSAGES.tag] });
  }

  async function moduleOfUser(
    clientId: number,
    userId: number,
    tag: string,
    repo = permissionsRepo(db),
  ): Promise<ModulePermission> {
    const [records, subs] = await Promise.all([repo.records(clientId, userId), repo.subs(clientId, userId)]);
    return moduleView(moduleOf(tag), records, subs);
  }

  /**
   * Sets a record: enabled (or kept enabled with a change) only for a tag the administrator holds; disabled never
   * for their own 'permissoes'. A write that changes nothing is not audited.
   */
  async function putRecord(
    access: RequestAccess,
    userId: number,
    tag: string,
    existing: RecordRow | undefined,
    body: ModuleWriteBody,
    requestId: string,
  ) {
    const platform = body.platform === undefined ? (existing?.platform ?? null) : canonicalPlatform(body.platform);
    const changed = !existing || (existing.enabled === 1) !== body.enabled || existing.platform !== platform;
    if (changed && body.enabled) assertHeld(access, [tag]);
    if (!body.enabled && existing?.enabled === 1) assertKeepsOwnAccess(access, userId, [tag]);
    if (!changed) return existing;
    return commit(deps, access, requestId, async (trx) => {
      const row = await permissionsRepo(trx).putRecord(access.clientId, userId, tag, {
        enabled: body.enabled,
        platform,
      });
      return {
        result: row,
        changes: [
          {
            action: existing ? 'permission.update' : 'permission.create',
            userId,
            before: recordValue(existing),
            after: recordValue(row),
          },
        ],
      };
    });
  }

  return {
    async userPermissions(access: RequestAccess, userId: number): Promise<UserPermissions> {
      const user = await userOf(access.clientId, userId);
      const repo = permissionsRepo(db);
      const [records, subs, profile] = await Promise.all([
        repo.records(access.clientId, userId),
        repo.subs(access.clientId, userId),
        deps.clientProfiles.of(access.clientId),
      ]);
      return {
        user: {
          user_id: user.id,
          name: user.name,
          email: user.email,
          picture: user.picture,
          client_id: user.client_id,
        },
        // Only the modules the client contracted: the others are nobody's there (platform/client-profiles.ts).
        modules: MODULES.filter((def) => profile?.contracts(def.tag) ?? true).map((def) =>
          moduleView(def, records, subs),
        ),
      };
    },

    async module(access: RequestAccess, userId: number, tag: string): Promise<ModulePermission> {
      await contractedModule(access, tag);
      await userOf(access.clientId, userId);
      return moduleOfUser(access.clientId, userId, tag);
    },

    /** POST .../permission/module/{userId}?modulo={tag}: creates or updates the user's record of the module. */
    async writeModule(
      access: RequestAccess,
      userId: number,
      tag: string,
      body: ModuleWriteBody,
      requestId: string,
    ): Promise<ModulePermission> {
      await contractedModule(access, tag);
      await userOf(access.clientId, userId);
      const existing = await permissionsRepo(db).recordByTag(access.clientId, userId, tag);
      await putRecord(access, userId, tag, existing, body, requestId);
      return moduleOfUser(access.clientId, userId, tag);
    },

    /** PUT /api/v2/admin/permission/{id}/update. */
    async updateRecord(
      access: RequestAccess,
      id: number,
      body: ModuleWriteBody,
      requestId: string,
    ): Promise<PermissionRecord> {
      const existing = await permissionsRepo(db).recordById(access.clientId, id);
      if (!existing) throw notFound();
      return toRecord((await putRecord(access, existing.user_id, existing.tag, existing, body, requestId)) ?? existing);
    },

    /** PUT /api/v2/admin/permission/{id}/sub/update: a sub-resource of the record's module, created or updated. */
    async updateSub(
      access: RequestAccess,
      id: number,
      body: { tag: string; enabled: boolean },
      requestId: string,
    ): Promise<SubPermissionState> {
      const repo = permissionsRepo(db);
      const record = await repo.recordById(access.clientId, id);
      if (!record) throw notFound();
      if (!subTagsOf(moduleByTag(record.tag)).includes(body.tag)) throw invalid({ tag: [PERMISSION_MESSAGES.subTag] });
      const existing = await repo.subByTag(access.clientId, record.user_id, body.tag);
      const changed = (existing?.enabled === 1) !== body.enabled || !existing;
      if (changed && body.enabled) assertHeld(access, [body.tag]);
      if (!body.enabled && existing?.enabled === 1) assertKeepsOwnAccess(access, record.user_id, [body.tag]);
      if (!changed) return toSub(existing!);
      return commit(deps, access, requestId, async (trx) => {
        const row = await permissionsRepo(trx).putSub(access.clientId, record.user_id, body.tag, body.enabled);
        const before = existing ? { tag: existing.tag, enabled: existing.enabled === 1 } : null;
        return {
          result: toSub(row),
          changes: [
            {
              action: 'permission.sub',
              userId: record.user_id,
              before,
              after: { tag: row.tag, enabled: row.enabled === 1 },
            },
          ],
        };
      });
    },

    /** DELETE /api/v2/admin/permission/{id}: the record and the sub-permissions of its module for that user. */
    async deleteRecord(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const repo = permissionsRepo(db);
      const record = await repo.recordById(access.clientId, id);
      if (!record) throw notFound();
      const subTags = subTagsOf(moduleByTag(record.tag));
      const subs = (await repo.subs(access.clientId, record.user_id)).filter((s) => subTags.includes(s.tag));
      const removed = [record, ...subs].filter((r) => r.enabled === 1).map((r) => r.tag);
      assertKeepsOwnAccess(access, record.user_id, removed);
      return commit(deps, access, requestId, async (trx) => {
        const writer = permissionsRepo(trx);
        await writer.deleteSubs(
          access.clientId,
          record.user_id,
          subs.map((s) => s.tag),
        );
        await writer.deleteRecords(access.clientId, record.user_id, [record.tag]);
        const before = { ...recordValue(record), subs: subs.map((s) => ({ tag: s.tag, enabled: s.enabled === 1 })) };
        return {
          result: { id },
          changes: [{ action: 'permission.delete', userId: record.user_id, before, after: null }],
        };
      });
    },
  };
}
