import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionMessageIn } from './messages.ts';
import { pathOf } from './test-kit.ts';

/** The collections' messages by field follow the request's language, like the envelope's message (issue 27). */

let kit: TestKit;
beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

const post = (entity: string, body: unknown, language?: string, method: 'POST' | 'PUT' = 'POST', id?: number) =>
  kit.app.inject({
    method,
    url: pathOf(entity, { id }),
    headers: { authorization: `Bearer ${kit.admin3}`, ...(language ? { 'accept-language': language } : {}) },
    payload: body as Record<string, unknown>,
  });

describe('collection field messages in the request language', () => {
  it('answers a create refused by field in English, in Spanish, and in Portuguese by default', async () => {
    const body = { titulo: '', preco: -1, nivel: 'mestre', carga_horaria: 1.5 };
    const en = await post('cursos', body, 'en-US,en;q=0.9');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      message: 'Invalid data.',
      errors: {
        titulo: ['Required field.'],
        nivel: ['Invalid option.'],
        carga_horaria: ['Enter a whole number.'],
      },
    });
    const es = await post('produtos', { nome: 'x'.repeat(300), preco: 10.005 }, 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json()).toMatchObject({
      message: 'Datos inválidos.',
      errors: {
        nome: [expect.stringMatching(/^Máximo de \d+ caracteres\.$/)],
        preco: ['Importe en reales inválido: hasta 2 decimales, sin negativos.'],
      },
    });
    const pt = await post('cursos', { titulo: '' });
    expect(pt.json()).toMatchObject({
      message: 'Dados inválidos.',
      errors: { titulo: [COLLECTION_MESSAGES.required] },
    });
  });

  it("answers the service's own messages (a reference of nobody, a taken value) in the language too", async () => {
    const res = await post('aulas', { titulo: 'Aula', tipo: 'texto', modulo_id: 99_999_999 }, 'en');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain('Record not found in this organisation.');
  });

  it('words every contract message in English and Spanish, numbers kept', () => {
    for (const lang of ['en', 'es'] as const) {
      for (const [key, entry] of Object.entries(COLLECTION_MESSAGES)) {
        const portuguese = typeof entry === 'string' ? entry : entry(42);
        const translated = collectionMessageIn(portuguese, lang);
        // Spanish writes some as Portuguese does ('Máximo de 42 caracteres.'); English never.
        if (lang === 'en') expect(translated, key).not.toBe(portuguese);
        if (typeof entry !== 'string') expect(translated).toContain('42');
      }
    }
    expect(collectionMessageIn('Máximo de 120 caracteres.', 'en')).toBe('At most 120 characters.');
    expect(collectionMessageIn('Uma mensagem qualquer.', 'en')).toBe('Uma mensagem qualquer.');
  });
});
