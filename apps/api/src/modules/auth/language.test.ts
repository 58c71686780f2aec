import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, testContext, type TestContext } from '../../test/context.ts';

// The language a user picks in the header is kept in their profile (SPEC.md §3 `language`), and sign-in uses it (§4).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
afterAll(() => ctx.close());

const setLanguage = (token: string, payload: unknown, query = '') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v2/client/user/language${query}`,
    headers: bearer(token),
    payload: payload as object,
  });
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v2/client/user/authenticated', headers: bearer(token) })).json()
    .data;

describe('PUT /api/v2/client/user/language', () => {
  it("keeps the user's language for this and every later session, and the same token reads it at once", async () => {
    const token = await ctx.token('admin@asta.demo', 3);
    expect((await me(token)).language).toBe('pt-br');
    const res = await setLanguage(token, { language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { language: 'es' } });
    // The cached session went: the same token reads the new language.
    expect((await me(token)).language).toBe('es');
    // A new sign-in finds it in the profile.
    const signed = await ctx.signIn('admin@asta.demo', DEMO_PASSWORD);
    expect((await me(signed.json().token)).language).toBe('es');
    expect((await setLanguage(token, { language: 'pt-br' })).statusCode).toBe(200);
    expect((await me(signed.json().token)).language).toBe('pt-br');
  });

  it('changes only the signed-in user; a member may change theirs', async () => {
    const member = await ctx.token('member@asta.demo', 3);
    expect((await setLanguage(member, { language: 'en' })).statusCode).toBe(200);
    expect((await me(member)).language).toBe('en');
    expect((await me(await ctx.token('admin@asta.demo', 3))).language).toBe('pt-br');
    await setLanguage(member, { language: 'pt-br' });
  });

  it('refuses an unknown language (422), extra fields, and a request without a token (401)', async () => {
    const token = await ctx.token('admin@asta.demo', 3);
    const bad = await setLanguage(token, { language: 'fr' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.language).toBeDefined();
    expect((await setLanguage(token, { language: 'en', user_id: 1 })).statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/v2/client/user/language', payload: { language: 'en' } }))
        .statusCode,
    ).toBe(401);
    expect((await me(token)).language).toBe('pt-br');
  });
});
