import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Versions of the records of versioned collections (issue 28, CollectionDef.versions): each create and update of such
 * a record stores its values (JSON, as the API answers them) under the next number, with who and when; a draft is a
 * version saved without changing the record. A record's versions go with its client.
 */
export function recordVersions(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('record_versions'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('draft', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', dialect.timestampType, (c) => c.notNull())
        .execute();
      // A record's versions by number; the unique key also refuses a second version of one number from two writes.
      await db.schema
        .createIndex('record_versions_record_uq')
        .on('record_versions')
        .columns(['client_id', 'entity', 'record_id', 'number'])
        .unique()
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('record_versions').execute();
    },
  };
}
