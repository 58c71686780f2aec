import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/context.ts';
import { CLIENTS, volumeOf } from './data.ts';

let database: Awaited<ReturnType<typeof testDatabase>>['database'];
let dispose: () => Promise<void>;
beforeAll(async () => ({ database, dispose } = await testDatabase()));
afterAll(async () => {
  await database.close();
  await dispose();
});

const perClient = async (table: 'users' | 'sign_ins'): Promise<Record<number, number>> =>
  Object.fromEntries(
    (
      await database.db
        .selectFrom(table)
        .select('client_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .groupBy('client_id')
        .execute()
    ).map((r) => [r.client_id, Number(r.n)]),
  );

describe('demo volumes', () => {
  it('differ by client as the organisations do: gym chains largest, the school between, NGOs and the operator small', async () => {
    const users = await perClient('users');
    // The three demo accounts, then the client's members.
    expect(users).toEqual(Object.fromEntries(CLIENTS.map((c) => [c.id, volumeOf(c.id).members + 3])));
    const bySize = (counts: Record<number, number>) =>
      CLIENTS.map((c) => c.id).sort((a, b) => counts[b] - counts[a] || a - b);
    // Smart Fit, Fitness Link, Lele, Asta, Action Aid, Nova Terra, Admin.
    expect(bySize(users)).toEqual([8, 6, 15, 3, 9, 18, 16]);
    expect(new Set(Object.values(users)).size).toBe(CLIENTS.length);
    // The sign-in history follows the members.
    const signIns = await perClient('sign_ins');
    expect(signIns[8]).toBeGreaterThan(2 * signIns[9]);
    expect(signIns[16]).toBeLessThan(signIns[3]);
    // Seven clients of Asta's size, give or take: a fresh start seeds no more than it did.
    const total = Object.values(users).reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThanOrEqual(CLIENTS.length * 63);
  });
});
