import type { Db } from '../db/handle.ts';

/** A client's status and its settings' JSON text, for the access check; undefined for an unknown client. */
export const clientProfileRow = (db: Db, clientId: number) =>
  db.selectFrom('clients').select(['status', 'settings']).where('id', '=', clientId).executeTakeFirst();
