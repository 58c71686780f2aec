import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await testContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const SIGN_IN = '/api/oauth/access_token?client_id=3';
const json = { 'content-type': 'application/json' };

/** Every kind of fault the framework or Node's parser finds before a route's own code runs. */
const CASES: {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  messages: [string, string, string];
}[] = [
  {
    name: 'malformed %-escape in the path',
    method: 'GET',
    url: '/api/v2/%E0%A4%A',
    status: 400,
    messages: ['Requisição malformada.', 'Malformed request.', 'Solicitud mal formada.'],
  },
  {
    name: 'path parameter over the length limit',
    method: 'GET',
    url: `/api/v2/client/feed/user/search/${'a'.repeat(200)}?client_id=3`,
    status: 414,
    messages: ['Endereço longo demais.', 'Address too long.', 'Dirección demasiado larga.'],
  },
  {
    name: 'request line over the header size',
    method: 'GET',
    url: `/api/${'a'.repeat(20_000)}`,
    status: 431,
    messages: ['Cabeçalhos grandes demais.', 'Headers too large.', 'Encabezados demasiado grandes.'],
  },
  {
    name: 'bad JSON',
    method: 'POST',
    url: SIGN_IN,
    headers: json,
    body: '{"email": ',
    status: 400,
    messages: ['Requisição malformada.', 'Malformed request.', 'Solicitud mal formada.'],
  },
  {
    name: 'unsupported content type',
    method: 'POST',
    url: SIGN_IN,
    headers: { 'content-type': 'text/xml' },
    body: '<a/>',
    status: 415,
    messages: ['Tipo de conteúdo não suportado.', 'Unsupported content type.', 'Tipo de contenido no admitido.'],
  },
  {
    name: 'body over the limit',
    method: 'POST',
    url: SIGN_IN,
    headers: json,
    body: JSON.stringify({ email: 'x'.repeat(2_000_000), password: 'x' }),
    status: 413,
    messages: ['Conteúdo grande demais.', 'Content too large.', 'Contenido demasiado grande.'],
  },
  {
    name: 'unknown route',
    method: 'GET',
    url: '/api/v2/nothing-here',
    status: 404,
    messages: ['Não encontrado.', 'Not found.', 'No encontrado.'],
  },
  {
    name: 'unknown method of a known path',
    method: 'DELETE',
    url: SIGN_IN,
    status: 404,
    messages: ['Não encontrado.', 'Not found.', 'No encontrado.'],
  },
];

describe('every error answers the envelope in the asker’s language', () => {
  for (const c of CASES) {
    it(`${c.name}: ${c.status}`, async () => {
      for (const [i, language] of (['pt-BR', 'en-US,en;q=0.9', 'es'] as const).entries()) {
        const res = await fetch(`${base}${c.url}`, {
          method: c.method,
          headers: { 'accept-language': language, ...c.headers },
          body: c.body,
        });
        expect(res.status, language).toBe(c.status);
        expect(res.headers.get('content-type'), language).toMatch(/^application\/json/);
        expect(await res.json(), language).toEqual({ success: false, message: c.messages[i] });
      }
    });
  }
});
