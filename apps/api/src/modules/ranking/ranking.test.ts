import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';

describe('GET /api/v2/admin/ranking', () => {
  let kit: TestKit;
  beforeAll(async () => {
    kit = await testKit();
  });
  afterAll(() => kit.close());

  it('ranks members by the sum of their points ledger, highest first, and follows new entries', async () => {
    const before = (await kit.call('GET', '/api/v2/admin/ranking?client_id=3&per_page=100', kit.admin3)).json().data;
    expect(before.data.length).toBeGreaterThan(1);
    const points = before.data.map((r: { points: number }) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(before.data.map((r: { position: number }) => r.position)).toEqual(
      before.data.map((_: unknown, i: number) => i + 1),
    );

    const last = before.data[before.data.length - 1];
    const lift = before.data[0].points - last.points + 1;
    const entry = await kit.call('POST', '/api/v2/admin/pontos?client_id=3', kit.admin3, {
      usuario: last.user_id,
      pontos: lift,
      motivo: 'Bônus de teste',
      origem: 'ajuste',
      data: '2026-01-15',
    });
    expect(entry.statusCode).toBe(201);
    const after = (await kit.call('GET', '/api/v2/admin/ranking?client_id=3&per_page=100', kit.admin3)).json().data;
    expect(after.data[0]).toMatchObject({
      user_id: last.user_id,
      position: 1,
      points: last.points + lift,
      entries: last.entries + 1,
    });

    const january = (
      await kit.call('GET', '/api/v2/admin/ranking?client_id=3&from=2026-01-15&to=2026-01-15', kit.admin3)
    ).json().data;
    expect(january.data.find((r: { user_id: number }) => r.user_id === last.user_id)).toMatchObject({
      points: expect.any(Number),
    });
    expect(january.data.every((r: { entries: number }) => r.entries >= 1)).toBe(true);
  });

  it('refuses a reversed period, other clients see their own, members without the tag 403', async () => {
    expect(
      (await kit.call('GET', '/api/v2/admin/ranking?client_id=3&from=2026-02-01&to=2026-01-01', kit.admin3)).statusCode,
    ).toBe(422);
    const six = (await kit.call('GET', '/api/v2/admin/ranking?client_id=6&per_page=100', kit.admin6)).json().data.data;
    const members6 = new Set(
      (await kit.db.selectFrom('users').select('id').where('client_id', '=', 6).execute()).map((u) => u.id),
    );
    expect(six.every((r: { user_id: number }) => members6.has(r.user_id))).toBe(true);
    expect((await kit.call('GET', '/api/v2/admin/ranking?client_id=3', kit.member3)).statusCode).toBe(403);
  });

  it('ranks the members of one unit, regional or group alone, over any period', async () => {
    const all = (await kit.call('GET', '/api/v2/admin/ranking?client_id=3&per_page=100', kit.admin3)).json().data;
    const members = await kit.db
      .selectFrom('users')
      .select(['id', 'group_id', 'regional_id', 'unidade_id'])
      .where('client_id', '=', 3)
      .execute();
    const ranked = members.filter((m) => all.data.some((r: { user_id: number }) => r.user_id === m.id));
    for (const key of ['group_id', 'regional_id', 'unidade_id'] as const) {
      const some = ranked.find((m) => m[key] !== null);
      if (!some) continue;
      const res = await kit.call(
        'GET',
        `/api/v2/admin/ranking?client_id=3&per_page=100&${key}=${some[key]}&from=2000-01-01`,
        kit.admin3,
      );
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.data as { user_id: number; points: number }[];
      const inside = new Set(members.filter((m) => m[key] === some[key]).map((m) => m.id));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => inside.has(row.user_id))).toBe(true);
      expect(res.json().data.total).toBe(rows.length);
      // Each member's points are the same as on the client's board.
      for (const row of rows)
        expect(row.points).toBe(all.data.find((r: { user_id: number }) => r.user_id === row.user_id).points);
    }
    const none = await kit.call('GET', '/api/v2/admin/ranking?client_id=3&group_id=999999', kit.admin3);
    expect(none.json().data.data).toEqual([]);
  });
});
