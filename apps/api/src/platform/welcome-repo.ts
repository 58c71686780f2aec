import type { DbOrTx } from '../db/handle.ts';

/** What the welcome mail shows of its client: name, colours and the settings holding its own texts. */
export const welcomeClient = (db: DbOrTx, clientId: number) =>
  db.selectFrom('clients').select(['name', 'config', 'settings']).where('id', '=', clientId).executeTakeFirst();
