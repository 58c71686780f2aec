import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionCalls, pathOf } from './test-kit.ts';

/** The generic verbs at the paths of SPEC.md §7, with parents in the path, and what they refuse. */

let kit: TestKit;
let api: ReturnType<typeof collectionCalls>;
let cursoId: number;

beforeAll(async () => {
  kit = await testKit();
  api = collectionCalls(kit);
  cursoId = (await api.create(kit.admin3, 'cursos', { titulo: 'Curso de verbos', nivel: 'basico', status: 'rascunho' }))
    .id;
});
afterAll(() => kit.close());

describe('the generic verbs', () => {
  it('builds parent paths as SPEC.md §7 says', () => {
    expect(pathOf('modulos', { id: 5, params: { curso_id: 12 } })).toBe('/api/v2/admin/curso_id/12/modulos/5');
    expect(pathOf('cursos', { query: { page: 2 } })).toBe('/api/v2/admin/cursos?page=2');
  });

  it('creates, reads, updates, lists and deletes a record', async () => {
    const created = await api.create(kit.admin3, 'cursos', {
      titulo: 'Curso completo',
      nivel: 'avancado',
      status: 'publicado',
      carga_horaria: 40,
      etiquetas: ['a', 'b', 'a'],
    });
    expect(created).toMatchObject({
      titulo: 'Curso completo',
      nivel: 'avancado',
      carga_horaria: 40,
      etiquetas: ['a', 'b'],
      descricao: null,
      labels: { responsavel: null },
    });
    const got = await kit.call('GET', pathOf('cursos', { id: created.id }), kit.admin3);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(created);
    const put = await kit.call('PUT', pathOf('cursos', { id: created.id }), kit.admin3, {
      carga_horaria: 60,
      descricao: 'Agora com descrição',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({
      titulo: 'Curso completo',
      carga_horaria: 60,
      descricao: 'Agora com descrição',
    });
    const cleared = await kit.call('PUT', pathOf('cursos', { id: created.id }), kit.admin3, { descricao: '' });
    expect(cleared.json().data.descricao).toBeNull();
    const list = await api.list(kit.admin3, 'cursos', { search: 'Curso completo' });
    expect(list.data.map((r) => r.id)).toContain(created.id);
    const del = await kit.call('DELETE', pathOf('cursos', { id: created.id }), kit.admin3);
    expect(del.statusCode).toBe(200);
    expect(del.json().data).toEqual({ id: created.id });
    expect((await kit.call('GET', pathOf('cursos', { id: created.id }), kit.admin3)).statusCode).toBe(404);
    expect((await kit.call('DELETE', pathOf('cursos', { id: created.id }), kit.admin3)).statusCode).toBe(404);
  });

  it('creates a child under its parent path and reads it there, naming the parent in labels', async () => {
    const modulo = await api.create(kit.admin3, 'modulos', { titulo: 'Introdução', ordem: 1 }, { curso_id: cursoId });
    expect(modulo).toMatchObject({ curso_id: cursoId, labels: { curso_id: 'Curso de verbos' } });
    const under = await kit.call(
      'GET',
      pathOf('modulos', { id: modulo.id, params: { curso_id: cursoId } }),
      kit.admin3,
    );
    expect(under.statusCode).toBe(200);
    const put = await kit.call('PUT', pathOf('modulos', { id: modulo.id, params: { curso_id: cursoId } }), kit.admin3, {
      titulo: 'Introdução geral',
    });
    expect(put.json().data.titulo).toBe('Introdução geral');
    const aula = await api.create(
      kit.admin3,
      'aulas',
      { titulo: 'Primeira aula', tipo: 'texto' },
      { modulo_id: modulo.id },
    );
    expect(aula).toMatchObject({ modulo_id: modulo.id, ordem: 1 });
    const list = await api.list(kit.admin3, 'modulos', {}, { curso_id: cursoId });
    expect(list.data.map((r) => r.id)).toEqual([modulo.id]);
    expect(list.total).toBe(1);
    // The body may name the parent when the path does not.
    const flat = await api.create(kit.admin3, 'modulos', { titulo: 'Pelo corpo', ordem: 2, curso_id: cursoId });
    expect(flat.curso_id).toBe(cursoId);
  });

  it('answers 404 for a child under the wrong parent', async () => {
    const other = await api.create(kit.admin3, 'cursos', {
      titulo: 'Outro curso',
      nivel: 'basico',
      status: 'rascunho',
    });
    const modulo = await api.create(
      kit.admin3,
      'modulos',
      { titulo: 'Só do primeiro', ordem: 1 },
      { curso_id: cursoId },
    );
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await kit.call(
        method,
        pathOf('modulos', { id: modulo.id, params: { curso_id: other.id } }),
        kit.admin3,
        method === 'PUT' ? { titulo: 'x' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect(
      (await kit.call('GET', pathOf('modulos', { id: modulo.id, params: { curso_id: cursoId } }), kit.admin3))
        .statusCode,
    ).toBe(200);
  });

  it('answers 422 for a child created without a parent, or under a parent that does not exist', async () => {
    const res = await kit.call('POST', pathOf('modulos'), kit.admin3, { titulo: 'Sem curso', ordem: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { curso_id: [COLLECTION_MESSAGES.required] } });
    const ghost = await kit.call('POST', pathOf('modulos', { params: { curso_id: 999999 } }), kit.admin3, {
      titulo: 'Curso fantasma',
      ordem: 1,
    });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().errors).toHaveProperty('curso_id');
  });
});

describe('validation by kind (422 per field, in Portuguese)', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    ['money below zero', 'produtos', { preco: -1 }, 'preco', COLLECTION_MESSAGES.money],
    ['money with 3 decimals', 'produtos', { preco: 10.005 }, 'preco', COLLECTION_MESSAGES.money],
    ['a date that does not exist', 'cursos', { publicado_em: '2025-02-30' }, 'publicado_em', COLLECTION_MESSAGES.date],
    ['an enum value not an option', 'cursos', { nivel: 'mestre' }, 'nivel', COLLECTION_MESSAGES.option],
    ['an e-mail', 'unidades', { email: 'não é e-mail' }, 'email', COLLECTION_MESSAGES.email],
    ['a url', 'aulas', { video_url: 'ftp://videos.example.com/1' }, 'video_url', COLLECTION_MESSAGES.url],
    [
      'an image neither /media/ nor http(s)',
      'cursos',
      { capa: 'file:///etc/passwd' },
      'capa',
      COLLECTION_MESSAGES.media,
    ],
    ['a tag too long', 'cursos', { etiquetas: ['x'.repeat(41)] }, 'etiquetas', COLLECTION_MESSAGES.tag],
    ['tags that are not a list', 'cursos', { etiquetas: 'a,b' }, 'etiquetas', COLLECTION_MESSAGES.tag],
    ['an integer with decimals', 'cursos', { carga_horaria: 1.5 }, 'carga_horaria', COLLECTION_MESSAGES.integer],
    ['a required field emptied', 'cursos', { titulo: '   ' }, 'titulo', COLLECTION_MESSAGES.required],
  ];
  it.each(cases)('refuses %s', async (_name, entity, body, field, text) => {
    const params = entity === 'aulas' ? { modulo_id: 1 } : {};
    const res = await kit.call('POST', pathOf(entity, { params }), kit.admin3, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
    expect(res.json().errors[field]).toEqual([text]);
  });

  it('fills the defaults of fields left out, required ones too', async () => {
    const created = await api.create(kit.admin3, 'cursos', { titulo: 'Curso com padrões' });
    expect(created).toMatchObject({ nivel: 'basico', status: 'rascunho' });
  });

  it('still refuses a malformed id in the path of a write', async () => {
    const res = await kit.call('PUT', '/api/v2/admin/cursos/abc', kit.admin3, { titulo: 'x'.repeat(500) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('names every missing required field', async () => {
    const res = await kit.call('POST', pathOf('cursos'), kit.admin3, { nivel: null, status: '' });
    expect(res.statusCode).toBe(422);
    // nivel and status have defaults, but a null sent on purpose is not "absent".
    expect(res.json().errors).toMatchObject({
      titulo: [COLLECTION_MESSAGES.required],
      nivel: [COLLECTION_MESSAGES.required],
      status: [COLLECTION_MESSAGES.required],
    });
  });

  it('refuses to empty a required field on update', async () => {
    const res = await kit.call('PUT', pathOf('cursos', { id: cursoId }), kit.admin3, { titulo: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ titulo: [COLLECTION_MESSAGES.required] });
  });
});

describe('unique values within the client', () => {
  it('answers 409 naming the field for a second row with the same value, on create and update', async () => {
    const res = await kit.call('POST', pathOf('cursos'), kit.admin3, {
      titulo: 'Curso de verbos',
      nivel: 'basico',
      status: 'rascunho',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, errors: { titulo: [expect.any(String)] } });
    const other = await api.create(kit.admin3, 'cursos', {
      titulo: 'Curso único',
      nivel: 'basico',
      status: 'rascunho',
    });
    const put = await kit.call('PUT', pathOf('cursos', { id: other.id }), kit.admin3, { titulo: 'Curso de verbos' });
    expect(put.statusCode).toBe(409);
    expect(put.json().errors).toHaveProperty('titulo');
    // Saving a row with its own value is no conflict.
    expect(
      (await kit.call('PUT', pathOf('cursos', { id: other.id }), kit.admin3, { titulo: 'Curso único' })).statusCode,
    ).toBe(200);
  });

  it('takes the same value in another client', async () => {
    const res = await kit.call('POST', pathOf('cursos'), kit.admin6, {
      titulo: 'Curso de verbos',
      nivel: 'basico',
      status: 'rascunho',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('tenant isolation', () => {
  let foreignCurso: number;
  beforeAll(async () => {
    foreignCurso = (
      await api.create(kit.admin6, 'cursos', { titulo: 'Curso do cliente 6', nivel: 'basico', status: 'rascunho' })
    ).id;
  });

  it('refuses a reference or a user of another client with 422', async () => {
    const foreignUser = await kit.idOf('admin@fitness-link.demo');
    const res = await kit.call('POST', pathOf('cursos'), kit.admin3, {
      titulo: 'Com dono de fora',
      nivel: 'basico',
      status: 'rascunho',
      responsavel: foreignUser,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('responsavel');
    const parent = await kit.call('POST', pathOf('modulos', { params: { curso_id: foreignCurso } }), kit.admin3, {
      titulo: 'Invasor',
      ordem: 1,
    });
    expect(parent.statusCode).toBe(422);
    expect(parent.json().errors).toHaveProperty('curso_id');
    const moved = await api.create(kit.admin3, 'modulos', { titulo: 'Fica aqui', ordem: 1 }, { curso_id: cursoId });
    const move = await kit.call('PUT', pathOf('modulos', { id: moved.id }), kit.admin3, { curso_id: foreignCurso });
    expect(move.statusCode).toBe(422);
    const categoria6 = (await api.list(kit.admin6, 'categorias-produto')).data[0].id;
    const product = await kit.call('POST', pathOf('produtos'), kit.admin3, {
      nome: 'P',
      sku: 'SKU-FORA',
      preco: 1,
      estoque: 1,
      status: 'ativo',
      categoria_id: categoria6,
    });
    expect(product.statusCode).toBe(422);
    expect(product.json().errors).toHaveProperty('categoria_id');
  });

  it("answers 404 for another client's record on get, put and delete, and never lists it", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await kit.call(
        method,
        pathOf('cursos', { id: foreignCurso }),
        kit.admin3,
        method === 'PUT' ? { titulo: 'Tomado' } : undefined,
      );
      expect(res.statusCode, method).toBe(404);
    }
    const list = await api.list(kit.admin3, 'cursos', { search: 'cliente 6', per_page: 100 });
    expect(list.data.map((r) => r.id)).not.toContain(foreignCurso);
    expect((await kit.call('GET', pathOf('cursos', { id: foreignCurso }), kit.admin6)).json().data.titulo).toBe(
      'Curso do cliente 6',
    );
  });

  it('answers 403 to ?client_id of another client, unless the platform operator asks', async () => {
    expect((await kit.call('GET', pathOf('cursos', { query: { client_id: 6 } }), kit.admin3)).statusCode).toBe(403);
    expect(
      (await kit.call('GET', pathOf('cursos', { id: foreignCurso, query: { client_id: 6 } }), kit.admin3)).statusCode,
    ).toBe(403);
    const operator = await kit.call(
      'GET',
      pathOf('cursos', { id: foreignCurso, query: { client_id: 6 } }),
      kit.operator,
    );
    expect(operator.statusCode, operator.body).toBe(200);
  });
});
