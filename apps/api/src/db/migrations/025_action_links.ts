import type { Kysely, Migration } from 'kysely';
import { syncCollections } from '../collections/sync.ts';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Links the declared actions leave (issue 28): a lead's member (its conversion) and a workout's origin (its copy to
 * members). The definitions' new columns and their indexes, added by the collections' sync.
 */
export function actionLinks(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await syncCollections(db, dialect);
    },
  };
}
