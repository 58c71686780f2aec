import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TEXTS_PATH } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

// Issue 29: a client's overrides of the console's texts, merged per client and language, isolated by client, and
// cacheable until a write.

let kit: TestKit;
beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

const texts = (token: string, lang: string, headers: Record<string, string> = {}, clientId?: number) =>
  kit.app.inject({
    method: 'GET',
    url: `${CLIENT_TEXTS_PATH}?lang=${lang}${clientId ? `&client_id=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

const KEY = `teste.chave${Date.now()}`;

describe("a client's interface texts", () => {
  it('answer the active overrides of the client in the language, to any signed-in user of the client', async () => {
    const made = await kit.call('POST', '/api/v2/admin/traducoes', kit.admin3, {
      chave: KEY,
      idioma: 'en',
      texto: 'Pupils',
    });
    expect(made.statusCode, made.body).toBe(201);
    await kit.call('POST', '/api/v2/admin/traducoes', kit.admin3, {
      chave: KEY,
      idioma: 'es',
      texto: 'Alumnos',
      ativo: false,
    });

    const english = await texts(kit.member3, 'en');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().data[KEY]).toBe('Pupils');
    expect((await texts(kit.member3, 'es')).json().data[KEY]).toBeUndefined();
    expect((await texts(kit.member3, 'pt-br')).json().data[KEY]).toBeUndefined();
    // Client 6 does not get client 3's texts; an unknown language is refused.
    expect((await texts(kit.admin6, 'en')).json().data[KEY]).toBeUndefined();
    expect((await texts(kit.member3, 'fr')).statusCode).toBe(422);
    // A member may not read another client's texts; the operator acting for client 3 may.
    expect((await texts(kit.member3, 'en', {}, 6)).statusCode).toBe(403);
    expect((await texts(kit.operator, 'en', {}, 3)).json().data[KEY]).toBe('Pupils');
  });

  it('are kept until a write: the ETag answers 304, and an update or delete changes the answer', async () => {
    const made = await kit.call('POST', '/api/v2/admin/traducoes', kit.admin3, {
      chave: `${KEY}.b`,
      idioma: 'pt-br',
      texto: 'Primeiro',
    });
    const id = made.json().data.id as number;
    const first = await texts(kit.admin3, 'pt-br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await texts(kit.admin3, 'pt-br', { 'if-none-match': etag })).statusCode).toBe(304);

    expect((await kit.call('PUT', `/api/v2/admin/traducoes/${id}`, kit.admin3, { texto: 'Segundo' })).statusCode).toBe(
      200,
    );
    const changed = await texts(kit.admin3, 'pt-br', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[`${KEY}.b`]).toBe('Segundo');
    expect(changed.headers.etag).not.toBe(etag);

    expect((await kit.call('DELETE', `/api/v2/admin/traducoes/${id}`, kit.admin3)).statusCode).toBe(200);
    expect((await texts(kit.admin3, 'pt-br')).json().data[`${KEY}.b`]).toBeUndefined();
  });
});
