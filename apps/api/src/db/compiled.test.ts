import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/context.ts';
import { runCompiled } from './compiled.ts';

const database = seededDatabase();

/** Users of a client, optionally of one status, by id from `after`: a query whose shape is the status filter's presence. */
function usersOf(shape: string, clientId: number, after: number, status: string | undefined, built: { count: number }) {
  const { db } = database;
  return runCompiled(db, shape, { clientId, after, status }, (p) => {
    built.count += 1;
    let query = db
      .selectFrom('users')
      .select(['id', 'client_id', 'status'])
      .where('client_id', '=', p('clientId'))
      .where('id', '>', p('after'));
    if (status !== undefined) query = query.where('status', '=', p('status'));
    return query.orderBy('id').limit(3);
  });
}

describe('queries compiled once per shape', () => {
  it('answers each call with its own values, as a query built for it would', async () => {
    const { db } = database;
    const built = { count: 0 };
    for (const [clientId, after] of [
      [3, 0],
      [6, 0],
      [3, 5],
    ] as const) {
      const rows = await usersOf('test.users', clientId, after, undefined, built);
      const expected = await db
        .selectFrom('users')
        .select(['id', 'client_id', 'status'])
        .where('client_id', '=', clientId)
        .where('id', '>', after)
        .orderBy('id')
        .limit(3)
        .execute();
      expect(rows).toEqual(expected);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.client_id === clientId && r.id > after)).toBe(true);
    }
    // The first run builds twice (the slotted query, then the check with its own values); later checked runs once.
    expect(built.count).toBe(4);
  });

  it('stops building once the first runs of a shape were checked', async () => {
    const built = { count: 0 };
    for (let i = 0; i < 20; i++) await usersOf('test.settled', 3, i, undefined, built);
    // One slotted build, and one full build for each of the 8 checked runs.
    expect(built.count).toBe(9);
  });

  it('refuses a shape key that misses a branch of the builder', async () => {
    const built = { count: 0 };
    await usersOf('test.branch', 3, 0, undefined, built);
    await expect(usersOf('test.branch', 3, 0, 'active', built)).rejects.toThrow(/does not fit this call/);
  });

  it('refuses a value that varies but was not passed through a slot', async () => {
    const { db } = database;
    const captured = (clientId: number) =>
      runCompiled(db, 'test.captured', { clientId }, () =>
        db.selectFrom('users').select('id').where('client_id', '=', clientId).limit(1),
      );
    expect(await captured(3)).toHaveLength(1);
    await expect(captured(6)).rejects.toThrow(/does not fit this call/);
  });

  it('names a missing value rather than binding undefined', async () => {
    const { db } = database;
    await expect(
      runCompiled(db, 'test.missing', {} as { clientId?: number }, (p) =>
        db.selectFrom('users').select('id').where('client_id', '=', p('clientId')),
      ),
    ).rejects.toThrow(/no value for slot 'clientId'/);
  });

  it('gives literal values as they are, one kept query per value', async () => {
    const { db } = database;
    const firstOf = (size: number) =>
      runCompiled(
        db,
        'test.literal',
        { clientId: 3, size },
        (p) =>
          db.selectFrom('users').select('id').where('client_id', '=', p('clientId')).orderBy('id').limit(p('size')),
        ['size'],
      );
    const expected = (size: number) =>
      db.selectFrom('users').select('id').where('client_id', '=', 3).orderBy('id').limit(size).execute();
    for (const size of [1, 3, 1, 2]) {
      const rows = await firstOf(size);
      expect(rows).toHaveLength(size);
      expect(rows).toEqual(await expected(size));
    }
  });
});

describe('page bounds in the SQL', () => {
  it('writes whole-number LIMIT and OFFSET values as literals and binds the rest', () => {
    const { db } = database;
    const compiled = db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 3)
      .orderBy('id')
      .limit(20)
      .offset(40)
      .compile();
    expect(compiled.sql).toMatch(/limit 20 offset 40$/);
    expect(compiled.parameters).toEqual([3]);
    // A value that is not a whole number stays a parameter (the database refuses it, as it would have).
    expect(db.selectFrom('users').select('id').limit(2.5).compile().sql).toMatch(/limit (\?|\$1)$/);
  });
});
