import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bearer, testContext, type TestContext } from '../../test/context.ts';

/**
 * The unit and job role filters as for millions of members: no counter holds them, so with tiny tuning limits their
 * totals are sampled and counted up to the exact limit, and their pages still walk the filter's order index.
 */
const TUNING = { scanLimit: 0, fetchLimit: 3, exactTotalLimit: 12, sampleWindows: 4, sampleWidth: 50 };

let ctx: TestContext;
let admin3: string;
let many: number[];
let few: number[];
let unidade: number;
let cargo: number;

const page = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/asap-user?${query}`, headers: bearer(admin3) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { user_id: number }[];
    total: number;
    total_estimated: boolean;
    next_cursor: string | null;
  };
};

/** Every row of a filtered list, following next_cursor. */
async function walk(query: string): Promise<number[]> {
  const seen: number[] = [];
  for (let body = await page(`${query}&per_page=5`), n = 2; ; n++) {
    seen.push(...body.data.map((u) => u.user_id));
    if (!body.next_cursor) return seen;
    body = await page(`${query}&per_page=5&page=${n}&cursor=${body.next_cursor}`);
  }
}

beforeAll(async () => {
  ctx = await testContext({ listTuning: TUNING });
  admin3 = await ctx.token('admin@asta.demo', 3);
  const db = ctx.database.db;
  const ordered = (
    await db
      .selectFrom('users')
      .select(['id', 'name_key'])
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .execute()
  )
    .sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id))
    .map((r) => r.id);
  expect(ordered.length).toBeGreaterThan(30);
  // Every other user in a unit (more than the exact limit), and five of them also in a job role.
  many = ordered.filter((_, i) => i % 2 === 0);
  few = many.slice(0, 5);
  const first = async (table: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} where client_id = 3 order by id limit 1`.execute(db))
      .rows[0].id;
  [unidade, cargo] = [await first('c_unidades'), await first('c_cargos')];
  await db.updateTable('users').set({ unidade_id: unidade }).where('id', 'in', many).execute();
  await db.updateTable('users').set({ cargo_id: cargo }).where('id', 'in', few).execute();
});
afterAll(() => ctx.close());

describe('unit and job role filters at scale', () => {
  it('flags a total above the exact limit as estimated, and walks the unit’s users in list order', async () => {
    const body = await page(`unidade_id=${unidade}`);
    expect(body.total_estimated).toBe(true);
    expect(body.total).toBeGreaterThan(TUNING.exactTotalLimit);
    expect(await walk(`unidade_id=${unidade}`)).toEqual(many);
  });

  it('counts a small filtered total exactly, also with a search or both filters', async () => {
    expect(await page(`cargo_id=${cargo}`)).toMatchObject({ total: few.length, total_estimated: false });
    expect(await walk(`cargo_id=${cargo}&unidade_id=${unidade}`)).toEqual(few);
    const searched = await page(`unidade_id=${unidade}&search=zzzz-nobody`);
    expect(searched).toMatchObject({ total: 0, total_estimated: false, data: [] });
  });
});
