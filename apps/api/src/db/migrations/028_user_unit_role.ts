import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A user's unit (c_unidades) and job role (c_cargos), both optional. Filtering the users list by either is a walk
 * of its own order index, (client, unit|role, name_key, id) holding email as 005's do, so a filtered page of a
 * million members is an index range read and a search within it tests index entries, not table rows.
 */
const LISTING = {
  users_client_unidade_cover_idx: ['client_id', 'unidade_id', 'name_key', 'id', 'email'],
  users_client_cargo_cover_idx: ['client_id', 'cargo_id', 'name_key', 'id', 'email'],
};

export const userUnitRole: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('unidade_id', 'integer').execute();
    await db.schema.alterTable('users').addColumn('cargo_id', 'integer').execute();
    for (const [name, columns] of Object.entries(LISTING))
      await db.schema.createIndex(name).on('users').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  },
  async down(db: Kysely<any>) {
    for (const name of Object.keys(LISTING)) await db.schema.dropIndex(name).execute();
    await db.schema.alterTable('users').dropColumn('cargo_id').execute();
    await db.schema.alterTable('users').dropColumn('unidade_id').execute();
  },
};
