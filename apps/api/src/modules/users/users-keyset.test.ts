import { PAGINATION_MESSAGES } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../../db/search-keys.ts';
import { bearer, testContext, type TestContext } from '../../test/context.ts';

interface Item {
  user_id: number;
  user_info: { user_name: string; user_email: string };
  group: { id: number } | null;
}
interface PageBody {
  data: Item[];
  current_page: number;
  last_page: number;
  total: number;
  total_estimated: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
}

/**
 * Either every search goes through the per-row scan (small clients), or through the indexes as for millions of
 * users; 'sampled' samples the whole table, so a substring's sample proves a total above the limit and the
 * matches are read by walking the order without being counted.
 */
const MODES = {
  scan: undefined,
  indexed: { scanLimit: 0, fetchLimit: 3, exactTotalLimit: 12, sampleWindows: 4, sampleWidth: 50 },
  sampled: { scanLimit: 0, fetchLimit: 3, exactTotalLimit: 12, sampleWindows: 1, sampleWidth: 1_000_000 },
};

describe.each(Object.entries(MODES))('user lists by keyset (%s)', (_mode, listTuning) => {
  let ctx: TestContext;
  let admin3: string;
  let operator: string;

  beforeAll(async () => {
    ctx = await testContext({ listTuning });
    [admin3, operator] = await Promise.all([ctx.token('admin@asta.demo', 3), ctx.token('admin@admin.demo', 16)]);
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = admin3) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  const page = async (url: string, token = admin3): Promise<PageBody> => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const ids = (body: PageBody) => body.data.map((u) => u.user_id);

  /** The live users of a client in list order (name_key, id), as the database holds them. */
  const expected = async (
    clientId: number,
    where: (u: { group_id: number | null; name_key: string; email: string }) => boolean = () => true,
  ) => {
    const rows = await ctx.database.db
      .selectFrom('users')
      .select(['id', 'name_key', 'email', 'group_id'])
      .where('client_id', '=', clientId)
      .where('deleted_at', 'is', null)
      .execute();
    return rows
      .filter(where)
      .sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id))
      .map((r) => r.id);
  };

  /** Follows next_cursor from the first page, then prev_cursor back from the last. */
  async function walk(base: string, token = admin3) {
    const forward: number[] = [];
    let body = await page(`${base}&per_page=7`, token);
    expect(body.prev_cursor).toBeNull();
    for (let n = 1; ; n++) {
      expect(body.current_page).toBe(n);
      forward.push(...ids(body));
      if (!body.next_cursor) break;
      body = await page(`${base}&per_page=7&page=${n + 1}&cursor=${body.next_cursor}`, token);
    }
    const backward: number[] = [];
    body = await page(`${base}&per_page=7&cursor=last`, token);
    expect(body.next_cursor).toBeNull();
    expect(body.current_page).toBe(body.last_page);
    for (;;) {
      backward.unshift(...ids(body));
      if (!body.prev_cursor) break;
      body = await page(`${base}&per_page=7&page=${body.current_page - 1}&cursor=${body.prev_cursor}`, token);
    }
    expect(body.current_page).toBe(1);
    return { forward, backward };
  }

  it('pages forward and backward (from cursor=last) over every user exactly once, in order', async () => {
    const all = await expected(3);
    const { forward, backward } = await walk('/api/v2/admin/asap-user?search=');
    expect(forward).toEqual(all);
    expect(backward).toEqual(all);
    const first = await page('/api/v2/admin/asap-user?per_page=7');
    expect(first).toMatchObject({ total: all.length, total_estimated: false, last_page: Math.ceil(all.length / 7) });
  });

  it('keeps the group filter across cursors; a cursor issued for other filters answers 422', async () => {
    const group = await ctx.database.db
      .selectFrom('groups')
      .select('id')
      .where('client_id', '=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { forward, backward } = await walk(`/api/v2/admin/asap-user/search?group=${group.id}`);
    const inGroup = await expected(3, (u) => u.group_id === group.id);
    expect(forward).toEqual(inGroup);
    expect(backward).toEqual(inGroup);
    const next = (await page(`/api/v2/admin/asap-user?group=${group.id}&per_page=5`)).next_cursor;
    const reused = await get(`/api/v2/admin/asap-user?per_page=5&cursor=${next}`);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ cursor: [PAGINATION_MESSAGES.cursor] });
  });

  it('answers 422, never 500, for malformed, tampered and unknown cursors', async () => {
    const good = (await page('/api/v2/admin/asap-user?per_page=5')).next_cursor as string;
    const decoded = Buffer.from(good, 'base64url').toString();
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'x',
      '%%%',
      forged('a1'),
      forged(decoded.replace(/\.(.)/, '.Z')),
      forged(decoded.replace(/^a\d+/, 'a999999')),
      forged(`c${decoded.slice(1)}`),
      good.slice(0, -2),
    ]) {
      const res = await get(`/api/v2/admin/asap-user?per_page=5&cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().errors.cursor).toEqual([PAGINATION_MESSAGES.cursor]);
    }
  });

  it('refuses a page number too deep for OFFSET without a cursor', async () => {
    expect((await get('/api/v2/admin/asap-user?per_page=20&page=500')).statusCode).toBe(200);
    const deep = await get('/api/v2/admin/asap-user?per_page=20&page=501');
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors).toEqual({ page: [PAGINATION_MESSAGES.deepPage] });
  });

  it('searches 1-2 characters as name or e-mail prefixes, 3+ as substrings, ignoring accents and case', async () => {
    const names = (body: PageBody) => body.data.map((u) => u.user_info.user_name);
    const emails = (body: PageBody) => body.data.map((u) => u.user_info.user_email);
    // 'ad': the name 'Administrador Asta'; 'me': no name starts with it, the e-mail member@asta.demo does.
    expect(names(await page('/api/v2/admin/asap-user?search=ad&per_page=100'))).toEqual(['Administrador Asta']);
    expect(emails(await page('/api/v2/admin/asap-user?search=ME&per_page=100'))).toEqual(['member@asta.demo']);
    // Two characters inside a word do not match: 'ni' is in 'Administrador' but starts nothing.
    expect((await page('/api/v2/admin/asap-user?search=ni&per_page=100')).total).toBe(0);
    expect(names(await page('/api/v2/admin/asap-user?search=inistr&per_page=100'))).toEqual(['Administrador Asta']);

    const accented = await expected(3, (u) => u.name_key.includes('joao'));
    expect(accented.length).toBeGreaterThan(0);
    for (const term of ['joao', 'JOÃO', 'João']) {
      const body = await page(`/api/v2/admin/asap-user?search=${encodeURIComponent(term)}&per_page=100`);
      expect(ids(body), term).toEqual(accented);
      expect(names(body).every((n) => n.includes('João'))).toBe(true);
    }
    const otavio = await page('/api/v2/admin/asap-user?search=otavio&per_page=100');
    expect(otavio.total).toBeGreaterThan(0);
    expect(names(otavio).every((n) => searchKey(n).includes('otavio'))).toBe(true);
    expect((await page('/api/v2/admin/asap-user?search=%25%25%25')).total).toBe(0);
  });

  it('pages a search by cursor over exactly its matches', async () => {
    const matches = await expected(3, (u) => u.name_key.includes('ira') || u.email.includes('ira'));
    expect(matches.length).toBeGreaterThan(7);
    const { forward, backward } = await walk('/api/v2/admin/asap-user?search=ira');
    expect(forward).toEqual(matches);
    expect(backward).toEqual(matches);
  });

  it('never shows another client’s users: search and cursors stay within the client', async () => {
    const foreign = await ctx.database.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('client_id', '=', 6)
      .where('email', '=', 'ana@fitness-link.demo')
      .executeTakeFirstOrThrow();
    expect((await page(`/api/v2/admin/asap-user?search=${encodeURIComponent(foreign.email)}`)).total).toBe(0);
    expect((await page('/api/v2/admin/asap-user?search=fitness&per_page=100')).data).toEqual([]);
    const theirs = await page('/api/v2/admin/asap-user?client_id=6&per_page=5', operator);
    expect(theirs.data.every((u) => u.user_info.user_email.endsWith('@fitness-link.demo'))).toBe(true);
    expect((await get(`/api/v2/admin/asap-user?per_page=5&cursor=${theirs.next_cursor}`)).statusCode).toBe(422);
  });
});

describe('user list totals', () => {
  let ctx: TestContext;
  let admin3: string;
  beforeAll(async () => {
    ctx = await testContext({ listTuning: MODES.indexed });
    admin3 = await ctx.token('admin@asta.demo', 3);
  });
  afterAll(() => ctx.close());

  const total = async (query: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v2/admin/asap-user?${query}`, headers: bearer(admin3) })).json()
      .data;

  it('estimates a searched total above the exact limit, and says so; counted totals stay exact', async () => {
    const searched = await total('search=asta');
    expect(searched.total_estimated).toBe(true);
    expect(searched.total).toBeGreaterThan(MODES.indexed.exactTotalLimit);
    expect(searched.last_page).toBe(Math.max(1, Math.ceil(searched.total / 20)));
    const few = await total('search=administrador');
    expect(few).toMatchObject({ total: 1, total_estimated: false });
    const all = await total('per_page=20');
    expect(all.total_estimated).toBe(false);
    expect(all.total).toBeGreaterThan(MODES.indexed.exactTotalLimit);
  });

  it('takes a sample that proves many substring matches as the flagged total, with the same rows and order as a scan', async () => {
    const sampled = await testContext({ listTuning: MODES.sampled });
    try {
      const token = await sampled.token('admin@asta.demo', 3);
      const get = async (query: string) =>
        (
          await sampled.app.inject({ method: 'GET', url: `/api/v2/admin/asap-user?${query}`, headers: bearer(token) })
        ).json().data;
      const rows = await sampled.database.db
        .selectFrom('users')
        .select(['id', 'name_key'])
        .where('client_id', '=', 3)
        .where('deleted_at', 'is', null)
        .where('email', 'like', '%asta%')
        .execute();
      const inOrder = rows
        .sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id))
        .map((r) => r.id);
      expect(inOrder.length).toBeGreaterThan(MODES.sampled.exactTotalLimit + 3 * Math.sqrt(inOrder.length));
      // The sample is the whole table here: the estimate is the count, still flagged.
      const seen: number[] = [];
      for (let body = await get('search=asta&per_page=7'), n = 2; ; n++) {
        expect(body).toMatchObject({ total: inOrder.length, total_estimated: true });
        seen.push(...body.data.map((u: Item) => u.user_id));
        if (!body.next_cursor) break;
        body = await get(`search=asta&per_page=7&page=${n}&cursor=${body.next_cursor}`);
      }
      expect(seen).toEqual(inOrder);
      expect(await get('search=administrador')).toMatchObject({ total: 1, total_estimated: false });
    } finally {
      await sampled.close();
    }
  });

  it('keeps the live-user counters right through create, group moves and delete', async () => {
    const counters = async () => {
      const rows = await ctx.database.db
        .selectFrom('user_counts')
        .select(['client_id', 'group_id', 'regional_id', 'live'])
        .where('live', '!=', 0)
        .orderBy('client_id')
        .orderBy('group_id')
        .orderBy('regional_id')
        .execute();
      return rows.map((r) => `${r.client_id}/${r.group_id}/${r.regional_id}=${r.live}`);
    };
    const recount = async () => {
      const rows = await ctx.database.db
        .selectFrom('users')
        .select((eb) => [
          'client_id',
          eb.fn.coalesce('group_id', eb.lit(0)).as('g'),
          eb.fn.coalesce('regional_id', eb.lit(0)).as('r'),
          eb.fn.countAll<number | string>().as('n'),
        ])
        .where('deleted_at', 'is', null)
        .groupBy(['client_id', 'group_id', 'regional_id'])
        .orderBy('client_id')
        .orderBy('g')
        .orderBy('r')
        .execute();
      return rows.map((r) => `${r.client_id}/${r.g}/${r.r}=${Number(r.n)}`);
    };
    expect(await counters()).toEqual(await recount());
    const groups = await ctx.database.db
      .selectFrom('groups')
      .select('id')
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
    const before = (await total('per_page=1')).total;
    const inGroup = (await total(`group=${groups[2].id}`)).total;

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/admin/asap-user/store',
      headers: bearer(admin3),
      payload: { name: 'Íris Conceição', email: 'i.c@asta.demo', group_id: groups[0].id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await total('per_page=1')).total).toBe(before + 1);
    expect((await total('search=conceicao')).data.map((u: Item) => u.user_id)).toEqual([id]);

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v2/admin/asap-user/${id}/update`,
      headers: bearer(admin3),
      payload: { group_id: groups[2].id, name: 'Íris Nogueira' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await total(`group=${groups[2].id}`)).total).toBe(inGroup + 1);
    expect((await total('search=conceicao')).total).toBe(0);
    expect((await total('search=nogueira')).total).toBe(1);
    expect(await counters()).toEqual(await recount());

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/user/delete/${id}`, headers: bearer(admin3) }))
        .statusCode,
    ).toBe(200);
    expect((await total('per_page=1')).total).toBe(before);
    expect((await total(`group=${groups[2].id}`)).total).toBe(inGroup);
    expect((await total('search=nogueira')).total).toBe(0);
    expect(await counters()).toEqual(await recount());
  });
});
