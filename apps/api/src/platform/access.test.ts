import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { bearer, testContext, type TestContext } from '../test/context.ts';
import { installAccess } from './access.ts';
import { clientProfiles } from './client-profiles.ts';
import { sessionCache } from './session-cache.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let operator: string;
/** A member without any grant: lacks every route's tag (the demo member holds 'feed', which guards some routes). */
let bare: string;

beforeAll(async () => {
  ctx = await testContext({
    // A tag-guarded route stands in for the admin areas of the next issues, so the walk below has one to check.
    beforeReady: (app) =>
      app.get('/api/v2/admin/probe', { config: { access: { tag: 'usuarios' } } }, async () => ({ success: true })),
  });
  [admin3, member3, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@admin.demo', 16),
  ]);
  const ana = await ctx.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ana@asta.demo')
    .executeTakeFirstOrThrow();
  for (const table of ['user_permissions', 'user_permission_subs'] as const)
    await ctx.database.db.deleteFrom(table).where('user_id', '=', ana.id).execute();
  bare = await ctx.token('ana@asta.demo', 3);
});
afterAll(() => ctx.close());

/** An id no table holds (the largest 32-bit integer). */
const NOWHERE = 2_147_483_647;

/** Every table's rows, in a stable order, but the trails that calls write (tokens' use, sign-ins, audited exports). */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const trails = new Set(['access_tokens', 'sign_ins', 'audit_log']);
  const tables = (await ctx.database.db.introspection.getTables()).filter((t) => !trails.has(t.name));
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const all = await ctx.database.db
      .selectFrom(table.name as 'users')
      .selectAll()
      .execute();
    rows[table.name] = all.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

const verify = (token: string, clientId: number, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v2/client/verifyclient${query}`,
    headers: bearer(token),
    payload: { client_id: clientId },
  });

describe('POST /api/v2/client/verifyclient', () => {
  it('says whether the user may act for the body’s client', async () => {
    expect((await verify(admin3, 3)).json()).toEqual({ success: true });
    expect((await verify(admin3, 6)).json()).toEqual({ success: false });
    expect((await verify(member3, 6)).json()).toEqual({ success: false });
    expect((await verify(operator, 6)).json()).toEqual({ success: true });
    expect((await verify(operator, 999)).json()).toEqual({ success: false });
  });

  it('answers {success:false}, not 403, even when ?client_id names a foreign client', async () => {
    const res = await verify(admin3, 6, '?client_id=6');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false });
  });

  it('requires a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/client/verifyclient', payload: { client_id: 3 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('route walk', () => {
  it('every /api route declares its access', () => {
    const api = ctx.app.routeAccess.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThanOrEqual(8);
    for (const route of api) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses at startup an /api route without a declaration', () => {
    const app = Fastify();
    installAccess(app, {
      db: ctx.database.db,
      clock: Date.now,
      sessions: sessionCache(Date.now),
      clientProfiles: clientProfiles(ctx.database.db, Date.now),
    });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.access/);
  });

  it('every tag-guarded route answers 403 to a signed-in user lacking the tag, 401 without a token', async () => {
    const guarded = ctx.app.routeAccess.filter((r) => typeof r.access === 'object');
    expect(guarded.length).toBeGreaterThan(0);
    const before = await snapshot();
    for (const route of guarded) {
      const method = route.method as 'GET';
      // Reads name record 1; changes name a record that exists nowhere, so no call alters what later calls find.
      const url = route.url.replace(/:(\w+)/g, method === 'GET' || method === 'HEAD' ? '1' : String(NOWHERE));
      const denied = await ctx.app.inject({
        method,
        url,
        headers: bearer(bare),
        payload: method === 'GET' ? undefined : {},
      });
      expect(denied.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
      // Platform-only routes (the outbox) belong to client 16's administrators; a client administrator is refused.
      const platformOnly = typeof route.access === 'object' && route.access.platform === true;
      if (platformOnly)
        expect(
          (await ctx.app.inject({ method, url, headers: bearer(admin3) })).statusCode,
          `${route.method} ${route.url}`,
        ).toBe(403);
      const allowed = await ctx.app.inject({ method, url, headers: bearer(platformOnly ? operator : admin3) });
      expect(allowed.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
    // The walk leaves the data as it found it.
    expect(await snapshot()).toEqual(before);
    // Four requests for each of several hundred routes: longer than one request's test on a loaded machine.
  }, 60_000);

  it('every authenticated route answers 401 without a token and 403 for a foreign ?client_id', async () => {
    const authenticated = ctx.app.routeAccess.filter((r) => r.access === 'authenticated' && r.method !== 'HEAD');
    for (const route of authenticated) {
      const method = route.method as 'GET';
      expect((await ctx.app.inject({ method, url: route.url })).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v2/client/user/authenticated?client_id=6',
          headers: bearer(admin3),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('rejects a malformed ?client_id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v21/admin/sys/menu?client_id=abc',
      headers: bearer(admin3),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('client_id');
  });
});
