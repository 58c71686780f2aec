import type { DbOrTx } from '../db/handle.ts';
import type { FolderTargetColumn } from '../db/schema.ts';

export interface FolderGrantRow {
  id: number;
  folder_id: number;
  target_type: FolderTargetColumn;
  target_id: number;
}

/** The group and regional of a live user of the client; undefined for an unknown or deleted one. */
export const liveUserPlacement = (db: DbOrTx, clientId: number, userId: number) =>
  db
    .selectFrom('users')
    .select(['group_id', 'regional_id'])
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** The folder grants of the client to any of the targets, optionally for one folder; by folder, then id. */
export function folderGrantsTo(
  db: DbOrTx,
  clientId: number,
  targets: [FolderTargetColumn, number][],
  folderId?: number,
): Promise<FolderGrantRow[]> {
  let query = db
    .selectFrom('folder_permissions')
    .select(['id', 'folder_id', 'target_type', 'target_id'])
    .where('client_id', '=', clientId)
    .where((eb) =>
      eb.or(targets.map(([type, id]) => eb.and([eb('target_type', '=', type), eb('target_id', '=', id)]))),
    );
  if (folderId !== undefined) query = query.where('folder_id', '=', folderId);
  return query.orderBy('folder_id').orderBy('id').execute();
}

/** The ids of every folder of the client. */
export const clientFolderIds = async (db: DbOrTx, clientId: number): Promise<number[]> =>
  (await db.selectFrom('feed_folders').select('id').where('client_id', '=', clientId).execute()).map((f) => f.id);

/** Folders of the client by id, by name. */
export const foldersByIds = (db: DbOrTx, clientId: number, ids: number[]) =>
  db
    .selectFrom('feed_folders')
    .select(['id', 'name', 'description'])
    .where('client_id', '=', clientId)
    .where('id', 'in', ids)
    .orderBy('name')
    .orderBy('id')
    .execute();
