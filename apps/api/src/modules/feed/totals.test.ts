import type { PostStatus } from '@console/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.ts';
import { reachableFolderIds } from '../../platform/folder-access.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { FEED_TOTAL_CAP, feedRepo } from './repo.ts';

// A list's total: exact from the counters (feed_post_counts) plus the viewer's own unpublished posts, or, for an
// author's posts, counted up to FEED_TOTAL_CAP. Each total is checked against the posts counted row by row, and
// against what the fixture added to it.

let k: TestKit;
const who = { admin: 0, member: 0, ana: 0 };
/** The folders the member and Ana reach. */
let reach: { member: number[]; ana: number[] };

const LISTS = {
  member: () => total(k.member3, '/api/v2/client/feed'),
  admin: () => total(k.admin3, '/api/v2/client/feed'),
  queue: () => total(k.admin3, '/api/v2/client/feed/moderacao'),
  queuePending: () => total(k.admin3, '/api/v2/client/feed/moderacao?status=pending'),
  folder: () => total(k.member3, `/api/v2/client/feed/pasta/${k.folders.unidades}`),
  own: () => total(k.member3, '/api/v2/client/feed/user'),
  search: () => total(k.ana3, '/api/v2/client/feed/user/search/membro'),
};
let before: Record<keyof typeof LISTS, number>;

async function total(token: string, url: string): Promise<{ total: number; estimated: boolean }> {
  const res = await k.call('GET', `${url}${url.includes('?') ? '&' : '?'}per_page=5`, token);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json().data as { total: number; total_estimated: boolean };
  return { total: page.total, estimated: page.total_estimated };
}

type Eb = ExpressionBuilder<DB, 'feed_posts'>;

/** Client 3's live posts that pass `test`, counted row by row. */
async function rows(test: (eb: Eb) => Expression<SqlBool>): Promise<number> {
  const row = await k.db
    .selectFrom('feed_posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_id', '=', 3)
    .where('deleted_at', 'is', null)
    .where(test)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a feed list shows of some folders: published posts, and the viewer's own whatever their status. */
const shown = (viewer: number, folders: number[] | null) => (eb: Eb) =>
  eb.and([
    ...(folders ? [eb('pasta_id', 'in', folders)] : []),
    eb.or([eb('status', '=', 'published'), eb('author_id', '=', viewer)]),
  ]);

async function insertPosts(
  author: number,
  posts: { pasta_id: number; status: PostStatus; deleted?: boolean }[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let from = 0; from < posts.length; from += 1_000) {
    const values = posts.slice(from, from + 1_000).map((p, i) => ({
      client_id: 3,
      pasta_id: p.pasta_id,
      author_id: author,
      texto: `total ${from + i}`,
      status: p.status,
      created_at: now,
      updated_at: now,
      deleted_at: p.deleted ? now : null,
    }));
    await k.db.insertInto('feed_posts').values(values).execute();
  }
}

beforeAll(async () => {
  k = await testKit();
  for (const name of ['admin', 'member', 'ana'] as const) who[name] = await k.idOf(`${name}@asta.demo`);
  reach = { member: await reachableFolderIds(k.db, 3, who.member), ana: await reachableFolderIds(k.db, 3, who.ana) };
  before = Object.fromEntries(
    await Promise.all(Object.entries(LISTS).map(async ([name, list]) => [name, (await list()).total])),
  ) as typeof before;
  // In each folder, by each of the three: 3 published posts (one deleted), 2 pending (one deleted), 1 hidden.
  const { geral, comunicados, unidades } = k.folders;
  for (const author of [who.member, who.ana, who.admin]) {
    const posts = [geral, comunicados, unidades].flatMap((pasta_id) => [
      ...[0, 1, 2].map((i) => ({ pasta_id, status: 'published' as const, deleted: i === 0 })),
      ...[0, 1].map((i) => ({ pasta_id, status: 'pending' as const, deleted: i === 0 })),
      { pasta_id, status: 'hidden' as const },
    ]);
    await insertPosts(author, posts);
  }
});
afterAll(() => k.close());

describe('a list’s total', () => {
  it('a member’s feed: the published posts of their folders and their own pending and hidden ones, exactly', async () => {
    expect(reach.member).toContain(k.folders.unidades);
    // Per folder reached: 2 live published posts by each of three authors, and the member's own pending and hidden.
    expect(await LISTS.member()).toEqual({ total: before.member + 8 * reach.member.length, estimated: false });
    expect((await LISTS.member()).total).toBe(await rows(shown(who.member, reach.member)));
    expect(await LISTS.folder()).toEqual({ total: before.folder + 8, estimated: false });
    expect((await LISTS.folder()).total).toBe(await rows(shown(who.member, [k.folders.unidades])));
  });

  it('a moderator’s feed holds every folder; the moderation queue every status but published, or the one asked for', async () => {
    expect(await LISTS.admin()).toEqual({ total: before.admin + 3 * 6 + 3 * 2, estimated: false });
    expect((await LISTS.admin()).total).toBe(await rows(shown(who.admin, null)));
    expect(await LISTS.queue()).toEqual({ total: before.queue + 2 * 9, estimated: false });
    expect((await LISTS.queue()).total).toBe(await rows((eb) => eb('status', 'in', ['pending', 'hidden'])));
    expect(await LISTS.queuePending()).toEqual({ total: before.queuePending + 9, estimated: false });
    expect((await LISTS.queuePending()).total).toBe(await rows((eb) => eb('status', '=', 'pending')));
  });

  it('an author’s posts and an author search are counted, as before', async () => {
    expect(await LISTS.own()).toEqual({ total: before.own + 4 * reach.member.length, estimated: false });
    expect((await LISTS.own()).total).toBe(
      await rows((eb) => eb.and([eb('author_id', '=', who.member), eb('pasta_id', 'in', reach.member)])),
    );
    // Ana sees the member's published posts of her folders: 2 live per folder.
    expect(reach.ana.length).toBeGreaterThan(0);
    expect(await LISTS.search()).toEqual({ total: before.search + 2 * reach.ana.length, estimated: false });
    expect((await LISTS.search()).total).toBe(
      await rows((eb) =>
        eb.and([eb('author_id', '=', who.member), eb('status', '=', 'published'), eb('pasta_id', 'in', reach.ana)]),
      ),
    );
  });

  it('a feed list narrowed to some statuses sums the published counters only when published is asked for', async () => {
    const repo = feedRepo(k.db);
    const feed = (statuses: PostStatus[] | undefined, folders: number[] | null = reach.member) =>
      repo.total(3, { viewer: who.member, folders, everyStatus: false, statuses }, k.database.sql);
    const own = (statuses: PostStatus[]) => (eb: Eb) =>
      eb.and([eb('author_id', '=', who.member), eb('status', 'in', statuses)]);
    const inReach = (eb: Eb) => eb('pasta_id', 'in', reach.member);
    expect(await feed(['published', 'pending'])).toEqual({
      total: await rows((eb) => eb.and([inReach(eb), eb.or([eb('status', '=', 'published'), own(['pending'])(eb)])])),
      estimated: false,
    });
    expect(await feed(['pending', 'hidden'])).toEqual({
      total: await rows((eb) => eb.and([inReach(eb), own(['pending', 'hidden'])(eb)])),
      estimated: false,
    });
    expect(await feed(['pending'])).toEqual({
      total: await rows((eb) => eb.and([inReach(eb), own(['pending'])(eb)])),
      estimated: false,
    });
    expect((await feed(['pending'])).total).toBeGreaterThanOrEqual(reach.member.length);
    expect(await feed(['published'])).toEqual({
      total: await rows((eb) => eb.and([inReach(eb), eb('status', '=', 'published')])),
      estimated: false,
    });
    expect(await feed(undefined, [])).toEqual({ total: 0, estimated: false });
    expect(await feed(undefined, null)).toEqual({ total: await rows(shown(who.member, null)), estimated: false });
  });

  it('past the cap, the viewer’s own unpublished posts make the total an estimate; the counters stay exact', async () => {
    expect(reach.ana).toContain(k.folders.geral);
    const published = await rows((eb) => eb.and([eb('status', '=', 'published'), eb('pasta_id', 'in', reach.ana)]));
    await insertPosts(
      who.ana,
      Array.from({ length: FEED_TOTAL_CAP + 1 }, () => ({ pasta_id: k.folders.geral, status: 'pending' as const })),
    );
    expect(await total(k.ana3, '/api/v2/client/feed')).toEqual({ total: published + FEED_TOTAL_CAP, estimated: true });
    const queue = await rows((eb) => eb('status', 'in', ['pending', 'hidden']));
    expect(queue).toBeGreaterThan(FEED_TOTAL_CAP + 1);
    expect(await LISTS.queue()).toEqual({ total: queue, estimated: false });
    // Not Ana's: the member's feed does not count them.
    expect((await LISTS.member()).total).toBe(await rows(shown(who.member, reach.member)));
  });
});
