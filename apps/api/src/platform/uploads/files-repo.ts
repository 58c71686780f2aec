import type { Selectable } from 'kysely';
import type { FileKind } from '@console/contract';
import type { DbOrTx } from '../../db/handle.ts';
import type { FilesTable } from '../../db/schema.ts';
import { intentsRepo } from './intents-repo.ts';

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

/** The file library's rows that uploads write and release (the files module lists them: modules/files/repo.ts). */
export function filesRepo(db: DbOrTx) {
  return {
    /** The row names its object: the upload's intent (intents-repo.ts) goes with it. */
    async insert(clientId: number, file: NewFile): Promise<FileRow> {
      const row = await db
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
      await intentsRepo(db).clear(clientId, file.storageKey);
      return row;
    },

    /** Of these addresses, those of the client's library (and, given an uploader, of the files they uploaded). */
    async knownUrls(clientId: number, urls: readonly string[], uploaderUserId?: number): Promise<Set<string>> {
      const unique = [...new Set(urls)];
      if (!unique.length) return new Set();
      let query = db.selectFrom('files').select('url').where('client_id', '=', clientId).where('url', 'in', unique);
      if (uploaderUserId !== undefined) query = query.where('uploader_user_id', '=', uploaderUserId);
      return new Set((await query.execute()).map((r) => r.url));
    },

    remove: (clientId: number, id: number) =>
      db.deleteFrom('files').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst(),

    /** Whether any row (of any client) still points at the object. */
    async keyInUse(storageKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('files')
        .select('id')
        .where('storage_key', '=', storageKey)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
