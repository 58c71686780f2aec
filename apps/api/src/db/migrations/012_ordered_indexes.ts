import { sql, type Kysely, type Migration } from 'kysely';
import { syncSchema } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';
import { FROZEN_COLLECTIONS } from './010_collections.ts';
import replaced from './012_replaced_indexes.json' with { type: 'json' };

/**
 * The collections' indexes carry the default order (layout.ts, plannedIndexes): the rows by id hold its key, and a
 * filter by equality is indexed in that order within each value. The indexes they replace are dropped.
 */
export function orderedIndexes(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const name of REPLACED) await sql`drop index if exists ${sql.id(name)}`.execute(db);
      await syncSchema(db, dialect, FROZEN_COLLECTIONS);
    },
  };
}

/**
 * Indexes of 010's layout (the rows by id, each sortable or filterable field by id) that the layout of 012 no longer
 * plans, computed when the migrations were frozen and kept as names, so that they do not follow later definitions.
 */
const REPLACED: readonly string[] = replaced;
