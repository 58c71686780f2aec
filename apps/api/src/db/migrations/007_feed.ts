import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The feed (docs/feed.md): posts in the folders of migration 006, their comments, the answers to comments and
 * likes. Posts are deleted softly (deleted_at); comments and answers go for good. likes and comments on a post are
 * counters kept by the service in the write's transaction, so a feed page reads no aggregate.
 */
export function feed(dialect: DialectSql): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<any>) {
      await dialect
        .addId(db.schema.createTable('feed_posts'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('pasta_id', 'integer', (c) => c.notNull().references('feed_folders.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('titulo', 'text')
        .addColumn('texto', 'text', (c) => c.notNull())
        .addColumn('arquivo', 'text')
        .addColumn('arquivo_tipo', 'text', (c) => c.check(sql`arquivo_tipo in ('image', 'video')`))
        .addColumn('embed', 'text')
        .addColumn('embed_tipo', 'text')
        .addColumn('image', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('published')
            .check(sql`status in ('published', 'pending', 'hidden')`),
        )
        .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();
      // A client's feed newest first, one folder's, one author's, and the moderation queue: each walks its index
      // backwards from a cursor id, so a deep page costs what the first does.
      await db.schema.createIndex('feed_posts_client_idx').on('feed_posts').columns(['client_id', 'id']).execute();
      await db.schema
        .createIndex('feed_posts_folder_idx')
        .on('feed_posts')
        .columns(['client_id', 'pasta_id', 'id'])
        .execute();
      await db.schema
        .createIndex('feed_posts_author_idx')
        .on('feed_posts')
        .columns(['client_id', 'author_id', 'id'])
        .execute();
      await db.schema
        .createIndex('feed_posts_status_idx')
        .on('feed_posts')
        .columns(['client_id', 'status', 'id'])
        .execute();

      await dialect
        .addId(db.schema.createTable('feed_comments'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('post_id', 'integer', (c) => c.notNull().references('feed_posts.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feed_comments_post_idx').on('feed_comments').columns(['post_id', 'id']).execute();

      await dialect
        .addId(db.schema.createTable('feed_answers'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('feed_comments.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('feed_answers_comment_idx')
        .on('feed_answers')
        .columns(['comment_id', 'id'])
        .execute();

      await db.schema
        .createTable('feed_likes')
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('post_id', 'integer', (c) => c.notNull().references('feed_posts.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('feed_likes_pk', ['post_id', 'user_id'])
        .execute();
    },

    async down(db: Kysely<any>) {
      for (const table of ['feed_likes', 'feed_answers', 'feed_comments', 'feed_posts'])
        await db.schema.dropTable(table).execute();
    },
  };
}
