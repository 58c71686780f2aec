import { isValidCpf } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_PER_CLIENT } from '../../db/seed/data.ts';
import { bearer, demoTokens, testContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let admin6: string;
let operator: string;

beforeAll(async () => {
  ctx = await testContext();
  ({ admin3, member3, admin6, operator } = await demoTokens(ctx));
});
afterAll(() => ctx.close());

const get = (url: string, token = admin3) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const TOTAL = MEMBERS_PER_CLIENT + 3;

/** A user id of client 6 (not the admin). */
async function client6UserId(): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', 6)
    .where('email', '=', 'ana@fitness-link.demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/v2/admin/asap-user', () => {
  it('pages the client’s users ordered by name then id, with the client shape', async () => {
    const res = await get('/api/v2/admin/asap-user?per_page=25');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 25, total: TOTAL, last_page: Math.ceil(TOTAL / 25) });
    expect(page.data).toHaveLength(25);
    const item = page.data[0];
    expect(Object.keys(item).sort()).toEqual([
      'cargo',
      'group',
      'regional',
      'status',
      'unidade',
      'user_id',
      'user_info',
    ]);
    expect(Object.keys(item.user_info).sort()).toEqual(['picture', 'user_email', 'user_id', 'user_name']);
    expect(item.user_info.user_id).toBe(item.user_id);
    const names = page.data.map((u: { user_info: { user_name: string } }) => u.user_info.user_name.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const last = (await get(`/api/v2/admin/asap-user?per_page=25&page=${page.last_page}`)).json().data;
    expect(last.data).toHaveLength(TOTAL - 25 * (page.last_page - 1));
  });

  it('never shows another client’s users', async () => {
    const all = (await get('/api/v2/admin/asap-user?all=1')).json().data as { user_info: { user_email: string } }[];
    expect(all).toHaveLength(TOTAL);
    expect(all.every((u) => u.user_info.user_email.endsWith('@asta.demo'))).toBe(true);
  });

  it('filters by group and regional', async () => {
    const groups = await ctx.database.db
      .selectFrom('groups')
      .select(['id', 'name'])
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
    const res = (await get(`/api/v2/admin/asap-user?group=${groups[1].id}&per_page=100`)).json().data;
    expect(res.total).toBeGreaterThan(0);
    expect(res.total).toBeLessThan(TOTAL);
    expect(
      res.data.every(
        (u: { group: { id: number; name: string } }) => u.group?.id === groups[1].id && u.group.name === groups[1].name,
      ),
    ).toBe(true);
    const regionals = await ctx.database.db
      .selectFrom('regionals')
      .select('id')
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
    const both = (
      await get(`/api/v2/admin/asap-user?group=${groups[1].id}&regional=${regionals[0].id}&per_page=100`)
    ).json().data;
    expect(both.total).toBeLessThan(res.total);
    expect(both.data.every((u: { regional: { id: number } }) => u.regional.id === regionals[0].id)).toBe(true);
    // A group of another client matches nobody.
    const foreign = await ctx.database.db
      .selectFrom('groups')
      .select('id')
      .where('client_id', '=', 6)
      .executeTakeFirstOrThrow();
    expect((await get(`/api/v2/admin/asap-user?group=${foreign.id}`)).json().data.total).toBe(0);
  });

  it('?all=1 answers an unpaginated list; ?id= answers exactly those users of the client', async () => {
    const all = (await get('/api/v2/admin/asap-user?all=1&search=silva')).json().data;
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThan(0);
    const foreign = await client6UserId();
    const ids = [all[0].user_id, all[1].user_id, foreign];
    const some = (await get(`/api/v2/admin/asap-user?id=${ids.join(',')}`)).json().data;
    expect(some.map((u: { user_id: number }) => u.user_id).sort()).toEqual([all[0].user_id, all[1].user_id].sort());
    expect((await get('/api/v2/admin/asap-user?id=1,x')).statusCode).toBe(422);
  });

  it('searches name or e-mail, case-insensitively, by substring', async () => {
    const byName = (await get('/api/v2/admin/asap-user?search=ADMINISTRADOR')).json().data;
    expect(byName.total).toBe(1);
    expect(byName.data[0].user_info.user_email).toBe('admin@asta.demo');
    const byEmail = (await get('/api/v2/admin/asap-user?search=member@asta')).json().data;
    expect(byEmail.data.map((u: { user_info: { user_email: string } }) => u.user_info.user_email)).toEqual([
      'member@asta.demo',
    ]);
    expect((await get('/api/v2/admin/asap-user?search=%25')).json().data.total).toBe(0);
  });

  it('refuses members (no usuarios) and foreign ?client_id; platform administrators act for any client', async () => {
    expect((await get('/api/v2/admin/asap-user', member3)).statusCode).toBe(403);
    expect((await get('/api/v2/admin/asap-user?client_id=6')).statusCode).toBe(403);
    const res = (await get('/api/v2/admin/asap-user?client_id=6&all=1', operator)).json().data;
    expect(
      res.every((u: { user_info: { user_email: string } }) => u.user_info.user_email.endsWith('@fitness-link.demo')),
    ).toBe(true);
    expect((await get('/api/v2/admin/asap-user')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/asap-user' })).statusCode).toBe(401);
  });
});

describe('GET /api/v2/admin/asap-user/search', () => {
  it('pages the matches, optionally within a group', async () => {
    const res = (await get('/api/v2/admin/asap-user/search?search=a&page=2&per_page=10')).json().data;
    expect(res).toMatchObject({ current_page: 2, per_page: 10 });
    expect(res.data.length).toBeLessThanOrEqual(10);
    const groups = await ctx.database.db
      .selectFrom('groups')
      .select('id')
      .where('client_id', '=', 3)
      .orderBy('id')
      .execute();
    const inGroup = (await get(`/api/v2/admin/asap-user/search?search=a&group=${groups[0].id}&per_page=100`)).json()
      .data;
    expect(inGroup.data.every((u: { group: { id: number } }) => u.group.id === groups[0].id)).toBe(true);
  });
});

describe('GET /api/v2/admin/asap-user/list/users', () => {
  it('answers the flat picker shape, paginated', async () => {
    const res = (await get('/api/v2/admin/asap-user/list/users?per_page=5&search=asta.demo')).json().data;
    expect(res.total).toBe(TOTAL);
    expect(res.data).toHaveLength(5);
    expect(Object.keys(res.data[0]).sort()).toEqual(['email', 'name', 'picture', 'user_id']);
  });
});

describe('GET /api/v2/admin/asap-user/{id} and /dados/{id}', () => {
  it('answers one user and the full record with custom field values', async () => {
    const ana = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@asta.demo')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('user_field_values')
      .values({ client_id: 3, user_id: ana.id, field_key: 'camiseta', value: JSON.stringify('M') })
      .execute();
    const item = (await get(`/api/v2/admin/asap-user/${ana.id}`)).json().data;
    expect(item.user_info).toMatchObject({ user_id: ana.id, user_email: 'ana@asta.demo' });
    const record = (await get(`/api/v2/admin/asap-user/dados/${ana.id}`)).json().data;
    expect(record).toMatchObject({
      id: ana.id,
      email: 'ana@asta.demo',
      status: 'active',
      role: 'member',
      fields: { camiseta: 'M' },
    });
    expect(isValidCpf(record.cpf)).toBe(true);
    expect(record.birth_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(record.address).toMatchObject({
      street: expect.any(String),
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(record).not.toHaveProperty('password_hash');
  });

  it('answers 404 for another client’s user, for unknown ids, and refuses malformed ids', async () => {
    const foreign = await client6UserId();
    expect((await get(`/api/v2/admin/asap-user/${foreign}`)).statusCode).toBe(404);
    expect((await get(`/api/v2/admin/asap-user/dados/${foreign}`)).statusCode).toBe(404);
    expect((await get(`/api/v2/admin/asap-user/dados/${foreign}`, admin6)).statusCode).toBe(200);
    expect((await get('/api/v2/admin/asap-user/999999')).statusCode).toBe(404);
    expect((await get('/api/v2/admin/asap-user/abc')).statusCode).toBe(422);
  });
});

describe('user form', () => {
  it('lists the active fields in order, standard then custom', async () => {
    const fields = (await get('/api/v2/admin/user/form/list')).json().data as {
      key: string;
      order: number;
      custom: boolean;
      active: boolean;
      options?: unknown[];
    }[];
    expect(fields.map((f) => f.key)).toEqual([
      'name',
      'email',
      'cpf',
      'phone',
      'birth_date',
      'postal_code',
      'address',
      'group_id',
      'regional_id',
      'matricula',
      'camiseta',
      'newsletter',
    ]);
    expect(fields.every((f) => f.active)).toBe(true);
    expect(fields.find((f) => f.key === 'group_id')?.options).toHaveLength(3);
    expect(fields.find((f) => f.key === 'camiseta')).toMatchObject({ type: 'select', custom: true, required: false });
  });

  it('listAll includes inactive fields', async () => {
    const fields = (await get('/api/v2/admin/user/form/listAll')).json().data as { key: string; active: boolean }[];
    expect(fields.find((f) => f.key === 'codigo_antigo')).toMatchObject({ active: false });
  });

  it('the definition carries the client’s required flags', async () => {
    expect((await get('/api/v2/admin/user/form')).json().data.required).toEqual(['name', 'email']);
    const operatorView = (await get('/api/v2/admin/user/form?client_id=8', operator)).json().data;
    expect(operatorView.required).toEqual(['name', 'email', 'cpf', 'unidade']);
    expect(
      (await get('/api/v2/admin/user/form', admin6)).json().data.fields.map((f: { key: string }) => f.key),
    ).toContain('plano');
  });
});
