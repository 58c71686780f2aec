import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Upload intents (issue 16): an upload's storage key is written here before its object is stored, and leaves when its
 * record names it. A process killed between the two leaves an intent behind, and the sweep (platform/uploads/sweep.ts)
 * removes the object that no record names.
 */
export function uploadIntents(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('upload_intents')
        .addColumn('storage_key', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('created_at', dialect.timestampType, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('upload_intents_created_idx').on('upload_intents').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('upload_intents').execute();
    },
  };
}
