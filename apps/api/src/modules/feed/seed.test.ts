import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemo } from '../../db/seed/index.ts';
import { seedScaleFeed } from '../../db/seed/scale-feed.ts';
import { DEMO_PASSWORD, testDatabase } from '../../test/context.ts';

describe('demo feed', () => {
  it('is seeded on a fresh database, and added once to one seeded before the feed existed', async () => {
    const { database, dispose } = await testDatabase();
    const db = database.db;
    const count = async (table: 'feed_posts' | 'feed_comments' | 'feed_answers' | 'feed_likes') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      posts: await count('feed_posts'),
      comments: await count('feed_comments'),
      answers: await count('feed_answers'),
      likes: await count('feed_likes'),
    });
    try {
      const fresh = await counts();
      expect(fresh).toEqual({ posts: 7 * 4, comments: 7 * 3, answers: 7 * 2, likes: 7 * 6 });
      // Counters agree with the rows.
      const drift = await db
        .selectFrom('feed_posts as p')
        .select('p.id')
        .where((eb) =>
          eb.or([
            eb(
              'p.likes',
              '!=',
              eb
                .selectFrom('feed_likes as l')
                .select((e) => e.fn.countAll<number>().as('n'))
                .whereRef('l.post_id', '=', 'p.id'),
            ),
            eb(
              'p.comments',
              '!=',
              eb
                .selectFrom('feed_comments as c')
                .select((e) => e.fn.countAll<number>().as('n'))
                .whereRef('c.post_id', '=', 'p.id'),
            ),
          ]),
        )
        .execute();
      expect(drift).toEqual([]);
      const embeds = await db
        .selectFrom('feed_posts')
        .select(['titulo', 'texto', 'embed'])
        .where('embed', 'is not', null)
        .execute();
      expect(embeds).toHaveLength(7);
      expect(embeds[0]).toEqual({ titulo: 'Embed', texto: '', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });

      // A database seeded before migration 007 has the tables empty.
      await sql`delete from feed_posts`.execute(db);
      expect(await count('feed_likes')).toBe(0);
      expect(await seedDemo(db, DEMO_PASSWORD)).toBeNull();
      expect(await seedDemo(db, DEMO_PASSWORD)).toBeNull();
      expect(await counts()).toEqual(fresh);
    } finally {
      await database.close();
      await dispose();
    }
  });

  it('seed:scale --posts adds posts to one client, newest with the highest id, counters set', async () => {
    const { database, dispose } = await testDatabase();
    const db = database.db;
    try {
      const before = await db
        .selectFrom('feed_posts')
        .select((eb) => eb.fn.max('id').as('top'))
        .executeTakeFirstOrThrow();
      await seedScaleFeed(database, { clientId: 3, posts: 2_500 });
      const added = await db
        .selectFrom('feed_posts')
        .select(['id', 'client_id', 'created_at', 'likes'])
        .where('id', '>', Number(before.top))
        .orderBy('id')
        .execute();
      expect(added).toHaveLength(2_500);
      expect(new Set(added.map((p) => p.client_id))).toEqual(new Set([3]));
      const times = added.map((p) => new Date(p.created_at).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(added.some((p) => p.likes > 0)).toBe(true);
    } finally {
      await database.close();
      await dispose();
    }
  });
});
