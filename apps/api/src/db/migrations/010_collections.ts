import type { Kysely, Migration } from 'kysely';
import { snapshotFrom } from '../collections/snapshot.ts';
import { syncSchema } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';
import frozen from './010_collections.schema.json' with { type: 'json' };

/**
 * The declarative collections of issue 12: their tables, indexes, search indexes and counters (db/collections). The
 * schema is a frozen copy (010_collections.schema.json), not the live definitions, so that replaying the migrations
 * from empty gives the same database whatever the definitions become: later changes come with the migrations
 * `npm run collections:diff` writes. 012 and 023, which synced the definitions of their day, replay the same copy
 * (the definitions as they stood when the snapshots began); the sync is additive, so on a database that ran them
 * before they change nothing.
 */
export const FROZEN_COLLECTIONS = snapshotFrom(frozen);

export function collections(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await syncSchema(db, dialect, FROZEN_COLLECTIONS);
    },
  };
}
