import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/context.ts';

const database = seededDatabase();
const onPostgres = process.env.TEST_DB === 'postgres';

describe('prepared statements (PostgreSQL)', () => {
  it('runs on the engine the suite was asked for', () => {
    expect(database.sql.name).toBe(onPostgres ? 'postgres' : 'sqlite');
  });

  it('prepares a read once per connection and answers every run with that run’s values', async () => {
    const { db } = database;
    // One transaction: one connection, so what it prepared is in its session's pg_prepared_statements.
    const { answers, prepared } = await db.transaction().execute(async (trx) => {
      const read = (clientId: number) =>
        trx
          .selectFrom('users')
          .select(['id', 'client_id'])
          .where('client_id', '=', clientId)
          .orderBy('id')
          .limit(2)
          .execute();
      const answers = [await read(3), await read(6), await read(3)];
      const prepared = onPostgres
        ? (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map(
            (r) => r.statement,
          )
        : [];
      return { answers, prepared };
    });
    expect(answers[0].every((r) => r.client_id === 3)).toBe(true);
    expect(answers[1].every((r) => r.client_id === 6)).toBe(true);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].length).toBe(2);
    if (onPostgres) {
      const text = db
        .selectFrom('users')
        .select(['id', 'client_id'])
        .where('client_id', '=', 3)
        .orderBy('id')
        .limit(2)
        .compile().sql;
      // Once, however many runs.
      expect(prepared.filter((s) => s === text)).toHaveLength(1);
    }
  });

  it('leaves unnamed the statements whose columns follow the table (select *) and transaction control', async () => {
    const { db } = database;
    const prepared = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('groups').selectAll().where('client_id', '=', 3).execute();
      return onPostgres
        ? (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map(
            (r) => r.statement,
          )
        : [];
    });
    expect(prepared.some((s) => /select \*|"groups"\.\*|^begin|^commit/i.test(s))).toBe(false);
    if (onPostgres) expect(prepared.length).toBeGreaterThan(0);
  });

  it('leaves unnamed the statements that test a pattern, planned for each pattern', async () => {
    const { db } = database;
    const search = (term: string) =>
      db.selectFrom('users').select('id').where('client_id', '=', 3).where('email', 'like', `%${term}%`);
    const prepared = await db.transaction().execute(async (trx) => {
      for (const term of ['asta', 'admin', 'x']) await trx.executeQuery(search(term).compile());
      await trx.selectFrom('users').select('id').where('client_id', '=', 3).limit(1).execute();
      return onPostgres
        ? (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows.map(
            (r) => r.statement,
          )
        : [];
    });
    expect(prepared.some((s) => / like /i.test(s))).toBe(false);
    if (onPostgres) expect(prepared.length).toBeGreaterThan(0);
  });
});
