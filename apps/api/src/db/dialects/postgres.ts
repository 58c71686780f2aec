import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { DialectSql } from './index.ts';
import { postgresActivity } from './postgres-activity.ts';
import { postgresFeedCounts } from './postgres-feed-counts.ts';
import { postgresCollections } from './postgres-collections.ts';

/** pg_trgm GIN indexes over the live users' name_key and email serve substring (LIKE '%term%') search. */
/** A LIKE pattern (escape '\') for text containing `term`; `%` and `_` typed by the user match themselves. */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const TRIGRAM = [
  `create extension if not exists pg_trgm`,
  `create index users_name_trgm_idx on users using gin (name_key gin_trgm_ops) where deleted_at is null`,
  `create index users_email_trgm_idx on users using gin (email gin_trgm_ops) where deleted_at is null`,
];

/**
 * Live users per (client, group, regional), 0 standing for "none". One upsert per changed row, buckets touched in
 * key order so two writers moving users in opposite directions cannot deadlock; a row that stays in its bucket
 * (a profile edit) writes nothing.
 */
const COUNTERS = [
  `delete from user_counts`,
  `insert into user_counts (client_id, group_id, regional_id, live)
     select client_id, coalesce(group_id, 0), coalesce(regional_id, 0), count(*) from users where deleted_at is null group by 1, 2, 3`,
  `create function users_count_trigger() returns trigger language plpgsql as $$
   declare
     was int[];
     now_in int[];
   begin
     if tg_op <> 'INSERT' and old.deleted_at is null then was := array[old.client_id, coalesce(old.group_id, 0), coalesce(old.regional_id, 0)]; end if;
     if tg_op <> 'DELETE' and new.deleted_at is null then now_in := array[new.client_id, coalesce(new.group_id, 0), coalesce(new.regional_id, 0)]; end if;
     if was is not distinct from now_in then return null; end if;
     insert into user_counts (client_id, group_id, regional_id, live)
       select d[1], d[2], d[3], sum(k) from (values (was, -1), (now_in, 1)) as v(d, k) where v.d is not null group by v.d order by v.d
       on conflict (client_id, group_id, regional_id) do update set live = user_counts.live + excluded.live;
     return null;
   end $$`,
  `create trigger users_count after insert or delete or update of client_id, group_id, regional_id, deleted_at on users
     for each row execute function users_count_trigger()`,
];

const DROP = [
  'drop trigger if exists users_count on users',
  'drop function if exists users_count_trigger()',
  'drop index if exists users_name_trgm_idx',
  'drop index if exists users_email_trgm_idx',
];

export const postgresSql: DialectSql = {
  name: 'postgres',
  addId: (table) =>
    table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()),
  timestampType: 'timestamptz',
  isUniqueViolation: (error) => (error as { code?: string } | null)?.code === '23505',
  async byteOrder(db, table, column) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text collate "C"`.execute(db);
  },
  analyze: async (db, tables = ['users']) => {
    // Vacuum too: index-only scans need the visibility map a fresh bulk load lacks.
    await sql`vacuum analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  },
  // PostgreSQL plans a plain column index from the table's column statistics, which autovacuum keeps.
  analyzeNewIndex: async () => {},
  // PostgreSQL plans with its per-value statistics without compiling a statement again.
  dropValueSamples: async () => {},
  contains: (haystack, needle) => sql`strpos(${haystack}, ${needle}) > 0`,
  indexedBy: (table) => sql`${sql.table(table)}`,
  collections: postgresCollections,
  activity: postgresActivity,
  feedCounts: postgresFeedCounts,
  userListing: {
    async install(db) {
      for (const statement of [...TRIGRAM, ...COUNTERS]) await sql.raw(statement).execute(db);
    },
    async uninstall(db) {
      for (const statement of DROP) await sql.raw(statement).execute(db);
    },
    candidates: (clientId, term) => {
      const pattern = containing(term);
      return sql<{ id: number }>`select id from users where client_id = ${clientId} and deleted_at is null
        and (name_key like ${pattern} escape '\\' or email like ${pattern} escape '\\')`;
    },
  },
};
