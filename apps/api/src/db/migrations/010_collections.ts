import type { Kysely, Migration } from 'kysely';
import { syncCollections } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The declarative collections of issue 12: their tables, indexes, search indexes and counters (db/collections).
 * The sync is additive and idempotent; a later change of the definitions comes with a migration that runs it again.
 */
export function collections(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await syncCollections(db, dialect);
    },
  };
}
