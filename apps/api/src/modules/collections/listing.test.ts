import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionByEntity, EXACT_TOTAL_LIMIT } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { listTotal, planList } from './listing.ts';

/** The totals of big searches (issue 12, "Scale"): what the plan's sample lets the list skip. */

let kit: TestKit;
const produtos = collectionByEntity('produtos')!;
const CLIENT = 3;

beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

/** The client's counters claim `live` products (the table keeps its demo rows). */
const claim = (live: number) =>
  kit.db.updateTable('collection_counts' as never).set({ live } as never).where('tbl' as never, '=', 'c_produtos' as never).where('client_id' as never, '=', CLIENT as never).where('parent_id' as never, '=', 0 as never).execute();

/** The plan of a search of client 3's products, with the sample its newest rows gave (as a million-row list would). */
async function searched(sample: { seen: number; matched: number }) {
  const { db, sql } = kit.database;
  const plan = await planList(db, sql, produtos, CLIENT, { search: 'sem resultado algum' });
  return { db, sql, plan: { ...plan, sample } };
}

describe('the total of a search', () => {
  it('is estimated from the sample and the counters, without counting, when the sample shows it far past the exact limit', async () => {
    await claim(1_000_000);
    const { db, sql, plan } = await searched({ seen: 2_000, matched: 100 });
    // Counting would find none of these rows: the answer comes from the sample alone.
    expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 50_000, estimated: true });
    expect(50_000).toBeGreaterThan(2 * EXACT_TOTAL_LIMIT);
  });

  it('is counted when the sample holds few matches or points near the limit', async () => {
    await claim(1_000_000);
    for (const sample of [
      { seen: 2_000, matched: 3 },
      { seen: 2_000, matched: 40 },
    ]) {
      const { db, sql, plan } = await searched(sample);
      expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 0, estimated: false });
    }
  });
});
