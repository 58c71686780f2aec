import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Imports say what they may do to the rows they match (issue 27): create new rows only, update existing ones only,
 * or both. The dry run's mode is kept on the job for the import; jobs made before answer 'both', as they did.
 */
export const importMode: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('imports')
      .addColumn('mode', 'text', (c) =>
        c
          .notNull()
          .defaultTo('both')
          .check(sql`mode in ('create', 'update', 'both')`),
      )
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('imports').dropColumn('mode').execute();
  },
};
