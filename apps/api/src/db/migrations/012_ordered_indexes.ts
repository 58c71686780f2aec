import { sql, type Kysely, type Migration } from 'kysely';
import { COLLECTIONS, type CollectionDef } from '@console/contract';
import { syncCollections } from '../collections/sync.ts';
import { indexName, plannedIndexes, tableOf } from '../collections/layout.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * The collections' indexes carry the default order (layout.ts, plannedIndexes): the rows by id hold its key, and a
 * filter by equality is indexed in that order within each value. The indexes they replace are dropped.
 */
export function orderedIndexes(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const def of COLLECTIONS) {
        for (const name of replacedIndexes(def)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
      }
      await syncCollections(db, dialect);
    },
  };
}

/** Indexes of 010's layout (the rows by id, each sortable or filterable field by id) that the current layout no longer plans. */
function replacedIndexes(def: CollectionDef): string[] {
  if (def.readOnly) return [];
  const table = tableOf(def);
  const planned = new Set(plannedIndexes(def).map((i) => i.name));
  const earlier = [
    ['client_id', 'id'],
    ...def.fields
      .filter((f) => f.sortable || (f.filterable && f.kind !== 'tags'))
      .map((f) => ['client_id', f.name, 'id']),
  ];
  return earlier.map((columns) => indexName(table, columns, false)).filter((name) => !planned.has(name));
}
