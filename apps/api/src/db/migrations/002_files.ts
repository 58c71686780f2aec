import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/** The media library of each client: one row per stored upload. */
export function files(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('files'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('uploader_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'video', 'archive')`))
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('files_client_created_idx')
        .on('files')
        .columns(['client_id', 'created_at'])
        .execute();
      // Images are content-addressed, so two rows may share an object: deletion checks for other users of the key.
      await db.schema.createIndex('files_storage_key_idx').on('files').column('storage_key').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('files').execute();
    },
  };
}
