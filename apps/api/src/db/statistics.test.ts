import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/context.ts';

/**
 * The planner's statistics after an analyze: on SQLite the averages of every index stay and the samples of single
 * values go (dialects/sqlite.ts, dropValueSamples); PostgreSQL keeps its per-value statistics.
 */

const database = seededDatabase();
const onSqlite = process.env.TEST_DB !== 'postgres';

const count = async (from: ReturnType<typeof sql>) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${from}`.execute(database.db)).rows[0].n);
const averages = () => (onSqlite ? count(sql`sqlite_stat1`) : count(sql`pg_stats where tablename = 'users'`));
/** What a plain ANALYZE of this build keeps besides the averages; nothing on PostgreSQL. */
const samples = () => (onSqlite ? count(sql`sqlite_stat4`) : Promise.resolve(0));
const plainAnalyze = () => sql.raw(onSqlite ? 'analyze' : 'analyze users').execute(database.db);

describe('statistics', () => {
  it('keep the averages of every index and drop the samples of values', async () => {
    await plainAnalyze();
    // SQLite's own ANALYZE keeps samples: what the dialect's analyze must drop.
    if (onSqlite) expect(await samples()).toBeGreaterThan(0);
    await database.sql.analyze(database.db, ['users']);
    expect(await averages()).toBeGreaterThan(0);
    expect(await samples()).toBe(0);
  });

  it('drop the samples after an index is added too, and for a database analyzed before (the migration)', async () => {
    await plainAnalyze();
    await database.sql.analyzeNewIndex(database.db, 'users');
    expect(await samples()).toBe(0);
    await plainAnalyze();
    await database.sql.dropValueSamples(database.db);
    expect(await samples()).toBe(0);
    expect(await averages()).toBeGreaterThan(0);
  });
});
