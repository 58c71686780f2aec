import type { DbOrTx } from '../../db/handle.ts';

/** The name of a group or regional of the client (the export's filters sheet names them). */
export const nameOf = async (
  db: DbOrTx,
  clientId: number,
  table: 'groups' | 'regionals',
  id: number,
): Promise<string | undefined> =>
  (await db.selectFrom(table).select('name').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst())
    ?.name;
