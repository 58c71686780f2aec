import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionByEntity, COLLECTIONS } from '@console/contract';
import type { Kysely } from 'kysely';
import { testDatabase } from '../../test/context.ts';
import { EXISTING_TABLES, tableOf } from '../collections/layout.ts';
import { CLIENTS, volumeOf } from './data.ts';
import { DEMO_MAKERS } from './collections/index.ts';
import { demoRowsOf } from './collections/demo.ts';

let database: Awaited<ReturnType<typeof testDatabase>>['database'];
let dispose: () => Promise<void>;
beforeAll(async () => ({ database, dispose } = await testDatabase()));
afterAll(async () => {
  await database.close();
  await dispose();
});

const perClient = async (table: string): Promise<Record<number, number>> =>
  Object.fromEntries(
    (
      await (database.db as unknown as Kysely<Record<string, { client_id: number }>>)
        .selectFrom(table)
        .select('client_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .groupBy('client_id')
        .execute()
    ).map((r) => [r.client_id, Number(r.n)]),
  );

/** Smart Fit, Fitness Link, Lele, Asta, Action Aid, Nova Terra, Admin: largest first. */
const BY_MEMBERS = [8, 6, 15, 3, 9, 18, 16];
const bySize = (counts: Record<number, number>) =>
  CLIENTS.map((c) => c.id).sort((a, b) => counts[b] - counts[a] || a - b);

describe('demo volumes', () => {
  it('differ by client as the organisations do: gym chains largest, the school between, NGOs and the operator small', async () => {
    const users = await perClient('users');
    // The three demo accounts, then the client's members.
    expect(users).toEqual(Object.fromEntries(CLIENTS.map((c) => [c.id, volumeOf(c.id).members + 3])));
    expect(bySize(users)).toEqual(BY_MEMBERS);
    expect(new Set(Object.values(users)).size).toBe(CLIENTS.length);
    // The sign-in history follows the members.
    const signIns = await perClient('sign_ins');
    expect(signIns[8]).toBeGreaterThan(2 * signIns[9]);
    expect(signIns[16]).toBeLessThan(signIns[3]);
    // Seven clients of Asta's size, give or take: a fresh start seeds no more than it did.
    const total = Object.values(users).reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThanOrEqual(CLIENTS.length * 63);
  });

  it("sizes every collection's demo rows by the client as its members, Asta's as its definition says", async () => {
    for (const entity of ['pedidos', 'eventos', 'suporte']) {
      const def = collectionByEntity(entity)!;
      const rows = await perClient(tableOf(def));
      // Asta, the reference client of the tests and the docs, keeps its rows; the others differ as their members do.
      expect(rows[3], entity).toBe(def.demoRows ?? 30);
      expect(bySize(rows), entity).toEqual(BY_MEMBERS);
      expect(new Set(Object.values(rows)).size, entity).toBe(CLIENTS.length);
    }
    const seeded = COLLECTIONS.filter(
      (def) => !def.readOnly && DEMO_MAKERS[def.entity] && !EXISTING_TABLES[def.entity],
    );
    let total = 0;
    let asta = 0;
    for (const def of seeded) {
      const rows = await perClient(tableOf(def));
      // Every client has rows of every collection, children included (they found parents), as many as its volume.
      expect(rows, def.entity).toEqual(Object.fromEntries(CLIENTS.map((c) => [c.id, demoRowsOf(def, c.id)])));
      expect(rows[3], def.entity).toBe(def.demoRows ?? 30);
      total += Object.values(rows).reduce((sum, n) => sum + n, 0);
      asta += rows[3];
    }
    // Seven clients of Asta's size, give or take: a fresh start seeds no more than it did.
    expect(total).toBeLessThanOrEqual(CLIENTS.length * asta);
    expect(total).toBeGreaterThan(0.9 * CLIENTS.length * asta);
  });
});
