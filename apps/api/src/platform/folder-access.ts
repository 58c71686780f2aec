import type { Kysely, Transaction } from 'kysely';
import { FEED_MODERATE_TAG, isAllowed, type Grants } from '@console/contract';
import type { DB, FolderTargetColumn } from '../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface FolderGrantRow {
  id: number;
  folder_id: number;
  target_type: FolderTargetColumn;
  target_id: number;
}

/**
 * The folder rule (docs/permissions.md): a user reaches a feed folder (pasta) of their client that is granted to
 * them, to their group or to their regional. The one place it is decided; the feed builds on it.
 * Answers the grants that reach the live user (none for an unknown or deleted one), optionally for one folder.
 */
export async function folderGrantsReaching(db: Db, clientId: number, userId: number, folderId?: number): Promise<FolderGrantRow[]> {
  const user = await db
    .selectFrom('users')
    .select(['group_id', 'regional_id'])
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return [];
  const targets: [FolderTargetColumn, number][] = [['user', userId]];
  if (user.group_id !== null) targets.push(['group', user.group_id]);
  if (user.regional_id !== null) targets.push(['regional', user.regional_id]);
  let query = db
    .selectFrom('folder_permissions')
    .select(['id', 'folder_id', 'target_type', 'target_id'])
    .where('client_id', '=', clientId)
    .where((eb) => eb.or(targets.map(([type, id]) => eb.and([eb('target_type', '=', type), eb('target_id', '=', id)]))));
  if (folderId !== undefined) query = query.where('folder_id', '=', folderId);
  return query.orderBy('folder_id').orderBy('id').execute();
}

/** A holder of 'feed.moderar' reaches every folder of the client, granted or not (docs/feed.md). */
export const reachesEveryFolder = (grants: Grants): boolean => isAllowed(grants, FEED_MODERATE_TAG);

/** The ids of the folders a user reaches; with `grants` given, a moderator's are all of the client's. */
export async function reachableFolderIds(db: Db, clientId: number, userId: number, grants?: Grants): Promise<number[]> {
  if (grants !== undefined && reachesEveryFolder(grants)) {
    return (await db.selectFrom('feed_folders').select('id').where('client_id', '=', clientId).execute()).map((f) => f.id);
  }
  return [...new Set((await folderGrantsReaching(db, clientId, userId)).map((g) => g.folder_id))];
}

/** The folders a user reaches, by name (see reachableFolderIds). */
export async function reachableFolders(db: Db, clientId: number, userId: number, grants?: Grants) {
  const ids = await reachableFolderIds(db, clientId, userId, grants);
  if (!ids.length) return [];
  return db.selectFrom('feed_folders').select(['id', 'name', 'description']).where('client_id', '=', clientId).where('id', 'in', ids).orderBy('name').orderBy('id').execute();
}

/** Whether the user may open the folder. */
export const mayOpenFolder = async (db: Db, clientId: number, userId: number, folderId: number): Promise<boolean> =>
  (await folderGrantsReaching(db, clientId, userId, folderId)).length > 0;
