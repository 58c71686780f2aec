import { FEED_MODERATE_TAG, isAllowed, type Grants } from '@console/contract';
import type { DbOrTx } from '../db/handle.ts';
import type { FolderTargetColumn } from '../db/schema.ts';
import {
  clientFolderIds,
  folderGrantsTo,
  foldersByIds,
  liveUserPlacement,
  type FolderGrantRow,
} from './folder-access-repo.ts';

export type { FolderGrantRow } from './folder-access-repo.ts';

/**
 * The folder rule (docs/permissions.md): a user reaches a feed folder (pasta) of their client that is granted to
 * them, to their group or to their regional. The one place it is decided; the feed builds on it.
 * Answers the grants that reach the live user (none for an unknown or deleted one), optionally for one folder.
 */
export async function folderGrantsReaching(
  db: DbOrTx,
  clientId: number,
  userId: number,
  folderId?: number,
): Promise<FolderGrantRow[]> {
  const user = await liveUserPlacement(db, clientId, userId);
  if (!user) return [];
  const targets: [FolderTargetColumn, number][] = [['user', userId]];
  if (user.group_id !== null) targets.push(['group', user.group_id]);
  if (user.regional_id !== null) targets.push(['regional', user.regional_id]);
  return folderGrantsTo(db, clientId, targets, folderId);
}

/** A holder of 'feed.moderar' reaches every folder of the client, granted or not (docs/feed.md). */
const reachesEveryFolder = (grants: Grants): boolean => isAllowed(grants, FEED_MODERATE_TAG);

/** The ids of the folders a user reaches; with `grants` given, a moderator's are all of the client's. */
export async function reachableFolderIds(
  db: DbOrTx,
  clientId: number,
  userId: number,
  grants?: Grants,
): Promise<number[]> {
  if (grants !== undefined && reachesEveryFolder(grants)) return clientFolderIds(db, clientId);
  return [...new Set((await folderGrantsReaching(db, clientId, userId)).map((g) => g.folder_id))];
}

/** The folders a user reaches, by name (see reachableFolderIds). */
export async function reachableFolders(db: DbOrTx, clientId: number, userId: number, grants?: Grants) {
  const ids = await reachableFolderIds(db, clientId, userId, grants);
  if (!ids.length) return [];
  return foldersByIds(db, clientId, ids);
}

/** Whether the user may open the folder. */
export const mayOpenFolder = async (db: DbOrTx, clientId: number, userId: number, folderId: number): Promise<boolean> =>
  (await folderGrantsReaching(db, clientId, userId, folderId)).length > 0;
