import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';
import { userKeys } from '../search-keys.ts';

const LISTING_INDEXES = {
  // The list order (name_key, id) per client, alone and under the group or regional filter: keyset pages and
  // name-prefix search are index range scans, never sorts.
  users_client_name_key_idx: ['client_id', 'name_key', 'id'],
  users_client_group_name_idx: ['client_id', 'group_id', 'name_key', 'id'],
  users_client_regional_name_idx: ['client_id', 'regional_id', 'name_key', 'id'],
  // E-mail-prefix search reads name keys from the e-mail range alone; deleted_at (always null here) is listed so
  // SQLite sees the index as covering.
  users_client_email_key_idx: ['client_id', 'email', 'name_key', 'id', 'deleted_at'],
};

/**
 * Users of clients with millions of members: name_key (see search-keys.ts) orders lists and serves prefix search,
 * byte-ordered on both engines with e-mail; a trigram index serves substring search; user_counts keeps live
 * users per client, group and regional so totals need no count(*).
 */
export function userSearch(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('name_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute();
        if (!rows.length) break;
        for (const row of rows)
          await db.updateTable('users').set(userKeys(row.name)).where('id', '=', row.id).execute();
        after = rows[rows.length - 1].id;
      }
      await dialect.byteOrder(db, 'users', 'name_key');
      await dialect.byteOrder(db, 'users', 'email');

      await db.schema.dropIndex('users_client_name_idx').execute();
      await db.schema.dropIndex('users_client_email_idx').execute();
      for (const [name, columns] of Object.entries(LISTING_INDEXES)) {
        await db.schema
          .createIndex(name)
          .on('users')
          .columns(columns)
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
      }

      await db.schema
        .createTable('user_counts')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('regional_id', 'integer', (c) => c.notNull())
        .addColumn('live', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_counts_pk', ['client_id', 'group_id', 'regional_id'])
        .execute();
      await dialect.userListing.install(db);
    },
    async down(db: Kysely<any>) {
      await dialect.userListing.uninstall(db);
      await db.schema.dropTable('user_counts').execute();
      for (const name of Object.keys(LISTING_INDEXES)) await db.schema.dropIndex(name).execute();
      await sql`create index users_client_name_idx on users (client_id, lower(name), id) where deleted_at is null`.execute(
        db,
      );
      await sql`create index users_client_email_idx on users (client_id, lower(email)) where deleted_at is null`.execute(
        db,
      );
      await db.schema.alterTable('users').dropColumn('name_key').execute();
    },
  };
}
