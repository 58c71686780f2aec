import { feedCountsOf, postContributions, upsertFeedCounts } from './feed-counts.ts';

/**
 * Statement triggers with transition tables, one function for the three: a bulk insert of a thousand posts adds one
 * upsert per (client, folder, status) it touches, not one per post. PostgreSQL takes no column list on a trigger
 * with transition tables, so every update runs it; one that leaves its posts where they were sums to zero and
 * writes nothing (a like's counter bump, an edit of the text).
 */
const TRIGGERS = [
  `create function feed_post_counts_trigger() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       ${upsertFeedCounts(postContributions('n', 1, 'new_rows'))};
     elsif tg_op = 'DELETE' then
       ${upsertFeedCounts(postContributions('o', -1, 'old_rows'))};
     else
       ${upsertFeedCounts(`${postContributions('o', -1, 'old_rows')} union all ${postContributions('n', 1, 'new_rows')}`)};
     end if;
     return null;
   end $$`,
  `create trigger feed_post_counts_ins after insert on feed_posts referencing new table as new_rows for each statement execute function feed_post_counts_trigger()`,
  `create trigger feed_post_counts_del after delete on feed_posts referencing old table as old_rows for each statement execute function feed_post_counts_trigger()`,
  `create trigger feed_post_counts_upd after update on feed_posts referencing old table as old_rows new table as new_rows for each statement execute function feed_post_counts_trigger()`,
];

const DROP = [
  ...['ins', 'del', 'upd'].map((t) => `drop trigger if exists feed_post_counts_${t} on feed_posts`),
  'drop function if exists feed_post_counts_trigger()',
];

export const postgresFeedCounts = feedCountsOf(TRIGGERS, DROP);
