import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';

describe('GET /api/v2/admin/aniversariantes', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await testKit();
  });
  afterAll(() => kit.close());

  it("answers the client's live members born in the month, by day, with the age they turn", async () => {
    const res = await kit.call('GET', '/api/v2/admin/aniversariantes?client_id=3&month=5&per_page=100', kit.admin3);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().data;
    const expected = await kit.db
      .selectFrom('users')
      .select(['id', 'birth_date'])
      .where('client_id', '=', 3)
      .where('deleted_at', 'is', null)
      .where('status', '=', 'active')
      .where('birth_date', 'like', '%-05-%')
      .execute();
    expect(total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.map((d: { id: number }) => d.id).sort()).toEqual(expected.map((e) => e.id).sort());
    const days = data.map((d: { day: number }) => d.day);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const year = new Date().getUTCFullYear();
    for (const item of data) expect(item.turns).toBe(year - Number(item.birth_date.slice(0, 4)));
  });

  it("never shows another client's members, and needs the tag", async () => {
    const own = await kit.call('GET', '/api/v2/admin/aniversariantes?client_id=6&month=5&per_page=100', kit.admin6);
    const ids = new Set(own.json().data.data.map((d: { id: number }) => d.id));
    const asta = await kit.call('GET', '/api/v2/admin/aniversariantes?client_id=3&month=5&per_page=100', kit.admin3);
    expect(asta.json().data.data.some((d: { id: number }) => ids.has(d.id))).toBe(false);
    expect((await kit.call('GET', '/api/v2/admin/aniversariantes?client_id=3&month=5', kit.member3)).statusCode).toBe(
      403,
    );
    expect((await kit.call('GET', '/api/v2/admin/aniversariantes?client_id=3&month=13', kit.admin3)).statusCode).toBe(
      422,
    );
  });
});
