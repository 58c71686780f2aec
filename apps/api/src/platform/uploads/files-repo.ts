import { sql, type Selectable } from 'kysely';
import type { FileKind } from '@console/contract';
import { likeContains } from '../../db/like.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { FilesTable } from '../../db/schema.ts';

export type FileRow = Selectable<FilesTable>;

export interface NewFile {
  uploaderUserId: number | null;
  name: string;
  description: string;
  storageKey: string;
  url: string;
  mime: string;
  kind: FileKind;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
}

export interface FileFilter {
  search?: string;
  kind?: FileKind;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by the user match themselves. */

export function filesRepo(db: DbOrTx) {
  const scoped = (clientId: number, filter: Pick<FileFilter, 'search' | 'kind'>) => {
    let query = db.selectFrom('files').where('client_id', '=', clientId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.search) {
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
    async insert(clientId: number, file: NewFile): Promise<FileRow> {
      return db
        .insertInto('files')
        .values({
          client_id: clientId,
          uploader_user_id: file.uploaderUserId,
          name: file.name,
          description: file.description,
          storage_key: file.storageKey,
          url: file.url,
          mime: file.mime,
          kind: file.kind,
          size: file.size,
          width: file.width,
          height: file.height,
          created_at: file.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    byId: (clientId: number, id: number) => db.selectFrom('files').selectAll().where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst(),

    async list(clientId: number, filter: FileFilter): Promise<{ rows: FileRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        scoped(clientId, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        scoped(clientId, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    remove: (clientId: number, id: number) => db.deleteFrom('files').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst(),

    /** Whether any row (of any client) still points at the object. */
    async keyInUse(storageKey: string): Promise<boolean> {
      const row = await db.selectFrom('files').select('id').where('storage_key', '=', storageKey).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}
