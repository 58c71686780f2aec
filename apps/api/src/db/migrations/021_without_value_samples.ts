import type { Kysely, Migration } from 'kysely';
import type { DialectSql } from '../dialects/index.ts';

/**
 * Databases analyzed before drop the samples of single values ANALYZE kept with their statistics (SQLite's
 * sqlite_stat4; see dialects/sqlite.ts, dropValueSamples): from now on an analyze drops them as it ends.
 */
export function withoutValueSamples(dialect: DialectSql): Migration {
  return {
    async up(db: Kysely<any>) {
      await dialect.dropValueSamples(db);
    },
    // Nothing to put back: the samples were statistics, and the next ANALYZE gathers what the code keeps.
    async down() {},
  };
}
