import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The list-order indexes of 004, now also holding email: a search that walks the order testing each row (name_key
 * and email) reads the index alone, not one table row per index entry (several times faster on both engines,
 * for page walks and for counting the matches of a group or regional).
 */
const COVERING = {
  users_client_name_cover_idx: {
    replaces: 'users_client_name_key_idx',
    columns: ['client_id', 'name_key', 'id', 'email'],
  },
  users_client_group_cover_idx: {
    replaces: 'users_client_group_name_idx',
    columns: ['client_id', 'group_id', 'name_key', 'id', 'email'],
  },
  users_client_regional_cover_idx: {
    replaces: 'users_client_regional_name_idx',
    columns: ['client_id', 'regional_id', 'name_key', 'id', 'email'],
  },
};

const create = (db: Kysely<any>, name: string, columns: string[]) =>
  db.schema.createIndex(name).on('users').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();

export const userListCover: Migration = {
  async up(db) {
    for (const [name, { replaces, columns }] of Object.entries(COVERING)) {
      await create(db, name, columns);
      await db.schema.dropIndex(replaces).execute();
    }
  },
  async down(db) {
    for (const [name, { replaces, columns }] of Object.entries(COVERING)) {
      await create(db, replaces, columns.slice(0, -1));
      await db.schema.dropIndex(name).execute();
    }
  },
};
