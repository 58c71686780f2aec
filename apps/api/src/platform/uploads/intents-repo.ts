import type { DbOrTx } from '../../db/handle.ts';

/** Upload intents (migration 019): the keys of objects being stored, until a record names them (sweep.ts). */
export function intentsRepo(db: DbOrTx) {
  return {
    /** Before a put; the same image stored again (content-addressed) starts its intent anew. */
    async add(clientId: number, storageKey: string, at: string): Promise<void> {
      await db
        .insertInto('upload_intents')
        .values({ storage_key: storageKey, client_id: clientId, created_at: at })
        .onConflict((oc) => oc.column('storage_key').doUpdateSet({ created_at: at }))
        .execute();
    },

    /** Once a record names the object, or the object is gone. */
    async clear(clientId: number, storageKey: string): Promise<void> {
      await db
        .deleteFrom('upload_intents')
        .where('client_id', '=', clientId)
        .where('storage_key', '=', storageKey)
        .execute();
    },

    /** Intents older than `before`, of every client (the sweep's). */
    stale: (before: string, limit: number) =>
      db
        .selectFrom('upload_intents')
        .select(['client_id', 'storage_key'])
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute(),

    /** Takes a stale intent: false when it went meanwhile or was started anew. */
    async take(clientId: number, storageKey: string, before: string): Promise<boolean> {
      const result = await db
        .deleteFrom('upload_intents')
        .where('client_id', '=', clientId)
        .where('storage_key', '=', storageKey)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether a record names the object: a file of the library or an import (of any client: images are shared by content). */
    async named(storageKey: string): Promise<boolean> {
      const file = await db
        .selectFrom('files')
        .select('id')
        .where('storage_key', '=', storageKey)
        .limit(1)
        .executeTakeFirst();
      if (file) return true;
      return (
        (await db
          .selectFrom('imports')
          .select('id')
          .where('storage_key', '=', storageKey)
          .limit(1)
          .executeTakeFirst()) !== undefined
      );
    },
  };
}
