import { sql } from 'kysely';
import type { FileKind } from '@console/contract';
import { likeContains } from '../../db/like.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { FileRow } from '../../platform/uploads/files-repo.ts';

export interface FileFilter {
  search?: string;
  kind?: FileKind;
  limit: number;
  offset: number;
}

/** The file library as the files screen reads it: a client's files by name or description, newest first. */
export function libraryRepo(db: DbOrTx) {
  const scoped = (clientId: number, filter: Pick<FileFilter, 'search' | 'kind'>) => {
    let query = db.selectFrom('files').where('client_id', '=', clientId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.search) {
      // `%` and `_` typed by the user match themselves.
      const pattern = likeContains(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(${sql.ref('description')})`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  return {
    /** The name the library knows a stored object by (its first upload's, when an image was uploaded twice). */
    async nameOfKey(clientId: number, storageKey: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('files')
        .select('name')
        .where('client_id', '=', clientId)
        .where('storage_key', '=', storageKey)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.name;
    },

    byId: (clientId: number, id: number) =>
      db.selectFrom('files').selectAll().where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst(),

    /** Up to `limit` files of the list's order (newest first) after `last`: the export's keyset read. */
    after: (
      clientId: number,
      filter: Pick<FileFilter, 'search' | 'kind'>,
      last: Pick<FileRow, 'created_at' | 'id'> | undefined,
      limit: number,
    ): Promise<FileRow[]> => {
      let query = scoped(clientId, filter);
      if (last)
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', last.created_at),
            eb.and([eb('created_at', '=', last.created_at), eb('id', '<', last.id)]),
          ]),
        );
      return query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    async list(clientId: number, filter: FileFilter): Promise<{ rows: FileRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        scoped(clientId, filter)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        scoped(clientId, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}
