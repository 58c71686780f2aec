import { FEED_COUNT_WATCH, feedCountsOf, postContributions, upsertFeedCounts } from './feed-counts.ts';

/** Row triggers: an insert adds its post, a delete takes it away, an update of a counted column does both. */
const TRIGGERS = [
  `create trigger feed_post_counts_ai after insert on feed_posts begin ${upsertFeedCounts(postContributions('new', 1))}; end`,
  `create trigger feed_post_counts_ad after delete on feed_posts begin ${upsertFeedCounts(postContributions('old', -1))}; end`,
  `create trigger feed_post_counts_au after update of ${FEED_COUNT_WATCH.join(', ')} on feed_posts
     begin ${upsertFeedCounts(`${postContributions('old', -1)} union all ${postContributions('new', 1)}`)}; end`,
];

const DROP = ['ai', 'ad', 'au'].map((t) => `drop trigger if exists feed_post_counts_${t}`);

export const sqliteFeedCounts = feedCountsOf(TRIGGERS, DROP);
