import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * A client's status (a suspended client's users cannot sign in), its settings (languages, welcome texts, modules
 * contracted: JSON text, contract `asapClient`) and when it was created (null for the clients seeded before).
 */
export function clientSettings(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('clients')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .execute();
      await db.schema.alterTable('clients').addColumn('settings', 'text').execute();
      await db.schema.alterTable('clients').addColumn('created_at', dialect.timestampType).execute();
    },
    async down(db: Kysely<any>) {
      for (const column of ['created_at', 'settings', 'status'])
        await db.schema.alterTable('clients').dropColumn(column).execute();
    },
  };
}
