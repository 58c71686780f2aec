import { PERMISSION_MESSAGES, type InspectGrant, type Inspection } from '@console/contract';
import type { RequestAccess } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, missing, notFound } from '../../platform/errors.ts';
import { folderGrantsReaching } from '../../platform/folder-access.ts';
import { folderRepo } from './folder-repo.ts';
import { biRepo, permissionsRepo } from './repo.ts';
import { isKnownTag } from './rules.ts';

export interface InspectSubject {
  tag?: string;
  folder?: number;
  bi?: string;
}

/**
 * "Why can this user open X?": every record bearing on X, enabled or not, and whether one allows it. The same
 * rules as the enforcement: SPEC.md §6 for a tag (a resource record of the tag, else a sub-permission of it), the
 * folder rule of platform/folder-access.ts for a folder, the user's hold for a BI dashboard.
 */
export function inspectService(deps: AppDeps) {
  const { db } = deps;

  async function tagGrants(clientId: number, userId: number, tag: string): Promise<Inspection> {
    if (!isKnownTag(tag)) throw invalid({ tag: [PERMISSION_MESSAGES.tag] });
    const repo = permissionsRepo(db);
    const [record, sub] = await Promise.all([
      repo.recordByTag(clientId, userId, tag),
      repo.subByTag(clientId, userId, tag),
    ]);
    const grants: InspectGrant[] = [
      ...(record ? [{ kind: 'resource' as const, id: record.id, label: tag, enabled: record.enabled === 1 }] : []),
      ...(sub ? [{ kind: 'sub_resource' as const, id: sub.id, label: tag, enabled: sub.enabled === 1 }] : []),
    ];
    return { allowed: grants.some((g) => g.enabled), subject: { kind: 'tag', key: tag, label: tag }, grants };
  }

  async function folderGrants(clientId: number, userId: number, folderId: number): Promise<Inspection> {
    const repo = folderRepo(db);
    const folder = await repo.folder(clientId, folderId);
    if (!folder) throw missing('folder', PERMISSION_MESSAGES.folder);
    const reaching = await folderGrantsReaching(db, clientId, userId, folderId);
    const grants = (
      await repo.byIds(
        clientId,
        reaching.map((g) => g.id),
      )
    ).map((row): InspectGrant => ({
      kind: `folder_${row.target_type}`,
      id: row.id,
      label: row.target_name ?? '',
      enabled: true,
    }));
    return {
      allowed: grants.length > 0,
      subject: { kind: 'folder', key: String(folder.id), label: folder.name },
      grants,
    };
  }

  async function biGrants(clientId: number, userId: number, key: string): Promise<Inspection> {
    const repo = biRepo(db);
    const dashboard = await repo.dashboard(clientId, key);
    if (!dashboard) throw missing('bi', PERMISSION_MESSAGES.bi);
    const held = await repo.held(clientId, userId, dashboard.id);
    const grants: InspectGrant[] = held ? [{ kind: 'bi', id: held.id, label: dashboard.name, enabled: true }] : [];
    return { allowed: grants.length > 0, subject: { kind: 'bi', key: dashboard.key, label: dashboard.name }, grants };
  }

  return {
    async inspect(access: RequestAccess, userId: number, subject: InspectSubject): Promise<Inspection> {
      const named = [subject.tag, subject.folder, subject.bi].filter((s) => s !== undefined);
      if (named.length !== 1) throw invalid({ subject: [PERMISSION_MESSAGES.inspectSubject] });
      if (!(await permissionsRepo(db).user(access.clientId, userId))) throw notFound();
      if (subject.tag !== undefined) return tagGrants(access.clientId, userId, subject.tag);
      if (subject.folder !== undefined) return folderGrants(access.clientId, userId, subject.folder);
      return biGrants(access.clientId, userId, subject.bi!);
    },
  };
}
