import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await testContext({
    beforeReady: (app) =>
      app.get('/api/v2/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail');
      }),
  });
  token = await ctx.token('admin@asta.demo', 3);
});
afterAll(() => ctx.close());

const POSTS: { url: string; valid: Record<string, unknown> }[] = [
  { url: '/api/oauth/access_token?client_id=3', valid: { email: 'a@b.co', password: 'x' } },
  {
    url: '/api/v2/client/register',
    valid: { client_id: 8, user: { name: 'Ab', email: 'a@b.co', password: '12345678' } },
  },
  { url: '/api/v2/client/verifyclient', valid: { client_id: 3 } },
  { url: '/api/oauth/revoke', valid: {} },
];

const post = (url: string, payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': contentType }, payload });

describe('bad input never gives a 500', () => {
  it('POST routes answer malformed JSON with 400', async () => {
    for (const { url } of POSTS) {
      const res = await post(url, '{"email": ');
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, message: 'Requisição malformada.' });
    }
  });

  it('POST routes answer an unsupported content type with 415', async () => {
    for (const { url } of POSTS)
      expect((await post(url, 'email=a', 'application/x-www-form-urlencoded')).statusCode, url).toBe(415);
  });

  it('POST routes answer unknown fields and wrong types with 422 and field errors', async () => {
    for (const { url, valid } of POSTS.filter((p) => Object.keys(p.valid).length)) {
      const unknown = await post(url, JSON.stringify({ ...valid, intruder: 1 }));
      expect(unknown.statusCode, url).toBe(422);
      expect(unknown.json(), url).toMatchObject({
        success: false,
        message: 'Dados inválidos.',
        errors: { intruder: [expect.any(String)] },
      });

      const key = Object.keys(valid)[0];
      const wrongType = await post(url, JSON.stringify({ ...valid, [key]: [true] }));
      expect(wrongType.statusCode, url).toBe(422);
      expect(wrongType.json().errors, url).toHaveProperty(key);

      for (const body of ['[]', '"text"', '123', 'null', '{}'])
        expect((await post(url, body)).statusCode, `${url} ${body}`).toBeLessThan(500);
    }
  });

  it('reports nested fields by their path', async () => {
    const res = await post(
      '/api/v2/client/register',
      JSON.stringify({ client_id: 8, user: { name: 'Ab', email: 'not-an-email', password: 'short' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['user.email', 'user.password']);
  });
});

describe('messages', () => {
  it('hides unexpected errors behind 500 Erro interno', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v2/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Erro interno.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown /api paths with the 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v9/nothing', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Não encontrado.' });
    }
  });

  it('follows Accept-Language for English and Spanish', async () => {
    const url = '/api/v2/client/user/authenticated';
    const en = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const es = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } });
    const pt = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pt-BR' } });
    expect([en.json().message, es.json().message, pt.json().message]).toEqual([
      'Not authenticated.',
      'No autenticado.',
      'Não autenticado.',
    ]);
  });
});
