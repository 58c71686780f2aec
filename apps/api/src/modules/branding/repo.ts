import type { Db } from '../../db/handle.ts';

export function brandingRepo(db: Db) {
  return {
    /** Only what the login page may see: id, name and colour config. */
    colors: (clientId: number) => db.selectFrom('clients').select(['id', 'name', 'config']).where('id', '=', clientId).executeTakeFirst(),
  };
}
