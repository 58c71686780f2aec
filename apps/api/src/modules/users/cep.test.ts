import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { lookupCep } from '../../platform/postal-code.ts';

/** A ViaCEP stand-in: one known code, one that answers {erro:true}, one slow, one broken. */
function standIn(): Server {
  return createServer((req, res) => {
    const cep = /\/ws\/(\d{8})\/json\//.exec(req.url ?? '')?.[1];
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (cep === '01310100')
      return json(200, {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      });
    if (cep === '99999999') return json(200, { erro: 'true' });
    if (cep === '88888888') return json(200, { erro: true });
    if (cep === '22222222')
      return void setTimeout(
        () => json(200, { cep: '22222-222', logradouro: '', bairro: '', localidade: 'Lenta', uf: 'RJ' }),
        5000,
      );
    if (cep === '33333333') return json(500, { message: 'boom' });
    if (cep === '44444444') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
    return json(400, {});
  });
}

let server: Server;
let base: string;
let ctx: TestContext;
let admin3: string;
let member3: string;

// The timeout leaves a loaded machine room to answer the quick codes (200 ms once timed out a stand-in on localhost).
beforeAll(async () => {
  server = standIn();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await testContext({ env: { POSTAL_CODE_URL: `${base}/ws/{cep}/json/`, POSTAL_CODE_TIMEOUT_MS: '1500' } });
  [admin3, member3] = await Promise.all([ctx.token('admin@asta.demo', 3), ctx.token('member@asta.demo', 3)]);
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const cep = (code: string, token = admin3) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/admin/cep/${encodeURIComponent(code)}`, headers: bearer(token) });

describe('GET /api/v2/admin/cep/{cep}', () => {
  it('answers the address of a known code, with or without the dash', async () => {
    for (const code of ['01310-100', '01310100']) {
      const res = await cep(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          postal_code: '01310100',
          street: 'Avenida Paulista',
          district: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      });
    }
  });

  it('answers 404 "CEP não encontrado." for {erro:true} (string or boolean)', async () => {
    for (const code of ['99999999', '88888888']) {
      const res = await cep(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'CEP não encontrado.' });
    }
  });

  it('answers 422 for a malformed code without calling the service', async () => {
    const res = await cep('1234');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('cep');
  });

  it('answers 503 "Serviço de CEP indisponível." when the service is slow, failing or answers garbage', async () => {
    const started = Date.now();
    const slow = await cep('22222222');
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ success: false, message: 'Serviço de CEP indisponível.' });
    // Cut short by the timeout (1.5 s), well before the stand-in's 5 s answer.
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await cep('33333333')).statusCode).toBe(503);
    expect((await cep('44444444')).statusCode).toBe(503);
  });

  it('answers 503 when the service is down', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/ws/{cep}/json/`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(lookupCep({ POSTAL_CODE_URL: url, POSTAL_CODE_TIMEOUT_MS: 500 }, '01310100')).rejects.toMatchObject({
      statusCode: 503,
      key: 'cepUnavailable',
    });
  });

  it('needs usuarios', async () => {
    expect((await cep('01310100', member3)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/admin/cep/01310100' })).statusCode).toBe(401);
  });
});
