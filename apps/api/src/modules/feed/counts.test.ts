import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPostCounts } from '../../db/migrations/020_feed_post_counts.ts';
import { testKit, type TestKit } from '../../test/kit.ts';

// The live-post counters of feed_post_counts (migration 020), kept by triggers on feed_posts: after every kind of
// write they must equal a count of the live posts, and the migration fills them from the posts already there.

let k: TestKit;
beforeAll(async () => {
  k = await testKit();
});
afterAll(() => k.close());

const item = (id: number, action: string) => `/api/v2/client/feed/pasta/item/${id}/${action}`;

/** The counters, as `client/folder/status=live` (zeros left out: a row whose posts all left may stay). */
async function counters(): Promise<string[]> {
  const rows = await k.db
    .selectFrom('feed_post_counts')
    .select(['client_id', 'pasta_id', 'status', 'live'])
    .where('live', '!=', 0)
    .orderBy('client_id')
    .orderBy('pasta_id')
    .orderBy('status')
    .execute();
  return rows.map((r) => `${r.client_id}/${r.pasta_id}/${r.status}=${Number(r.live)}`);
}

/** The live posts counted row by row, in the same form. */
async function recount(): Promise<string[]> {
  const rows = await k.db
    .selectFrom('feed_posts')
    .select(['client_id', 'pasta_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy(['client_id', 'pasta_id', 'status'])
    .orderBy('client_id')
    .orderBy('pasta_id')
    .orderBy('status')
    .execute();
  return rows.map((r) => `${r.client_id}/${r.pasta_id}/${r.status}=${Number(r.n)}`);
}

/** One counter of client 3 (0 without a row). */
async function live(pastaId: number, status: string, clientId = 3): Promise<number> {
  const row = await k.db
    .selectFrom('feed_post_counts')
    .select('live')
    .where('client_id', '=', clientId)
    .where('pasta_id', '=', pastaId)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(row?.live ?? 0);
}

/** Posts of client 3 written straight to the table (one statement), answering their ids. */
async function insertPosts(
  author: number,
  posts: { pasta_id: number; status: 'published' | 'pending' | 'hidden'; deleted?: boolean }[],
): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = await k.db
    .insertInto('feed_posts')
    .values(
      posts.map((p, i) => ({
        client_id: 3,
        pasta_id: p.pasta_id,
        author_id: author,
        texto: `contador ${i}`,
        status: p.status,
        created_at: now,
        updated_at: now,
        deleted_at: p.deleted ? now : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

describe('feed_post_counts', () => {
  it('the triggers keep them through create, moderation, folder moves, soft and hard deletes, one post or many at once', async () => {
    const { geral, comunicados, unidades } = k.folders;
    const member = await k.idOf('member@asta.demo');
    expect((await recount()).length).toBeGreaterThan(3);
    expect(await counters()).toEqual(await recount());
    const [g, h, u, c] = [
      await live(geral, 'published'),
      await live(geral, 'hidden'),
      await live(unidades, 'published'),
      await live(comunicados, 'published'),
    ];
    const uh = await live(unidades, 'hidden');

    const post = await k.post(k.member3, { pasta_id: geral, text: 'contado pelo gatilho' });
    expect(await live(geral, 'published')).toBe(g + 1);
    expect((await k.call('PUT', item(post.id, 'update'), k.admin3, { status: 'hidden' })).statusCode).toBe(200);
    expect([await live(geral, 'published'), await live(geral, 'hidden')]).toEqual([g, h + 1]);
    expect((await k.call('PUT', item(post.id, 'update'), k.admin3, { status: 'published' })).statusCode).toBe(200);
    expect([await live(geral, 'published'), await live(geral, 'hidden')]).toEqual([g + 1, h]);
    // An edit of the text and a like leave the counts as they were.
    expect((await k.call('PUT', item(post.id, 'update'), k.member3, { text: 'texto novo do post' })).statusCode).toBe(
      200,
    );
    expect((await k.call('POST', item(post.id, 'like'), k.ana3)).statusCode).toBe(200);
    expect(await live(geral, 'published')).toBe(g + 1);

    // No route moves a post between folders: written straight, as an import or a script would.
    await k.db.updateTable('feed_posts').set({ pasta_id: unidades }).where('id', '=', post.id).execute();
    expect([await live(geral, 'published'), await live(unidades, 'published')]).toEqual([g, u + 1]);
    expect((await k.call('DELETE', item(post.id, 'delete'), k.member3)).statusCode).toBe(200);
    expect(await live(unidades, 'published')).toBe(u);
    // A deleted post counts nowhere, whatever its later changes, and its removal for good changes nothing.
    await k.db.updateTable('feed_posts').set({ status: 'hidden', pasta_id: geral }).where('id', '=', post.id).execute();
    expect([await live(geral, 'hidden'), await live(unidades, 'hidden'), await live(unidades, 'published')]).toEqual([
      h,
      uh,
      u,
    ]);
    await k.db.deleteFrom('feed_posts').where('id', '=', post.id).execute();
    expect(await counters()).toEqual(await recount());

    const gone = await k.post(k.member3, { pasta_id: geral, text: 'apagado de vez' });
    expect(await live(geral, 'published')).toBe(g + 1);
    await k.db.deleteFrom('feed_posts').where('id', '=', gone.id).execute();
    expect(await live(geral, 'published')).toBe(g);

    // Many rows per statement (PostgreSQL's statement triggers sum a statement's rows per counter).
    const pending = await live(geral, 'pending');
    const many = await insertPosts(member, [
      { pasta_id: geral, status: 'published' },
      { pasta_id: geral, status: 'published' },
      { pasta_id: geral, status: 'pending' },
      { pasta_id: geral, status: 'published', deleted: true },
    ]);
    expect([await live(geral, 'published'), await live(geral, 'pending')]).toEqual([g + 2, pending + 1]);
    await k.db
      .updateTable('feed_posts')
      .set({ pasta_id: comunicados, status: 'published' })
      .where('id', 'in', many)
      .execute();
    expect([
      await live(geral, 'published'),
      await live(geral, 'pending'),
      await live(comunicados, 'published'),
    ]).toEqual([g, pending, c + 3]);
    await k.db
      .updateTable('feed_posts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', 'in', many.slice(0, 2))
      .execute();
    expect(await live(comunicados, 'published')).toBe(c + 1);
    await k.db.deleteFrom('feed_posts').where('id', 'in', many).execute();
    expect(await live(comunicados, 'published')).toBe(c);
    expect(await counters()).toEqual(await recount());
  });

  it('a folder’s and a client’s deletion cascade to their posts, and the counters follow', async () => {
    await k.post(k.member3, { pasta_id: k.folders.unidades, text: 'na pasta que sai' });
    expect(await live(k.folders.unidades, 'published')).toBeGreaterThan(0);
    await k.db.deleteFrom('feed_folders').where('id', '=', k.folders.unidades).execute();
    expect(await live(k.folders.unidades, 'published')).toBe(0);

    // A client of its own, without members: on PostgreSQL the deletion of a client with members fails, user_counts'
    // foreign key (migration 004) refusing what its triggers write during the cascade.
    const now = new Date().toISOString();
    const client = 9_001;
    await k.db
      .insertInto('clients')
      .values({
        id: client,
        name: 'Cascata',
        slug: 'cascata',
        login_url: '',
        logout_url: '',
        config: '{}',
        settings: null,
        created_at: now,
      })
      .execute();
    const folder = (
      await k.db
        .insertInto('feed_folders')
        .values({ client_id: client, name: 'Geral', description: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const author = await k.idOf('member@asta.demo');
    const post = (status: 'published' | 'pending') => ({
      client_id: client,
      pasta_id: folder,
      author_id: author,
      texto: 'da cascata',
      status,
      created_at: now,
      updated_at: now,
    });
    await k.db
      .insertInto('feed_posts')
      .values([post('published'), post('published'), post('pending')])
      .execute();
    expect([await live(folder, 'published', client), await live(folder, 'pending', client)]).toEqual([2, 1]);

    await k.db.deleteFrom('clients').where('id', '=', client).execute();
    expect([await live(folder, 'published', client), await live(folder, 'pending', client)]).toEqual([0, 0]);
    expect(await counters()).toEqual(await recount());
  });

  it('the migration fills them from the posts already there, and down takes them away', async () => {
    const { geral } = k.folders;
    const member = await k.idOf('member@asta.demo');
    const [published, pending] = [await live(geral, 'published'), await live(geral, 'pending')];
    expect(published).toBeGreaterThan(0);
    const migration = feedPostCounts(k.database.sql);
    await migration.down!(k.db);
    await expect(k.db.selectFrom('feed_post_counts').selectAll().execute()).rejects.toThrow();

    // Written while nothing counts: three pending posts (one deleted), and a published one deleted.
    await insertPosts(member, [
      { pasta_id: geral, status: 'pending' },
      { pasta_id: geral, status: 'pending' },
      { pasta_id: geral, status: 'pending', deleted: true },
    ]);
    const first = await k.db
      .selectFrom('feed_posts')
      .select('id')
      .where('client_id', '=', 3)
      .where('pasta_id', '=', geral)
      .where('status', '=', 'published')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await k.db
      .updateTable('feed_posts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', first.id)
      .execute();

    await migration.up(k.db);
    expect([await live(geral, 'published'), await live(geral, 'pending')]).toEqual([published - 1, pending + 2]);
    expect(await counters()).toEqual(await recount());
    // The triggers are back.
    await insertPosts(member, [{ pasta_id: geral, status: 'pending' }]);
    expect(await live(geral, 'pending')).toBe(pending + 3);
  });
});
