import { sql, type Kysely } from 'kysely';

/**
 * The feed's live-post counters (feed_post_counts, migration 020) described once for both engines: a live post
 * (deleted_at null) counts one in its (client, folder, status) row, so a feed's exact total is a sum over a few
 * rows rather than a count of its posts. The engines differ only in how triggers are written (sqlite-feed-counts.ts,
 * postgres-feed-counts.ts).
 */

/** The columns whose change moves a post between counters, or in and out of them (SQLite's UPDATE OF). */
export const FEED_COUNT_WATCH = ['client_id', 'pasta_id', 'status', 'deleted_at'] as const;

/**
 * A SELECT of (client_id, pasta_id, status, live) rows: what the live posts `row` stands for add (sign 1) or take
 * away (-1). `from`: the relation `row` aliases (a transition table); none for a row trigger's new/old.
 */
export const postContributions = (row: string, sign: 1 | -1, from?: string): string =>
  `select ${row}.client_id as client_id, ${row}.pasta_id as pasta_id, ${row}.status as status, ${sign} as live${from ? ` from ${from} ${row}` : ''} where ${row}.deleted_at is null`;

/**
 * Adds the summed contributions to feed_post_counts. Keys whose sum is zero are skipped (an edit that keeps a post
 * where it was writes nothing), and keys are touched in order so two writers cannot deadlock on them.
 */
export const upsertFeedCounts = (rows: string): string =>
  `insert into feed_post_counts (client_id, pasta_id, status, live)
    select client_id, pasta_id, status, sum(live) from (${rows}) x
    where true group by client_id, pasta_id, status having sum(live) <> 0
    order by client_id, pasta_id, status
    on conflict (client_id, pasta_id, status) do update set live = feed_post_counts.live + excluded.live`;

/**
 * Every live post counted afresh in one pass (the migration's back-fill, or a check that the triggers kept the
 * counts): one grouped read of the posts, so a million posts take seconds, not one upsert per post.
 */
const RECOUNT_FEED = [
  'delete from feed_post_counts',
  `insert into feed_post_counts (client_id, pasta_id, status, live)
    select client_id, pasta_id, status, count(*) from feed_posts where deleted_at is null group by client_id, pasta_id, status`,
];

/** An engine's counters: its triggers and the statements that drop them, with the shared back-fill. */
export const feedCountsOf = (triggers: readonly string[], drop: readonly string[]) => ({
  async recount<DB>(db: Kysely<DB>): Promise<void> {
    for (const statement of RECOUNT_FEED) await sql.raw(statement).execute(db);
  },
  async install<DB>(db: Kysely<DB>): Promise<void> {
    await this.recount(db);
    for (const statement of triggers) await sql.raw(statement).execute(db);
  },
  async uninstall<DB>(db: Kysely<DB>): Promise<void> {
    for (const statement of drop) await sql.raw(statement).execute(db);
  },
});
