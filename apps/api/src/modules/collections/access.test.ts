import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionByEntity,
  COLLECTIONS,
  COLLECTIONS_BASE,
  COLLECTIONS_META_PATH,
  type CollectionMeta,
} from '@console/contract';
import { bearer } from '../../test/context.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { collectionCalls, pathOf } from './test-kit.ts';

/** Who may do what: the collection's tag and its sub-tags, the metadata endpoint, the audit trail, the routes' declarations. */

let kit: TestKit;
let api: ReturnType<typeof collectionCalls>;
let memberId: number;
let cursoId: number;
const cursos = collectionByEntity('cursos')!;

beforeAll(async () => {
  kit = await testKit();
  api = collectionCalls(kit);
  memberId = await kit.idOf('member@asta.demo');
  cursoId = (await api.create(kit.admin3, 'cursos', { titulo: 'Curso das permissões' })).id;
});
afterAll(() => kit.close());

const meta = async (token: string, query = ''): Promise<CollectionMeta[]> => {
  const res = await kit.call('GET', `${COLLECTIONS_META_PATH}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const write = (method: 'POST' | 'PUT' | 'DELETE', id?: number) =>
  kit.call(
    method,
    pathOf('cursos', { id }),
    kit.member3,
    method === 'DELETE' ? undefined : { titulo: `Do membro ${Math.random()}` },
  );

describe('tags and sub-tags', () => {
  it('answers 403 to a member without the tag, on every verb and the export', async () => {
    await api.revoke(memberId, 'cursos');
    expect((await kit.call('GET', pathOf('cursos'), kit.member3)).statusCode).toBe(403);
    expect((await kit.call('GET', pathOf('cursos', { id: cursoId }), kit.member3)).statusCode).toBe(403);
    expect((await write('POST')).statusCode).toBe(403);
    expect((await write('PUT', cursoId)).statusCode).toBe(403);
    expect((await write('DELETE', cursoId)).statusCode).toBe(403);
    expect((await kit.call('GET', pathOf('cursos', { query: { format: 'csv' } }), kit.member3)).statusCode).toBe(403);
  });

  it('lets a member with the tag read, and write only with each verb’s sub-tag', async () => {
    await api.grant(memberId, 'cursos', []);
    expect((await kit.call('GET', pathOf('cursos'), kit.member3)).statusCode).toBe(200);
    expect((await kit.call('GET', pathOf('cursos', { id: cursoId }), kit.member3)).statusCode).toBe(200);
    expect((await write('POST')).statusCode).toBe(403);
    expect((await write('PUT', cursoId)).statusCode).toBe(403);
    expect((await write('DELETE', cursoId)).statusCode).toBe(403);
    expect((await kit.call('GET', pathOf('cursos', { query: { format: 'xlsx' } }), kit.member3)).statusCode).toBe(403);

    await api.grant(memberId, 'cursos', ['criar']);
    const created = await write('POST');
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json().data.id as number;
    expect((await write('PUT', mine)).statusCode).toBe(403);

    await api.grant(memberId, 'cursos', ['editar']);
    expect((await write('POST')).statusCode).toBe(403);
    expect((await write('PUT', mine)).statusCode).toBe(200);
    expect((await write('DELETE', mine)).statusCode).toBe(403);

    await api.grant(memberId, 'cursos', ['excluir']);
    expect((await write('DELETE', mine)).statusCode).toBe(200);
    expect((await kit.call('GET', pathOf('cursos', { query: { format: 'csv' } }), kit.member3)).statusCode).toBe(403);

    await api.grant(memberId, 'cursos', ['exportar']);
    expect((await kit.call('GET', pathOf('cursos', { query: { format: 'csv' } }), kit.member3)).statusCode).toBe(200);
  });

  it('guards a child collection by its own tag, also under the parent path', async () => {
    await api.revoke(memberId, 'modulos');
    await api.grant(memberId, 'cursos', []);
    expect((await kit.call('GET', pathOf('modulos', { params: { curso_id: cursoId } }), kit.member3)).statusCode).toBe(
      403,
    );
    await api.grant(memberId, 'modulos', []);
    expect((await kit.call('GET', pathOf('modulos', { params: { curso_id: cursoId } }), kit.member3)).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/v2/admin/sys/collections', () => {
  it('answers only the collections the user may open, with what the sub-tags allow', async () => {
    await api.revoke(memberId, 'modulos');
    await api.grant(memberId, 'cursos', ['criar', 'exportar']);
    const mine = await meta(kit.member3);
    expect(mine.map((m) => m.entity)).toContain('cursos');
    expect(mine.map((m) => m.entity)).not.toContain('modulos');
    expect(mine.find((m) => m.entity === 'cursos')!.can).toEqual({
      criar: true,
      editar: false,
      excluir: false,
      exportar: true,
      importar: false,
    });
    const all = await meta(kit.admin3);
    expect(all.length).toBe(COLLECTIONS.length);
    expect(all.find((m) => m.entity === 'auditoria')?.can).toEqual({
      criar: false,
      editar: false,
      excluir: false,
      exportar: true,
      importar: false,
    });
  });

  it('labels in the user’s language or ?lang, with the parent and children links', async () => {
    const pt = (await meta(kit.admin3, '?entities=cursos,modulos')).find((m) => m.entity === 'cursos')!;
    expect(pt).toMatchObject({
      label: cursos.label['pt-br'],
      base: COLLECTIONS_BASE,
      parent: null,
      children: expect.arrayContaining([{ entity: 'modulos', param: 'curso_id' }]),
    });
    expect(pt.fields.find((f) => f.name === 'nivel')!.label).toBe('Nível');
    const en = await meta(kit.admin3, '?entities=cursos&lang=en');
    expect(en).toHaveLength(1);
    expect(en[0].label).toBe(cursos.label.en);
    expect(en[0].fields.find((f) => f.name === 'status')!.options!.map((o) => o.label)).toEqual([
      'Draft',
      'Published',
      'Archived',
    ]);
    const es = await kit.call('GET', COLLECTIONS_META_PATH, kit.admin3);
    expect(es.statusCode).toBe(200);
    expect((await kit.call('GET', `${COLLECTIONS_META_PATH}?lang=xx`, kit.admin3)).statusCode).toBe(422);
  });
});

describe('the audit trail', () => {
  it('leaves an entry with before and after for each write', async () => {
    const created = await api.create(kit.admin3, 'cursos', { titulo: 'Curso auditado', carga_horaria: 10 });
    await kit.call('PUT', pathOf('cursos', { id: created.id }), kit.admin3, { carga_horaria: 20 });
    await kit.call('DELETE', pathOf('cursos', { id: created.id }), kit.admin3);
    const trail = await kit.audits('cursos', created.id);
    expect(trail.map((a) => a.action)).toEqual(['cursos.create', 'cursos.update', 'cursos.delete']);
    const adminId = await kit.idOf('admin@asta.demo');
    expect(trail.every((a) => a.actor_user_id === adminId)).toBe(true);
    expect(trail[0]).toMatchObject({ before: null, after: { titulo: 'Curso auditado', carga_horaria: 10 } });
    expect(trail[1]).toMatchObject({ before: { carga_horaria: 10 }, after: { carga_horaria: 20 } });
    expect(trail[2]).toMatchObject({ before: { titulo: 'Curso auditado', carga_horaria: 20 } });
  });

  it('leaves an entry for an export, naming its format and filters', async () => {
    const res = await kit.call('GET', pathOf('cursos', { query: { format: 'csv', status: 'publicado' } }), kit.admin3);
    expect(res.statusCode).toBe(200);
    const entry = await kit.db
      .selectFrom('audit_log')
      .select(['action', 'after', 'client_id'])
      .where('action', '=', 'cursos.export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.client_id).toBe(3);
    expect(JSON.parse(entry.after!)).toMatchObject({ format: 'csv', filters: { status: 'publicado' } });
  });
});

describe('route walk', () => {
  it('declares every collection route with the collection’s tag, and each write with its sub-tag', () => {
    const routes = kit.app.routeAccess.filter((r) => r.url.startsWith(`${COLLECTIONS_BASE}/`) && r.method !== 'HEAD');
    for (const def of COLLECTIONS) {
      const prefixes = [
        `${COLLECTIONS_BASE}/${def.entity}`,
        ...(def.parent ? [`${COLLECTIONS_BASE}/${def.parent.param}/:parentId/${def.entity}`] : []),
      ];
      const mine = routes.filter((r) => prefixes.some((p) => r.url === p || r.url === `${p}/:id`));
      expect(mine.length, def.entity).toBe(prefixes.length * (def.readOnly ? 2 : 5));
      const subOf: Record<string, string | undefined> = {
        GET: undefined,
        POST: 'criar',
        PUT: 'editar',
        DELETE: 'excluir',
      };
      for (const route of mine) {
        const sub = subOf[route.method];
        expect(route.access, `${route.method} ${route.url}`).toEqual(
          sub ? { tag: def.tag, sub: `${def.tag}.${sub}` } : { tag: def.tag },
        );
      }
    }
  });

  it('answers 401 without a token on a collection route', async () => {
    expect((await kit.app.inject({ method: 'GET', url: pathOf('cursos') })).statusCode).toBe(401);
    expect((await kit.app.inject({ method: 'GET', url: COLLECTIONS_META_PATH })).statusCode).toBe(401);
    expect(
      (await kit.app.inject({ method: 'GET', url: pathOf('cursos'), headers: bearer('not-a-token') })).statusCode,
    ).toBe(401);
  });
});
