import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function brandingRepo(db: Kysely<DB>) {
  return {
    /** Only what the login page may see: id, name and colour config. */
    colors: (clientId: number) => db.selectFrom('clients').select(['id', 'name', 'config']).where('id', '=', clientId).executeTakeFirst(),
  };
}
