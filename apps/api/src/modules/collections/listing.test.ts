import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionByEntity, EXACT_TOTAL_LIMIT } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { listBatches, listTotal, planList } from './listing.ts';

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
async function searched(sample: { seen: number; matched: number }, plan: 'test' | 'candidates' = 'candidates') {
  const { db, sql } = kit.database;
  const planned = await planList(db, sql, produtos, CLIENT, { search: 'sem resultado algum' });
  const search = planned.list.search && { ...planned.list.search, plan };
  return { db, sql, plan: { ...planned, list: { ...planned.list, search }, sample } };
}

/** The SQL text of every query run through the returned handle. */
function recorded() {
  const texts: string[] = [];
  const textOf = (node: unknown): string => {
    if (!node || typeof node !== 'object') return '';
    const fields = node as Record<string, unknown>;
    const own = Array.isArray(fields.sqlFragments) ? (fields.sqlFragments as string[]) : [];
    return [...own, ...Object.values(fields).flatMap((v) => (Array.isArray(v) ? v.map(textOf) : [textOf(v)]))].join(' ');
  };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      texts.push(textOf(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: kit.database.db.withPlugin(plugin), texts };
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

  it('is counted from the search index even when the page walks the order testing rows', async () => {
    await claim(1_000_000);
    const { sql, plan } = await searched({ seen: 2_000, matched: 10 }, 'test');
    const { db, texts } = recorded();
    expect(await listTotal(db, sql, produtos, plan)).toEqual({ total: 0, estimated: false });
    const count = texts.find((t) => t.includes('count(*)'));
    // The trigram index: FTS5 MATCH on SQLite, pg_trgm's LIKE on PostgreSQL (a row test is instr / strpos).
    expect(count).toMatch(sql.name === 'sqlite' ? / match / : / like /);
  });
});

describe('the batches of an export', () => {
  it('give the event loop a turn between batches, so what was written reaches the socket while the rest is read', async () => {
    const { db, sql } = kit.database;
    const plan = await planList(db, sql, produtos, CLIENT, {});
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    const seen: boolean[] = [];
    for await (const batch of listBatches(db, sql, plan, 2)) {
      seen.push(turned);
      if (seen.length === 3) break;
      expect(batch).toHaveLength(2);
    }
    expect(seen.slice(1)).toEqual([true, true]);
  });
});
