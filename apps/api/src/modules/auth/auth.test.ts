import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenResponse, authenticatedResponse } from '@console/contract';
import { bearer, DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';

let now = Date.parse('2030-01-01T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await testContext({ clock: () => now, env: { TOKEN_TTL_SECONDS: '600' } });
});
afterAll(() => ctx.close());

const signIn = (clientId: number, payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/oauth/access_token?client_id=${clientId}`,
    payload: payload as object,
    remoteAddress,
  });

const me = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/client/user/authenticated${query}`, headers: bearer(token) });

describe('POST /api/oauth/access_token', () => {
  it('issues an opaque bearer token and stores only its hash', async () => {
    const res = await signIn(3, { email: 'admin@asta.demo', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = accessTokenResponse.parse(res.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    const stored = await ctx.database.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(body.token);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await signIn(3, { email: 'Admin@Asta.Demo', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong e-mail and a wrong password with the same 401 body', async () => {
    const wrongEmail = await signIn(3, { email: 'nobody@asta.demo', password: DEMO_PASSWORD }, '10.0.1.1');
    const wrongPassword = await signIn(3, { email: 'admin@asta.demo', password: 'wrong-password' }, '10.0.1.2');
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.body).toBe(wrongPassword.body);
    expect(wrongEmail.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
  });

  it('refuses a member of another client on this client’s page', async () => {
    const res = await signIn(6, { email: 'member@asta.demo', password: DEMO_PASSWORD }, '10.0.2.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('E-mail ou senha inválidos.');
    // Not even another client's administrator...
    expect((await signIn(6, { email: 'admin@asta.demo', password: DEMO_PASSWORD }, '10.0.2.1')).statusCode).toBe(401);
    // ...but the platform operator's administrator may.
    expect((await signIn(6, { email: 'admin@admin.demo', password: DEMO_PASSWORD }, '10.0.2.1')).statusCode).toBe(200);
    expect((await signIn(6, { email: 'member@admin.demo', password: DEMO_PASSWORD }, '10.0.2.1')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown client', async () => {
    expect((await signIn(999, { email: 'admin@asta.demo', password: DEMO_PASSWORD })).statusCode).toBe(404);
  });

  it('throttles more than 10 failures a minute for one e-mail, from any address', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn(8, { email: 'member@smartfit.demo', password: 'bad' }, `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await signIn(8, { email: 'member@smartfit.demo', password: DEMO_PASSWORD }, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe(
      `Muitas tentativas de acesso. Tente novamente em ${res.headers['retry-after']} segundos.`,
    );
    // Another e-mail from a fresh address is unaffected; after the window the account opens again.
    expect((await signIn(8, { email: 'admin@smartfit.demo', password: DEMO_PASSWORD }, '10.1.1.2')).statusCode).toBe(
      200,
    );
    now += 61_000;
    expect((await signIn(8, { email: 'member@smartfit.demo', password: DEMO_PASSWORD }, '10.1.1.3')).statusCode).toBe(
      200,
    );
  });

  it('throttles more than 10 failures a minute from one address, whatever the e-mail', async () => {
    for (let i = 0; i < 10; i++) await signIn(9, { email: `x${i}@action-aid.demo`, password: 'bad' }, '10.2.0.1');
    const res = await signIn(9, { email: 'admin@action-aid.demo', password: DEMO_PASSWORD }, '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await signIn(9, { email: 'admin@action-aid.demo', password: DEMO_PASSWORD }, '10.2.0.2')).statusCode).toBe(
      200,
    );
    now += 61_000;
  });
});

describe('GET /api/v2/client/user/authenticated', () => {
  it('returns the user with grants and picture', async () => {
    const res = await me(await ctx.token('admin@asta.demo', 3));
    expect(res.statusCode).toBe(200);
    const body = authenticatedResponse.parse(res.json());
    expect(body.data).toMatchObject({ client_id: 3, email: 'admin@asta.demo', language: 'pt-br' });
    expect(body.picture).toBeNull();
    expect(body.data.resource.map((g) => g.tag)).toContain('usuarios');
    expect(body.data.resource_sub.map((g) => g.tag)).toContain('usuarios.criar');
  });

  it('gives the platform administrator’s own client even when acting for another', async () => {
    const res = await me(await ctx.token('admin@admin.demo', 16), '?client_id=6');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.client_id).toBe(16);
  });

  it('requires a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v2/client/user/authenticated' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Não autenticado.' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect((await me('not-a-real-token')).statusCode).toBe(401);
  });

  it('applies a grant change at the next request once invalidated, without a new sign-in; within the TTL otherwise', async () => {
    const token = await ctx.token('ana@lele.demo', 15);
    const user = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ana@lele.demo')
      .executeTakeFirstOrThrow();
    const setFeed = (enabled: number) =>
      ctx.database.db
        .updateTable('user_permissions')
        .set({ enabled })
        .where('user_id', '=', user.id)
        .where('tag', '=', 'feed')
        .execute();
    const feed = async () => (await me(token)).json().data.resource.find((g: { tag: string }) => g.tag === 'feed');
    expect(await feed()).toEqual({ tag: 'feed', enabled: true });
    // What a grants writer does: change, then invalidate the user's sessions.
    await setFeed(0);
    ctx.sessions.invalidateUser(user.id);
    expect(await feed()).toEqual({ tag: 'feed', enabled: false });
    // A write that bypasses the app is seen once the cached session is older than its TTL (30 s).
    await setFeed(1);
    expect(await feed()).toEqual({ tag: 'feed', enabled: false });
    now += 30_000;
    expect(await feed()).toEqual({ tag: 'feed', enabled: true });
  });
});

describe('token lifetime', () => {
  it('refuses a revoked token', async () => {
    const token = await ctx.token('member@asta.demo', 3);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { revoked: true } });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses an expired token, cached or not', async () => {
    const token = await ctx.token('member@asta.demo', 3);
    expect((await me(token)).statusCode).toBe(200);
    now += 590_000;
    expect((await me(token)).statusCode).toBe(200);
    // The session is still within the cache's TTL, but the token's own expiry decides.
    now += 11_000;
    expect((await me(token)).statusCode).toBe(401);
  });

  it('forgets a user’s dead tokens at the next sign-in', async () => {
    const user = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@fitness-link.demo')
      .executeTakeFirstOrThrow();
    const rows = () =>
      ctx.database.db.selectFrom('access_tokens').select(['revoked_at']).where('user_id', '=', user.id).execute();
    const first = await ctx.token('member@fitness-link.demo', 6);
    await ctx.token('member@fitness-link.demo', 6);
    await ctx.app.inject({ method: 'POST', url: '/api/oauth/revoke', headers: bearer(first) });
    expect((await rows()).filter((r) => r.revoked_at !== null)).toHaveLength(1);
    await ctx.token('member@fitness-link.demo', 6);
    const after = await rows();
    expect(after).toHaveLength(2);
    expect(after.every((r) => r.revoked_at === null)).toBe(true);
  });

  it('refuses the token of a user deleted in the database, at the next request once invalidated', async () => {
    const token = await ctx.token('ana@asta.demo', 3);
    expect((await me(token)).statusCode).toBe(200);
    const { id } = await ctx.database.db
      .updateTable('users')
      .set({ deleted_at: new Date(now).toISOString() })
      .where('email', '=', 'ana@asta.demo')
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.sessions.invalidateUser(id);
    expect((await me(token)).statusCode).toBe(401);
  });
});
