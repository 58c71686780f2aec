import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Permission administration (docs/permissions.md): the feed folders (pastas) and who they are granted to, the BI
 * dashboards of a client and who holds them, and the indexes of "who can open X?" and of a user's audit trail.
 */
export function permissions(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('feed_folders'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feed_folders_client_name_idx')
        .on('feed_folders')
        .columns(['client_id', 'name', 'id'])
        .execute();

      // A folder granted to a user, a group or a regional; target_id names a row of that table (no foreign key:
      // it points into one of three tables, and readers join the one target_type names).
      await dialect
        .addId(db.schema.createTable('folder_permissions'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('feed_folders.id').onDelete('cascade'))
        .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type in ('user', 'group', 'regional')`))
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addUniqueConstraint('folder_permissions_uq', ['folder_id', 'target_type', 'target_id'])
        .execute();
      // The folders reaching a user: one range per target (the user, their group, their regional).
      await db.schema
        .createIndex('folder_permissions_target_idx')
        .on('folder_permissions')
        .columns(['client_id', 'target_type', 'target_id', 'folder_id'])
        .execute();

      await dialect
        .addId(db.schema.createTable('bi_dashboards'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addUniqueConstraint('bi_dashboards_uq', ['client_id', 'key'])
        .execute();

      await dialect
        .addId(db.schema.createTable('bi_permissions'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('dashboard_id', 'integer', (c) => c.notNull().references('bi_dashboards.id').onDelete('cascade'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addUniqueConstraint('bi_permissions_uq', ['client_id', 'user_id', 'dashboard_id'])
        .execute();

      // "Who can open this tag?": the holders of a tag in a client, read from the index alone.
      for (const table of ['user_permissions', 'user_permission_subs']) {
        await db.schema
          .createIndex(`${table}_tag_idx`)
          .on(table)
          .columns(['client_id', 'tag', 'enabled', 'user_id'])
          .execute();
      }
      // A user's permission audit trail, newest first.
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['client_id', 'entity', 'entity_id', 'id'])
        .execute();
    },

    async down(db: Kysely<any>) {
      await db.schema.dropIndex('audit_log_entity_idx').execute();
      for (const table of ['user_permissions', 'user_permission_subs'])
        await db.schema.dropIndex(`${table}_tag_idx`).execute();
      for (const table of ['bi_permissions', 'bi_dashboards', 'folder_permissions', 'feed_folders'])
        await db.schema.dropTable(table).execute();
    },
  };
}
