import type { DbOrTx } from '../../db/handle.ts';
import type { FolderTargetColumn } from '../../db/schema.ts';

export interface GrantRow {
  id: number;
  folder_id: number;
  folder_name: string;
  target_type: FolderTargetColumn;
  target_id: number;
  target_name: string | null;
  created_at: Date | string;
}

/** Feed folders of a client and their grants to users, groups and regionals. */
export function folderRepo(db: DbOrTx) {
  /** Grants with their folder's and target's names; a target deleted since has no name (and is not shown). */
  const grants = (clientId: number) =>
    db
      .selectFrom('folder_permissions as p')
      .innerJoin('feed_folders as f', (j) => j.onRef('f.id', '=', 'p.folder_id').on('f.client_id', '=', clientId))
      .leftJoin('users as u', (j) =>
        j
          .onRef('u.id', '=', 'p.target_id')
          .on('p.target_type', '=', 'user')
          .on('u.client_id', '=', clientId)
          .on('u.deleted_at', 'is', null),
      )
      .leftJoin('groups as g', (j) =>
        j.onRef('g.id', '=', 'p.target_id').on('p.target_type', '=', 'group').on('g.client_id', '=', clientId),
      )
      .leftJoin('regionals as r', (j) =>
        j.onRef('r.id', '=', 'p.target_id').on('p.target_type', '=', 'regional').on('r.client_id', '=', clientId),
      )
      .where('p.client_id', '=', clientId);

  const withNames = (query: ReturnType<typeof grants>) =>
    query.select((eb) => [
      'p.id',
      'p.folder_id',
      'f.name as folder_name',
      'p.target_type',
      'p.target_id',
      eb.fn.coalesce('u.name', 'g.name', 'r.name').as('target_name'),
      'p.created_at',
    ]);

  const shown = (query: ReturnType<typeof grants>) =>
    query.where((eb) => eb.or([eb('u.id', 'is not', null), eb('g.id', 'is not', null), eb('r.id', 'is not', null)]));

  return {
    folders: (clientId: number) =>
      db
        .selectFrom('feed_folders')
        .select(['id', 'name', 'description'])
        .where('client_id', '=', clientId)
        .orderBy('name')
        .orderBy('id')
        .execute(),

    folder: (clientId: number, id: number) =>
      db
        .selectFrom('feed_folders')
        .select(['id', 'name', 'description'])
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The name of a target of the client (a live user, a group, a regional). */
    async targetName(clientId: number, type: FolderTargetColumn, id: number): Promise<string | undefined> {
      const table = ({ user: 'users', group: 'groups', regional: 'regionals' } as const)[type];
      let query = db.selectFrom(table).select('name').where('client_id', '=', clientId).where('id', '=', id);
      if (table === 'users') query = query.where('deleted_at', 'is', null);
      return (await query.executeTakeFirst())?.name;
    },

    /** A page of a folder's grants, optionally of one target type, newest first. */
    page: (
      clientId: number,
      folderId: number,
      type: FolderTargetColumn | undefined,
      window: { limit: number; offset: number },
    ): Promise<GrantRow[]> => {
      let query = shown(grants(clientId)).where('p.folder_id', '=', folderId);
      if (type) query = query.where('p.target_type', '=', type);
      return withNames(query).orderBy('p.id', 'desc').limit(window.limit).offset(window.offset).execute() as Promise<
        GrantRow[]
      >;
    },

    async count(clientId: number, folderId: number, type: FolderTargetColumn | undefined): Promise<number> {
      let query = shown(grants(clientId)).where('p.folder_id', '=', folderId);
      if (type) query = query.where('p.target_type', '=', type);
      return Number(
        (await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n,
      );
    },

    byIds: (clientId: number, ids: number[]): Promise<GrantRow[]> =>
      withNames(grants(clientId).where('p.id', 'in', ids.length ? ids : [0]))
        .orderBy('f.name')
        .orderBy('p.id')
        .execute() as Promise<GrantRow[]>,

    find: (clientId: number, folderId: number, type: FolderTargetColumn, targetId: number) =>
      db
        .selectFrom('folder_permissions')
        .select('id')
        .where('client_id', '=', clientId)
        .where('folder_id', '=', folderId)
        .where('target_type', '=', type)
        .where('target_id', '=', targetId)
        .executeTakeFirst(),

    /** Adds a grant unless it exists (racing adds of one grant leave one row); answers whether it added. */
    async insert(
      clientId: number,
      grant: { folder_id: number; target_type: FolderTargetColumn; target_id: number; created_at: string },
    ): Promise<boolean> {
      const result = await db
        .insertInto('folder_permissions')
        .values({ client_id: clientId, ...grant })
        .onConflict((oc) => oc.columns(['folder_id', 'target_type', 'target_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async delete(clientId: number, id: number): Promise<void> {
      await db.deleteFrom('folder_permissions').where('client_id', '=', clientId).where('id', '=', id).execute();
    },
  };
}
