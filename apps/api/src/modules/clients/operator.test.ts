import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asapClientResponse,
  CLIENT_MESSAGES,
  CLIENTS,
  clientListResponse,
  publicClientResponse,
} from '@console/contract';
import { toMillis } from '../../db/dialects/index.ts';
import { DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';
import { signIn } from '../../test/sign-in.ts';

/**
 * The platform operator's view of the clients (issue 13): the list with users and last activity, suspension and
 * reactivation (a suspended client's users cannot sign in), and the public lookup of a client by slug or id.
 */

let now = Date.parse('2026-04-01T09:00:00Z');
let ctx: TestContext;
let operator: string;
let admin3: string;

beforeAll(async () => {
  ctx = await testContext({ clock: () => now });
  operator = await ctx.token('admin@admin.demo', 16);
  now += 60_000;
  admin3 = await ctx.token('admin@asta.demo', 3);
});
afterAll(() => ctx.close());

const list = async (query = '', token = operator) => {
  const res = await ctx.call('GET', `/api/v2/admin/asap-client${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return clientListResponse.parse(res.json()).data;
};
const liveUsers = async (clientId: number) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
const action = (
  clientId: number,
  verb: 'suspend' | 'reactivate',
  token = operator,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/admin/asap-client/${clientId}/${verb}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
const lookup = (query: string) => ctx.call('GET', `/api/v2/client/lookup${query}`);

describe('GET /api/v2/admin/asap-client', () => {
  it('lists every client in name order with its live users, colours and its own users’ newest sign-in', async () => {
    // The operator signing in on client 3's page later is not client 3's activity.
    now += 60_000;
    expect((await ctx.signIn('admin@admin.demo', DEMO_PASSWORD, 3)).statusCode).toBe(200);
    const page = await list();
    expect(page).toMatchObject({ current_page: 1, per_page: 20, last_page: 1, total: CLIENTS.length });
    expect(page.data.map((c) => c.name)).toEqual(CLIENTS.map((c) => c.name).sort());
    const asta = page.data.find((c) => c.id === 3);
    expect(asta).toMatchObject({
      slug: 'asta',
      login_url: '/asta/login',
      status: 'active',
      primary: '#1e3a8a',
      logo: null,
      created_at: null,
    });
    // The newest entry of the sign-in log by one of the client's own users (the demo seed's history included).
    const lastOwn = async (clientId: number) => {
      const row = await ctx.database.db
        .selectFrom('sign_ins as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('s.client_id', '=', clientId)
        .where('u.client_id', '=', clientId)
        .select('s.created_at')
        .orderBy('s.created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? new Date(toMillis(row.created_at)).toISOString() : null;
    };
    const operatorOnAsta = new Date(now).toISOString();
    expect(asta?.last_activity).toBe(await lastOwn(3));
    expect(asta?.last_activity).not.toBe(operatorOnAsta);
    for (const id of [16, 18]) expect(page.data.find((c) => c.id === id)?.last_activity).toBe(await lastOwn(id));
    for (const client of page.data) expect(client.users, client.name).toBe(await liveUsers(client.id));
    expect(asta?.users).toBeGreaterThan(2);
  });

  it('counts only live users: a deleted user leaves the count', async () => {
    const before = (await list()).data.find((c) => c.id === 3)?.users ?? 0;
    const member = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@asta.demo')
      .executeTakeFirstOrThrow();
    expect((await ctx.call('DELETE', `/api/v2/admin/user/delete/${member.id}`, admin3)).statusCode).toBe(200);
    expect((await list()).data.find((c) => c.id === 3)?.users).toBe(before - 1);
  });

  it('searches name or slug, case-insensitively; filters by status; pages', async () => {
    expect((await list('?search=FIT')).data.map((c) => c.name)).toEqual(['Fitness Link', 'Smart Fit']);
    expect((await list('?search=nova-t')).data.map((c) => c.id)).toEqual([18]);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?status=suspended')).total).toBe(0);
    const second = await list('?per_page=2&page=2');
    expect(second).toMatchObject({
      current_page: 2,
      per_page: 2,
      last_page: Math.ceil(CLIENTS.length / 2),
      total: CLIENTS.length,
    });
    expect(second.data.map((c) => c.name)).toEqual(
      CLIENTS.map((c) => c.name)
        .sort()
        .slice(2, 4),
    );
  });

  it('is the platform operator’s alone', async () => {
    expect((await ctx.call('GET', '/api/v2/admin/asap-client', admin3)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/admin/asap-client')).statusCode).toBe(401);
  });
});

describe('suspending and reactivating a client', () => {
  it('turns its users away, at sign-in and with tokens already issued (revoked), in their language; reactivation lets them sign in again', async () => {
    const admin6 = await ctx.token('admin@fitness-link.demo', 6);
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', admin6)).statusCode).toBe(200);

    const res = await action(6, 'suspend');
    expect(res.statusCode, res.body).toBe(200);
    expect(asapClientResponse.parse(res.json()).data.status).toBe('suspended');
    // Its tokens are revoked with the suspension (sign-in then says why: suspended).
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', admin6)).statusCode).toBe(401);
    const refused = await ctx.signIn('admin@fitness-link.demo', DEMO_PASSWORD, 6);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CLIENT_MESSAGES.suspended);
    const english = await signIn(ctx.app, 'member@fitness-link.demo', {
      clientId: 6,
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('This client is suspended. Contact the platform administrator.');
    // The platform operator does not sign in on its page either; other clients are untouched.
    expect((await ctx.signIn('admin@admin.demo', DEMO_PASSWORD, 6)).statusCode).toBe(403);
    expect((await ctx.signIn('admin@smartfit.demo', DEMO_PASSWORD, 8)).statusCode).toBe(200);
    expect((await lookup('?slug=fitness-link')).json().data.status).toBe('suspended');
    expect((await list('?status=suspended')).data.map((c) => c.id)).toEqual([6]);
    // Suspending again changes nothing.
    expect((await action(6, 'suspend')).statusCode).toBe(200);

    const back = await action(6, 'reactivate');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('active');
    const again = await ctx.signIn('admin@fitness-link.demo', DEMO_PASSWORD, 6);
    expect(again.statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', again.json().token)).statusCode).toBe(200);
    // A token issued before the suspension stays revoked.
    expect((await ctx.call('GET', '/api/v2/client/user/authenticated', admin6)).statusCode).toBe(401);

    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('client_id', '=', 6)
      .where('entity', '=', 'client')
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['client.suspend', 'client.reactivate']);
    expect(entries.map((e) => [JSON.parse(e.before ?? '{}').status, JSON.parse(e.after ?? '{}').status])).toEqual([
      ['active', 'suspended'],
      ['suspended', 'active'],
    ]);
    expect(toMillis(entries[0].created_at)).toBe(now);
  });

  it('refuses the platform client (422), unknown clients (404) and anyone but the operator (403)', async () => {
    const platform = await action(16, 'suspend');
    expect(platform.statusCode).toBe(422);
    expect(platform.json().errors).toEqual({ clientId: [CLIENT_MESSAGES.platformClient] });
    expect((await action(999, 'suspend')).statusCode).toBe(404);
    expect((await action(999, 'reactivate')).statusCode).toBe(404);
    expect((await action(3, 'suspend', admin3)).statusCode).toBe(403);
    expect((await ctx.call('POST', '/api/v2/admin/asap-client/3/suspend')).statusCode).toBe(401);
    expect((await lookup('?id=3')).json().data.status).toBe('active');
  });
});

describe('GET /api/v2/client/lookup', () => {
  it('answers a client by slug or id to anyone, with its colours and nothing else', async () => {
    const bySlug = await lookup('?slug=smartfit');
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const { data } = publicClientResponse.parse(bySlug.json());
    expect(Object.keys(data).sort()).toEqual(['config', 'id', 'login_url', 'logout_url', 'name', 'slug', 'status']);
    expect(data).toMatchObject({
      id: 8,
      name: 'Smart Fit',
      slug: 'smartfit',
      login_url: '/smartfit/login',
      logout_url: '/auth',
      status: 'active',
      config: { primary: '#facc15', registration: true },
    });
    expect((await lookup('?id=8')).json()).toEqual(bySlug.json());
    expect((await lookup('?slug=admin')).json().data.login_url).toBe('/auth/login');
  });

  it('answers 404 for an unknown client and 422 without exactly one of slug and id', async () => {
    expect((await lookup('?slug=ninguem')).statusCode).toBe(404);
    expect((await lookup('?id=999')).statusCode).toBe(404);
    expect((await lookup('')).statusCode).toBe(422);
    expect((await lookup('?slug=asta&id=3')).statusCode).toBe(422);
    expect((await lookup('?id=abc')).statusCode).toBe(422);
  });
});
