import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The feed's live posts per client, folder and status, kept by triggers on feed_posts (db/dialects/feed-counts.ts)
 * as user_counts keeps the members: a feed's total is a sum over a few rows, exact at any size, where counting the
 * list's posts up to 10,001 cost 1.4 ms a page at a million posts on SQLite. Filled from the posts already there
 * in one grouped read. A row whose count falls to zero stays (a folder's next post brings it back).
 */
export function feedPostCounts(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      // No foreign key on the client nor on the folder: deleting either cascades to its posts, whose triggers still
      // write here (see migration 016), and a key here could be checked or cascaded before they run.
      await db.schema
        .createTable('feed_post_counts')
        .addColumn('client_id', 'integer', (c) => c.notNull())
        .addColumn('pasta_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('live', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('feed_post_counts_pk', ['client_id', 'pasta_id', 'status'])
        .execute();
      await dialect.feedCounts.install(db);
    },
    async down(db: Kysely<any>) {
      await dialect.feedCounts.uninstall(db);
      await db.schema.dropTable('feed_post_counts').execute();
    },
  };
}
