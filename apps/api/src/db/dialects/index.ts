import type { CreateTableBuilder, Kysely, RawBuilder, SqlBool } from 'kysely';

import type { ColumnType, PlannedIndex } from '../collections/layout.ts';

export { sqliteSql } from './sqlite.ts';
export { postgresSql } from './postgres.ts';

/** The declarative collections' tables (db/collections): search and counts, which the engines keep differently. */
export interface CollectionSql {
  /** The substring index over a table's search_key (and, on SQLite, the triggers that keep it); once. */
  installSearch<DB>(db: Kysely<DB>, table: string): Promise<void>;
  /** Live rows per client (parent_id 0) and per parent in collection_counts, filled now and kept by triggers; once. */
  installCounter<DB>(db: Kysely<DB>, table: string, parent: string | null): Promise<void>;
  /** Ids of rows whose search_key contains the normalised term (3+ characters); may include other clients' rows. */
  candidates(table: string, clientId: number, term: string): RawBuilder<{ id: number }>;
  /**
   * The same matches as a condition on the table's rows (PostgreSQL's index applies to the row itself, no self-join).
   * `alongFilter`: rows are read through a filter's index and each tested against the matches, rather than each
   * match looked up (SQLite follows the hint; PostgreSQL's planner ANDs both indexes itself).
   */
  matching(table: string, clientId: number, term: string, alongFilter?: boolean): RawBuilder<SqlBool>;
  /**
   * Whether testing walked ids against `candidates` is cheap enough to walk the order's index that way: FTS5 answers
   * a term's ids from its own index; pg_trgm rechecks every matching row in the table (about as costly as sorting them).
   */
  walksCandidates: boolean;
  /** Adds search_head, generated from search_key (its first SEARCH_HEAD_CHARS characters), unless present; answers whether it did. */
  addSearchHead<DB>(db: Kysely<DB>, table: string): Promise<boolean>;
  /** Creates an index unless it exists; a sorted one keeps NULLs first, as lists order them. */
  createIndex<DB>(db: Kysely<DB>, table: string, index: PlannedIndex): Promise<void>;
  /**
   * Which of `candidates` (a value per column each, none null) the client's rows of `table` hold: a SELECT of
   * `columns`, which may also answer other combinations of the same values (callers look their own keys up).
   * `also`: a further condition on the table's row (its columns unqualified).
   */
  holding(
    table: string,
    clientId: number,
    columns: readonly KeyColumn[],
    candidates: readonly (readonly unknown[])[],
    also?: RawBuilder<unknown>,
  ): RawBuilder<Record<string, unknown>>;
}

/** A column of a combination looked up by `holding`, with its type (PostgreSQL types the candidates' arrays). */
export interface KeyColumn {
  name: string;
  type: ColumnType;
}

/**
 * The few places where SQLite and PostgreSQL differ; everything else is plain Kysely. The methods that run
 * statements take a Kysely of any schema (`DB`): migrations call them with the schema of their day.
 */
export interface DialectSql {
  name: 'sqlite' | 'postgres';
  /** Adds an auto-generated integer primary key named `id`. */
  addId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  timestampType: 'text' | 'timestamptz';
  isUniqueViolation(error: unknown): boolean;
  /** Makes a text column compare byte by byte (code point order), so prefix ranges (`>= term and < next`) are exact and indexable. */
  byteOrder<DB>(db: Kysely<DB>, table: string, column: string): Promise<void>;
  /** Refreshes the planner's statistics after a bulk load (of `tables`, users by default). */
  analyze<DB>(db: Kysely<DB>, tables?: string[]): Promise<void>;
  /**
   * After a migration adds an index to `table`: gathers that table's statistics if the database keeps any, so the
   * new index is not the one without numbers (SQLite then misjudges the table's other indexes too).
   */
  analyzeNewIndex<DB>(db: Kysely<DB>, table: string): Promise<void>;
  /** Drops the statistics' samples of single values, where the engine keeps such and they cost more than they bring (SQLite). */
  dropValueSamples<DB>(db: Kysely<DB>): Promise<void>;
  /** Substring test that no index serves: for walking an ordered index while filtering. */
  contains(haystack: RawBuilder<unknown>, needle: string): RawBuilder<SqlBool>;
  /**
   * A table to read through one index (a FROM item; alias it): SQLite's INDEXED BY, where its planner would pick
   * another index from the average rows per key alone; PostgreSQL's planner, with per-value statistics, gets the table.
   */
  indexedBy(table: string, index: string): RawBuilder<unknown>;
  collections: CollectionSql;
  /**
   * The daily activity rollups (activity_days, dialects/activity.ts): install fills users.last_sign_in_day from the
   * sign-in log and activity_days from every counted row, then creates the triggers that keep both; once.
   */
  activity: {
    /** Counts every row afresh, the triggers aside (a bulk load with them off, or a check that they kept the counts). */
    recount<DB>(db: Kysely<DB>): Promise<void>;
    install<DB>(db: Kysely<DB>): Promise<void>;
    uninstall<DB>(db: Kysely<DB>): Promise<void>;
  };
  /**
   * The feed's live posts per (client, folder, status) in feed_post_counts (dialects/feed-counts.ts): install counts
   * the posts there, then creates the triggers that keep the counts; once.
   */
  feedCounts: {
    /** Counts every live post afresh, the triggers aside (a check that they kept the counts). */
    recount<DB>(db: Kysely<DB>): Promise<void>;
    install<DB>(db: Kysely<DB>): Promise<void>;
    uninstall<DB>(db: Kysely<DB>): Promise<void>;
  };
  /** `users` listing: the trigram index over name_key and email, and the live-user counters of user_counts. */
  userListing: {
    /** Creates the trigram index and the counter triggers; fills both from the rows already there. */
    install<DB>(db: Kysely<DB>): Promise<void>;
    uninstall<DB>(db: Kysely<DB>): Promise<void>;
    /**
     * Ids of users whose name_key or email contains the term (normalised, 3+ characters), read from the trigram
     * index: a subquery yielding `id`. It may include other clients' and deleted users; callers join and filter.
     */
    candidates(clientId: number, term: string): RawBuilder<{ id: number }>;
  };
}

/** Normalises a timestamp column value (Date on PostgreSQL, ISO text on SQLite) to epoch milliseconds. */
export const toMillis = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));
