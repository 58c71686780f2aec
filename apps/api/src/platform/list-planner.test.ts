import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../test/context.ts';
import { bothSides, mergeSides, windowOf, type UserKey } from './list-planner.ts';
import { sampleUsers, userMatches } from './list-planner-repo.ts';

const key = (name_key: string, id: number): UserKey => ({ name_key, id });

describe('list planner windows', () => {
  const keys = [key('ana', 4), key('ana', 9), key('bia', 2), key('caio', 7), key('duda', 1)];
  it('reads a window of sorted keys as a walk of the order would, both ways', () => {
    expect(windowOf(keys, { order: 'asc', offset: 1, limit: 2 })).toEqual([key('ana', 9), key('bia', 2)]);
    expect(windowOf(keys, { order: 'asc', from: key('ana', 9), offset: 0, limit: 2 })).toEqual([
      key('bia', 2),
      key('caio', 7),
    ]);
    expect(windowOf(keys, { order: 'desc', from: key('caio', 7), offset: 0, limit: 2 })).toEqual([
      key('bia', 2),
      key('ana', 9),
    ]);
    expect(windowOf(keys, { order: 'desc', offset: 0, limit: 2 })).toEqual([key('duda', 1), key('caio', 7)]);
    expect(windowOf(keys, { order: 'asc', from: key('zeca', 1), offset: 0, limit: 2 })).toEqual([]);
  });
  it('merges the two sides of a prefix search into the seek’s page', () => {
    const seek = { order: 'asc' as const, offset: 1, limit: 2 };
    expect(bothSides(seek)).toEqual({ order: 'asc', offset: 0, limit: 3 });
    expect(mergeSides([key('ana', 4), key('caio', 7)], [key('bia', 2)], seek)).toEqual([key('bia', 2), key('caio', 7)]);
    expect(
      mergeSides([key('ana', 4), key('caio', 7)], [key('bia', 2)], { order: 'desc', offset: 0, limit: 2 }),
    ).toEqual([key('caio', 7), key('bia', 2)]);
  });
});

describe('sampleUsers', () => {
  const database = seededDatabase();

  it('reads every sample window in one statement and counts what the windows one by one count', async () => {
    const statements: string[] = [];
    // Called once per statement run (transformQuery also sees the parts of a statement).
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => (statements.push(args.queryId.queryId), args.result),
    };
    const db = database.db.withPlugin(counting);
    const match = { kind: 'contains' as const, term: 'asta' };
    const scoped = () => db.selectFrom('users as u').where('u.client_id', '=', 3).where('u.deleted_at', 'is', null);
    const windows = 4;
    const width = 20;
    const sample = await sampleUsers(db, scoped, (eb) => userMatches(eb, database.sql, match), windows, width);
    // The highest id, then the windows together.
    expect(statements).toHaveLength(2);

    const top = Number(
      (
        await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirstOrThrow()
      ).max,
    );
    const expected = { seen: 0, matched: 0 };
    for (let w = 0; w < windows; w++) {
      const low = Math.floor((top * w) / windows);
      const rows = await database.db
        .selectFrom('users')
        .select(['email', 'name_key'])
        .where('client_id', '=', 3)
        .where('deleted_at', 'is', null)
        .where('id', '>', low)
        .where('id', '<=', low + width)
        .execute();
      expected.seen += rows.length;
      expected.matched += rows.filter((r) => r.email.includes('asta') || r.name_key.includes('asta')).length;
    }
    expect(expected.seen).toBeGreaterThan(0);
    expect(expected.matched).toBeGreaterThan(0);
    expect(sample).toEqual(expected);
  });
});
