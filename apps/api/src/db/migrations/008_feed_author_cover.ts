import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The posts' author index of 007, now over live posts only and holding what a list filters on (folder, status;
 * deleted_at is listed so SQLite sees the index as covering): the capped count of an author search reads the index
 * alone (10,001 posts of 1,000 authors: 25 ms on SQLite with a table row per entry, under 1 ms without), and a page
 * of the newest posts of those authors takes each author's entries newest first, only as far as they can still make
 * the page (docs/feed.md). Its condition also names the author (always set), so that only a query on authors can
 * use it: covering, SQLite otherwise took it for counts of the whole feed, a folder or the moderation queue, which
 * have indexes of their own (the count of an empty queue walked a million entries instead of none). A database that
 * keeps planner statistics gets them for the new index at once (DialectSql.analyzeNewIndex).
 */
const COVER = {
  name: 'feed_posts_author_cover_idx',
  columns: ['client_id', 'author_id', 'id', 'pasta_id', 'status', 'deleted_at'],
};
const REPLACED = { name: 'feed_posts_author_idx', columns: ['client_id', 'author_id', 'id'] };

export function feedAuthorCover(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex(COVER.name)
        .on('feed_posts')
        .columns(COVER.columns)
        .where((eb) => eb.and([eb(sql.ref('deleted_at'), 'is', null), eb(sql.ref('author_id'), 'is not', null)]))
        .execute();
      await db.schema.dropIndex(REPLACED.name).execute();
      await dialect.analyzeNewIndex(db, 'feed_posts');
    },
    async down(db: Kysely<any>) {
      await db.schema.createIndex(REPLACED.name).on('feed_posts').columns(REPLACED.columns).execute();
      await db.schema.dropIndex(COVER.name).execute();
      await dialect.analyzeNewIndex(db, 'feed_posts');
    },
  };
}
