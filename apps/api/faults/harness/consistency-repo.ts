import { sql } from 'kysely';
import type { Db } from '../../src/db/handle.ts';

/** What the fault suite reads straight from the database to judge it consistent after faults (checker: consistency.ts). */
export function consistencyRepo(db: Db) {
  return {
    /** The client's largest post and file ids: rows past them were written by the load. */
    async lastIds(clientId: number): Promise<{ post: number; file: number }> {
      const post = await db
        .selectFrom('feed_posts')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      const file = await db
        .selectFrom('files')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return { post: Number(post?.id ?? 0), file: Number(file?.id ?? 0) };
    },

    /** The storage keys of the client's file records past `afterId`. */
    filesAfter: (clientId: number, afterId: number) =>
      db
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('client_id', '=', clientId)
        .where('id', '>', afterId)
        .execute(),

    /** Posts past `afterId` whose comment or like counter differs from their rows. */
    counterMismatches: (clientId: number, afterId: number) =>
      db
        .selectFrom('feed_posts as p')
        .select([
          'p.id',
          'p.comments',
          'p.likes',
          sql<number>`(select count(*) from feed_comments c where c.client_id = p.client_id and c.post_id = p.id)`.as(
            'comment_rows',
          ),
          sql<number>`(select count(*) from feed_likes l where l.client_id = p.client_id and l.post_id = p.id)`.as(
            'like_rows',
          ),
        ])
        .where('p.client_id', '=', clientId)
        .where('p.id', '>', afterId)
        .execute()
        .then((rows) =>
          rows.filter((r) => Number(r.comments) !== Number(r.comment_rows) || Number(r.likes) !== Number(r.like_rows)),
        ),

    /**
     * The client's feed counters (feed_post_counts, kept by triggers) that differ from a count of its live posts, by
     * folder and status; a counter missing on either side counts as zero.
     */
    async feedCountMismatches(
      clientId: number,
    ): Promise<{ pasta_id: number; status: string; live: number; rows: number }[]> {
      const kept = await db
        .selectFrom('feed_post_counts')
        .select(['pasta_id', 'status', 'live'])
        .where('client_id', '=', clientId)
        .execute();
      const counted = await db
        .selectFrom('feed_posts')
        .select(['pasta_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('client_id', '=', clientId)
        .where('deleted_at', 'is', null)
        .groupBy(['pasta_id', 'status'])
        .execute();
      const mismatches = new Map<string, { pasta_id: number; status: string; live: number; rows: number }>();
      const at = (pasta_id: number, status: string) => {
        const key = `${pasta_id} ${status}`;
        if (!mismatches.has(key)) mismatches.set(key, { pasta_id, status, live: 0, rows: 0 });
        return mismatches.get(key)!;
      };
      for (const row of kept) at(row.pasta_id, row.status).live = Number(row.live);
      for (const row of counted) at(row.pasta_id, row.status).rows = Number(row.n);
      return [...mismatches.values()].filter((m) => m.live !== m.rows);
    },

    /** Every storage key a row names: the file library's and the imports' (of every client: images are shared by content). */
    async storedKeys(): Promise<Set<string>> {
      const files = await db.selectFrom('files').select('storage_key').execute();
      const imports = await db.selectFrom('imports').select('storage_key').execute();
      return new Set([...files, ...imports].map((r) => r.storage_key));
    },
  };
}
