import { sql, type Selectable, type SqlBool } from 'kysely';
import type { PostStatus } from '@console/contract';
import { likeContains } from '../../db/like.ts';
import { runCompiled, type Slots } from '../../db/compiled.ts';
import type { DialectSql } from '../../db/dialects/index.ts';
import type { DbOrTx } from '../../db/handle.ts';
import type { FeedPostsTable } from '../../db/schema.ts';
import { searchKey } from '../../db/search-keys.ts';
import { talkRepo } from './talk-repo.ts';
import type { Seek, Total } from '../../platform/pagination.ts';

/** Which posts a list shows; the service fills it from the request's access (docs/feed.md). */
export interface PostFilter {
  /** The signed-in user: their likes, and their own posts whatever the status. */
  viewer: number;
  /** Folders the list may show; null for every folder of the client (moderators). */
  folders: number[] | null;
  /** Every status (the moderation queue); otherwise published posts and the viewer's own. */
  everyStatus: boolean;
  authorId?: number;
  /** Posts of any of these authors (the matches of an author search). */
  authorIds?: number[];
  statuses?: readonly PostStatus[];
}

export type PostRow = Pick<
  Selectable<FeedPostsTable>,
  'id' | 'pasta_id' | 'author_id' | 'likes' | 'comments' | 'created_at' | 'updated_at' | keyof PostValues
> & {
  author_name: string;
  author_picture: string | null;
  status: PostStatus;
  /** The viewer's like (its user id), null without one. */
  liked: number | null;
};

export type PostValues = Pick<
  FeedPostsTable,
  'titulo' | 'texto' | 'arquivo' | 'arquivo_tipo' | 'embed' | 'embed_tipo' | 'image'
>;

/**
 * The counts of one person's posts (an author's list, an author search, the viewer's own unpublished posts) are exact
 * up to this many, then flagged as estimates; the rest of a feed's total is summed from counters, exact at any size.
 */
export const FEED_TOTAL_CAP = 10_000;

/** The live posts of each author newest first, with the columns a list filters on (migration 008). */
const AUTHOR_INDEX = 'feed_posts_author_cover_idx';

type Through = { dialect: DialectSql; index: string };

/** Posts, comments, answers and likes of a client's feed; every query is scoped by the client first. */
export function feedRepo(db: DbOrTx) {
  // The client's live posts; the joins that fill a row (author, the viewer's like) come with the fields, so counting
  // posts walks the posts alone (with them, the capped count of a million-post feed cost 38 ms on PostgreSQL).
  const posts = (clientId: number, through?: Through) => {
    const plain = db.selectFrom('feed_posts as p');
    // An author search reads through a named index (read() says why); the hinted FROM item is typed as the table.
    const from: typeof plain = through
      ? db.selectFrom(sql<FeedPostsTable>`${through.dialect.indexedBy('feed_posts', through.index)}`.as('p'))
      : plain;
    return from.where('p.client_id', '=', clientId).where('p.deleted_at', 'is', null);
  };

  const withFields = (query: ReturnType<typeof posts>, viewer: number) =>
    query
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .leftJoin('feed_likes as l', (j) => j.onRef('l.post_id', '=', 'p.id').on('l.user_id', '=', viewer))
      .select([
        'p.id',
        'p.pasta_id',
        'p.author_id',
        'u.name as author_name',
        'u.picture as author_picture',
        'p.titulo',
        'p.texto',
        'p.arquivo',
        'p.arquivo_tipo',
        'p.embed',
        'p.embed_tipo',
        'p.image',
        'p.status',
        'p.likes',
        'p.comments',
        'l.user_id as liked',
        'p.created_at',
        'p.updated_at',
      ]);

  function filtered(clientId: number, filter: PostFilter, through?: Through) {
    let query = posts(clientId, through);
    if (filter.folders !== null) query = query.where('p.pasta_id', 'in', filter.folders.length ? filter.folders : [0]);
    if (!filter.everyStatus)
      query = query.where((eb) => eb.or([eb('p.status', '=', 'published'), eb('p.author_id', '=', filter.viewer)]));
    if (filter.statuses) query = query.where('p.status', 'in', [...filter.statuses]);
    if (filter.authorId !== undefined) query = query.where('p.author_id', '=', filter.authorId);
    if (filter.authorIds !== undefined)
      query = query.where('p.author_id', 'in', filter.authorIds.length ? filter.authorIds : [0]);
    return query;
  }

  /**
   * A list's filter with its values as named slots (db/compiled.ts), the shape being what filtered() branches on:
   * the feed's pages and counts are compiled once per shape.
   */
  const compiledFilter = (clientId: number, filter: PostFilter) => {
    const values: Record<string, unknown> = { clientId, viewer: filter.viewer, authorId: filter.authorId };
    filter.folders?.forEach((id, i) => (values[`folder${i}`] = id));
    filter.statuses?.forEach((status, i) => (values[`status${i}`] = status));
    const shape = `${filter.folders?.length ?? 'every'} ${filter.everyStatus} ${filter.statuses?.length ?? 'any'} ${filter.authorId !== undefined}`;
    const slotted = (p: Slots<Record<string, unknown>>): PostFilter => ({
      viewer: p('viewer'),
      folders: filter.folders && filter.folders.map((_, i) => p(`folder${i}`)),
      everyStatus: filter.everyStatus,
      statuses: filter.statuses?.map((_, i) => p(`status${i}`)),
      authorId: filter.authorId === undefined ? undefined : p('authorId'),
    });
    return { values, shape, slotted };
  };

  /** How many posts a query yields, counted up to one past FEED_TOTAL_CAP (no further: an estimate above it). */
  const countUpTo = (query: ReturnType<typeof filtered>) =>
    db
      .selectFrom(
        query
          .select('p.id')
          .limit(FEED_TOTAL_CAP + 1)
          .as('t'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
  const capped = (n: number | string): Total => ({
    total: Math.min(Number(n), FEED_TOTAL_CAP),
    estimated: Number(n) > FEED_TOTAL_CAP,
  });

  /**
   * The live posts of the list's folders and statuses, from the counters (feed_post_counts, migration 020): every
   * status of the moderation queue, or of the feed lists the published posts only (the viewer's others are counted
   * by ownUnpublished).
   */
  async function counted(clientId: number, filter: PostFilter): Promise<number> {
    const publishedAsked = !filter.statuses || filter.statuses.includes('published');
    const statuses: readonly PostStatus[] | undefined = filter.everyStatus
      ? filter.statuses
      : publishedAsked
        ? ['published']
        : [];
    if (statuses?.length === 0) return 0;
    const values: Record<string, unknown> = { clientId };
    filter.folders?.forEach((id, i) => (values[`folder${i}`] = id));
    statuses?.forEach((status, i) => (values[`status${i}`] = status));
    const [row] = await runCompiled(
      db,
      `feed.total.counters ${filter.folders?.length ?? 'every'} ${statuses?.length ?? 'any'}`,
      values,
      (p) => {
        let query = db
          .selectFrom('feed_post_counts')
          .select((eb) => eb.fn.sum<number | string | null>('live').as('n'))
          .where('client_id', '=', p('clientId'));
        if (filter.folders)
          query = query.where(
            'pasta_id',
            'in',
            filter.folders.map((_, i) => p(`folder${i}`)),
          );
        if (statuses)
          query = query.where(
            'status',
            'in',
            statuses.map((_, i) => p(`status${i}`)),
          );
        return query;
      },
    );
    return Number(row?.n ?? 0);
  }

  /**
   * The viewer's own live posts of the list's folders that are not published (and of its statuses), which a feed
   * list shows beside the published ones: one person's posts, counted through the author index up to the cap.
   */
  async function ownUnpublished(clientId: number, filter: PostFilter, dialect: DialectSql): Promise<Total> {
    const statuses = filter.statuses?.filter((status) => status !== 'published');
    if (statuses?.length === 0) return { total: 0, estimated: false };
    const own: PostFilter = {
      viewer: filter.viewer,
      folders: filter.folders,
      everyStatus: true,
      authorId: filter.viewer,
      statuses,
    };
    const { values, shape, slotted } = compiledFilter(clientId, own);
    const [{ n }] = await runCompiled(db, `feed.total.own ${shape}`, values, (p) => {
      const query = filtered(p('clientId'), slotted(p), { dialect, index: AUTHOR_INDEX });
      return countUpTo(statuses ? query : query.where('p.status', '<>', 'published'));
    });
    return capped(n);
  }

  return {
    /**
     * Live users of the client whose name contains the term (accents and case ignored), at most `cap`: from the
     * users' trigram index (FTS5 / pg_trgm) when the term has 3+ characters, else by testing the client's names.
     */
    async authorsNamed(clientId: number, term: string, dialect: DialectSql, cap: number): Promise<number[]> {
      const key = searchKey(term);
      const named = sql<SqlBool>`u.name_key like ${likeContains(key)} escape '\\'`;
      if ([...key].length < 3) {
        const rows = await db
          .selectFrom('users as u')
          .select('u.id')
          .where('u.client_id', '=', clientId)
          .where('u.deleted_at', 'is', null)
          .where(named)
          .orderBy('u.id')
          .limit(cap)
          .execute();
        return rows.map((u) => u.id);
      }
      // The index's candidates drive, in id order, and the read stops at `cap`: FTS5 hands its matches in rowid
      // order, so a common term ('silva', 80,000 people) reads only as far as its first 1,000 (1.5 ms, where
      // gathering every match before ordering them took 20 ms).
      const rows = await db
        .selectFrom(sql<{ id: number }>`(${dialect.userListing.candidates(clientId, key)})`.as('c'))
        .crossJoin('users as u')
        .select('u.id')
        .whereRef('u.id', '=', 'c.id')
        .where('u.client_id', '=', clientId)
        .where('u.deleted_at', 'is', null)
        .where(named)
        .orderBy('c.id')
        .limit(cap)
        .execute();
      return rows.map((u) => u.id);
    },

    /**
     * One read of a post list in its order (newest first): 'asc' walks forwards (older), 'desc' backwards. An
     * author search picks the page's ids first, through the author index: each author's posts come newest first,
     * so the top-N sort stops reading an author once their next post cannot make the page (about one short index
     * read per author, no table row). In one query with the author joined, SQLite drove from the authors, read every
     * post of each and sorted them all (270 ms for 'silva', 1,000 authors of a million-post feed).
     */
    async read(clientId: number, filter: PostFilter, seek: Seek<number>, dialect: DialectSql): Promise<PostRow[]> {
      const order = seek.order === 'asc' ? 'desc' : 'asc';
      const seeking = (query: ReturnType<typeof filtered>) =>
        (seek.from === undefined ? query : query.where('p.id', seek.order === 'asc' ? '<' : '>', seek.from))
          .orderBy('p.id', order)
          .limit(seek.limit)
          .offset(seek.offset);
      if (filter.authorIds === undefined) {
        const { values, shape, slotted } = compiledFilter(clientId, filter);
        const key = `feed.read ${shape} ${seek.order} ${seek.from !== undefined}`;
        const window: Record<string, unknown> = { ...values, from: seek.from, limit: seek.limit, offset: seek.offset };
        return (await runCompiled(
          db,
          key,
          window,
          (p) => {
            const query = filtered(p('clientId'), slotted(p));
            const from =
              seek.from === undefined ? query : query.where('p.id', seek.order === 'asc' ? '<' : '>', p('from'));
            return withFields(from.orderBy('p.id', order).limit(p('limit')).offset(p('offset')), p('viewer'));
          },
          ['limit', 'offset'],
        )) as PostRow[];
      }
      const ids = seeking(filtered(clientId, filter, { dialect, index: AUTHOR_INDEX })).select('p.id');
      return (await withFields(posts(clientId).where('p.id', 'in', ids), filter.viewer)
        .orderBy('p.id', order)
        .execute()) as PostRow[];
    },

    /**
     * A list's total. An author's posts, or an author search's, are counted up to the cap. Any other list is exact at
     * any size: its folders' counters plus, on a feed list, the viewer's own unpublished posts. Counting every
     * list up to 10,001 posts took 1.4 ms a page at a million posts on SQLite, most of the page's database time.
     */
    async total(clientId: number, filter: PostFilter, dialect: DialectSql): Promise<Total> {
      if (filter.authorIds !== undefined)
        return capped((await countUpTo(filtered(clientId, filter)).executeTakeFirstOrThrow()).n);
      if (filter.authorId !== undefined) {
        const { values, shape, slotted } = compiledFilter(clientId, filter);
        const [{ n }] = await runCompiled(db, `feed.total ${shape}`, values, (p) =>
          countUpTo(filtered(p('clientId'), slotted(p))),
        );
        return capped(n);
      }
      if (filter.folders?.length === 0) return { total: 0, estimated: false };
      const own = filter.everyStatus ? { total: 0, estimated: false } : await ownUnpublished(clientId, filter, dialect);
      return { total: (await counted(clientId, filter)) + own.total, estimated: own.estimated };
    },

    folderExists: async (clientId: number, id: number): Promise<boolean> =>
      !!(await db
        .selectFrom('feed_folders')
        .select('id')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst()),

    /** The sort key of a cursor's post: its id, while the post (even deleted since) is the client's. */
    postKey: async (clientId: number, id: number): Promise<number | undefined> =>
      (
        await db
          .selectFrom('feed_posts')
          .select('id')
          .where('client_id', '=', clientId)
          .where('id', '=', id)
          .executeTakeFirst()
      )?.id,

    /** A live post of the client, as the viewer sees it (liked). */
    post: async (clientId: number, id: number, viewer: number): Promise<PostRow | undefined> =>
      (await withFields(posts(clientId).where('p.id', '=', id), viewer).executeTakeFirst()) as PostRow | undefined,

    async insertPost(
      clientId: number,
      values: PostValues & { pasta_id: number; author_id: number; now: string },
    ): Promise<number> {
      const { now, ...rest } = values;
      const row = await db
        .insertInto('feed_posts')
        .values({ client_id: clientId, ...rest, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePost(
      clientId: number,
      id: number,
      values: Partial<PostValues> & { status?: PostStatus; updated_at?: string; deleted_at?: string },
    ): Promise<void> {
      await db.updateTable('feed_posts').set(values).where('client_id', '=', clientId).where('id', '=', id).execute();
    },

    /** Adds (or takes back) the user's like; answers whether the set changed. The counter moves with it. */
    async like(clientId: number, postId: number, userId: number, on: boolean, now: string): Promise<boolean> {
      const changed = on
        ? Number(
            (
              await db
                .insertInto('feed_likes')
                .values({ client_id: clientId, post_id: postId, user_id: userId, created_at: now })
                .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows ?? 0,
          ) > 0
        : Number(
            (
              await db
                .deleteFrom('feed_likes')
                .where('client_id', '=', clientId)
                .where('post_id', '=', postId)
                .where('user_id', '=', userId)
                .executeTakeFirst()
            ).numDeletedRows,
          ) > 0;
      if (changed) await this.bump(clientId, postId, 'likes', on ? 1 : -1);
      return changed;
    },

    hasLiked: async (clientId: number, postId: number, userId: number): Promise<boolean> =>
      !!(await db
        .selectFrom('feed_likes')
        .select('user_id')
        .where('client_id', '=', clientId)
        .where('post_id', '=', postId)
        .where('user_id', '=', userId)
        .executeTakeFirst()),

    async bump(clientId: number, postId: number, counter: 'likes' | 'comments', by: number): Promise<number> {
      const row = await db
        .updateTable('feed_posts')
        .set((eb) => ({ [counter]: eb(counter, '+', by) }))
        .where('client_id', '=', clientId)
        .where('id', '=', postId)
        .returning(counter)
        .executeTakeFirstOrThrow();
      return Number((row as Record<string, number>)[counter]);
    },

    counters: (clientId: number, postId: number) =>
      db
        .selectFrom('feed_posts')
        .select(['likes', 'comments'])
        .where('client_id', '=', clientId)
        .where('id', '=', postId)
        .executeTakeFirstOrThrow(),

    ...talkRepo(db),
  };
}
