import {
  PERMISSION_MESSAGES,
  type Folder,
  type FolderPermission,
  type FolderPermissionBody,
  type FolderTargetType,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import type { RequestAccess } from '../../platform/access.ts';
import { isoAt } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { missing, notFound } from '../../platform/errors.ts';
import { folderGrantsReaching } from '../../platform/folder-access.ts';
import { toPage, pageWindow, type Page, type PageRequest } from '../../platform/pagination.ts';
import { folderRepo, type GrantRow } from './folder-repo.ts';
import { permissionsRepo } from './repo.ts';
import { commit, type Change } from './rules.ts';

const toGrant = (row: GrantRow): FolderPermission => ({
  id: row.id,
  folder: { id: row.folder_id, name: row.folder_name },
  target_type: row.target_type,
  target: { id: row.target_id, name: row.target_name ?? '' },
  created_at: new Date(toMillis(row.created_at)).toISOString(),
});

/** The audit entry of a grant: under the user it reaches, or under the folder for a group or regional. */
const grantChange = (action: string, grant: FolderPermission, added: boolean): Change => {
  const value = { folder: grant.folder, target_type: grant.target_type, target: grant.target };
  return {
    action,
    userId: grant.target_type === 'user' ? grant.target.id : null,
    folderId: grant.folder.id,
    before: added ? null : value,
    after: added ? value : null,
  };
};

/** Feed folders (pastas) and their grants to users, groups and regionals (docs/permissions.md). */
export function foldersService(deps: AppDeps) {
  const { db, clock } = deps;

  async function grantById(clientId: number, id: number): Promise<FolderPermission> {
    const [row] = await folderRepo(db).byIds(clientId, [id]);
    if (!row) throw notFound();
    return toGrant(row);
  }

  async function folderOf(clientId: number, id: number) {
    const folder = await folderRepo(db).folder(clientId, id);
    if (!folder) throw missing('folder', PERMISSION_MESSAGES.folder);
    return folder;
  }

  return {
    folders: (access: RequestAccess): Promise<Folder[]> => folderRepo(db).folders(access.clientId),

    /** The folders the signed-in user reaches (GET /api/v2/client/feed/pasta). */
    /** Grants a folder; an existing grant is answered as it is (created false). */
    async grant(
      access: RequestAccess,
      folderId: number,
      body: FolderPermissionBody,
      requestId: string,
    ): Promise<{ created: boolean; grant: FolderPermission }> {
      const { clientId } = access;
      await folderOf(clientId, folderId);
      if ((await folderRepo(db).targetName(clientId, body.target_type, body.value)) === undefined)
        throw missing('value', PERMISSION_MESSAGES.target);
      return commit(deps, access, requestId, async (trx) => {
        const repo = folderRepo(trx);
        const added = await repo.insert(clientId, {
          folder_id: folderId,
          target_type: body.target_type,
          target_id: body.value,
          created_at: isoAt(clock()),
        });
        const id = (await repo.find(clientId, folderId, body.target_type, body.value))!.id;
        const [row] = await repo.byIds(clientId, [id]);
        const grant = toGrant(row);
        return {
          result: { created: added, grant },
          changes: added ? [grantChange('permission.folder.add', grant, true)] : [],
        };
      });
    },

    async list(
      access: RequestAccess,
      folderId: number,
      query: PageRequest & { type?: FolderTargetType },
    ): Promise<Page<FolderPermission>> {
      await folderOf(access.clientId, folderId);
      const repo = folderRepo(db);
      const [rows, total] = await Promise.all([
        repo.page(access.clientId, folderId, query.type, pageWindow(query)),
        repo.count(access.clientId, folderId, query.type),
      ]);
      return toPage(rows.map(toGrant), total, query);
    },

    /** The grants that reach a user: to them, to their group, to their regional. */
    async reaching(access: RequestAccess, userId: number): Promise<FolderPermission[]> {
      if (!(await permissionsRepo(db).user(access.clientId, userId))) throw notFound();
      const grants = await folderGrantsReaching(db, access.clientId, userId);
      return (
        await folderRepo(db).byIds(
          access.clientId,
          grants.map((g) => g.id),
        )
      ).map(toGrant);
    },

    async revoke(access: RequestAccess, id: number, requestId: string): Promise<{ id: number }> {
      const grant = await grantById(access.clientId, id);
      return commit(deps, access, requestId, async (trx) => {
        await folderRepo(trx).delete(access.clientId, id);
        return { result: { id }, changes: [grantChange('permission.folder.remove', grant, false)] };
      });
    },
  };
}
