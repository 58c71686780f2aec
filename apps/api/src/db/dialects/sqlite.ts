import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectSql } from './index.ts';
import { sqliteActivity } from './sqlite-activity.ts';
import { sqliteFeedCounts } from './sqlite-feed-counts.ts';
import { sqliteCollections } from './sqlite-collections.ts';

/**
 * FTS5 with the trigram tokenizer, as an external-content index of users(name_key, email) kept by triggers, so
 * every write path (and the demo seed) keeps it without knowing about it. Every row is indexed, deleted ones
 * too: queries join users and filter.
 */
const FTS = [
  `create virtual table users_fts using fts5(name_key, email, content='users', content_rowid='id', tokenize='trigram')`,
  `insert into users_fts(users_fts) values ('rebuild')`,
  `create trigger users_fts_ai after insert on users begin
     insert into users_fts(rowid, name_key, email) values (new.id, new.name_key, new.email);
   end`,
  `create trigger users_fts_ad after delete on users begin
     insert into users_fts(users_fts, rowid, name_key, email) values ('delete', old.id, old.name_key, old.email);
   end`,
  `create trigger users_fts_au after update of name_key, email on users begin
     insert into users_fts(users_fts, rowid, name_key, email) values ('delete', old.id, old.name_key, old.email);
     insert into users_fts(rowid, name_key, email) values (new.id, new.name_key, new.email);
   end`,
];

/** Live users per (client, group, regional); 0 stands for "none" so the key stays unique. */
const COUNTERS = [
  `delete from user_counts`,
  `insert into user_counts (client_id, group_id, regional_id, live)
     select client_id, coalesce(group_id, 0), coalesce(regional_id, 0), count(*) from users where deleted_at is null group by 1, 2, 3`,
  `create trigger users_count_ai after insert on users when new.deleted_at is null begin
     insert into user_counts (client_id, group_id, regional_id, live) values (new.client_id, coalesce(new.group_id, 0), coalesce(new.regional_id, 0), 1)
       on conflict (client_id, group_id, regional_id) do update set live = live + 1;
   end`,
  `create trigger users_count_ad after delete on users when old.deleted_at is null begin
     update user_counts set live = live - 1 where client_id = old.client_id and group_id = coalesce(old.group_id, 0) and regional_id = coalesce(old.regional_id, 0);
   end`,
  `create trigger users_count_au after update of client_id, group_id, regional_id, deleted_at on users begin
     update user_counts set live = live - 1
       where old.deleted_at is null and client_id = old.client_id and group_id = coalesce(old.group_id, 0) and regional_id = coalesce(old.regional_id, 0);
     insert into user_counts (client_id, group_id, regional_id, live)
       select new.client_id, coalesce(new.group_id, 0), coalesce(new.regional_id, 0), 1 where new.deleted_at is null
       on conflict (client_id, group_id, regional_id) do update set live = live + 1;
   end`,
];

const DROP = ['users_fts_ai', 'users_fts_ad', 'users_fts_au', 'users_count_ai', 'users_count_ad', 'users_count_au'].map(
  (t) => `drop trigger if exists ${t}`,
);

/** An FTS5 phrase: the whole term, quotes doubled, matched as consecutive trigrams (a substring). */
const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * ANALYZE also keeps samples of index values (sqlite_stat4). With them, SQLite compiles a statement again each time a
 * parameter that meets a sampled column is bound, to plan for that value: on the users list that took 340 us of CPU
 * per request instead of 191 (docs/benchmarks.md, Users). The lists choose their reads from samples of their own
 * (platform/list-planner.ts, modules/collections/list-repo.ts), so the planner keeps the averages of sqlite_stat1.
 * `analyze sqlite_schema` makes the connection read the statistics again.
 */
async function dropValueSamples<DB>(db: Kysely<DB>): Promise<void> {
  const kept = await sql`select 1 from sqlite_master where name = 'sqlite_stat4'`.execute(db);
  if (!kept.rows.length) return;
  await sql`delete from sqlite_stat4`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}

export const sqliteSql: DialectSql = {
  name: 'sqlite',
  addId: (table) => table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()),
  timestampType: 'text',
  isUniqueViolation: (error) =>
    ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(
      (error as { code?: string } | null)?.code ?? '',
    ),
  // SQLite's default collation already is BINARY.
  byteOrder: async () => {},
  analyze: async (db) => {
    await sql.raw('analyze').execute(db);
    await dropValueSamples(db);
  },
  // With sqlite_stat1 holding every index of a table but one, SQLite planned a member's feed page by sorting the
  // posts of their folders (1 s instead of 3 ms at a million posts). A database never analyzed stays so.
  analyzeNewIndex: async (db, table) => {
    const kept = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (!kept.rows.length) return;
    await sql`analyze ${sql.table(table)}`.execute(db);
    await dropValueSamples(db);
  },
  dropValueSamples,
  contains: (haystack, needle) => sql`instr(${haystack}, ${needle}) > 0`,
  // A derived table SQLite flattens into the query, keeping the hint (EXPLAIN QUERY PLAN names the index).
  indexedBy: (table, index) => sql`(select * from ${sql.table(table)} indexed by ${sql.id(index)})`,
  collections: sqliteCollections,
  activity: sqliteActivity,
  feedCounts: sqliteFeedCounts,
  userListing: {
    async install(db) {
      for (const statement of [...FTS, ...COUNTERS]) await sql.raw(statement).execute(db);
    },
    async uninstall(db) {
      for (const statement of [...DROP, 'drop table if exists users_fts']) await sql.raw(statement).execute(db);
    },
    candidates: (_clientId, term) =>
      sql<{ id: number }>`select rowid as id from users_fts where users_fts match ${phrase(term)}`,
  },
};
