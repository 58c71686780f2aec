import { describe, expect, it } from 'vitest';
import { recordVersionsPath } from '@console/contract';
import { collectionSuite, pathOf } from './test-kit.ts';

/** Versions of versioned collections' records (issue 28): kept on every write, listed, drafted and restored. */

const suite = collectionSuite();
const versionsOf = (id: number, rest = '') => `${recordVersionsPath('paginas', id)}${rest}`;

async function newPage(slug: string): Promise<number> {
  const created = await suite.api.create(suite.kit.admin3, 'paginas', {
    titulo: 'Versão um',
    slug,
    conteudo: '<p>Primeiro texto</p>',
  });
  return created.id;
}

const put = (id: number, body: Record<string, unknown>, token = suite.kit.admin3) =>
  suite.kit.call('PUT', pathOf('paginas', { id }), token, body);

describe('record versions', () => {
  it('keeps a version on create and on each update, newest first, with who and when', async () => {
    const id = await newPage('pagina-versoes');
    expect((await put(id, { titulo: 'Versão dois', conteudo: '<p>Segundo texto</p>' })).statusCode).toBe(200);
    const list = await suite.kit.call('GET', versionsOf(id), suite.kit.admin3);
    expect(list.statusCode, list.body).toBe(200);
    const versions = list.json().data as { number: number; draft: boolean; by: { name: string }; at: string }[];
    expect(versions.map((v) => [v.number, v.draft])).toEqual([
      [2, false],
      [1, false],
    ]);
    expect(versions[0].by.name).toBeTruthy();
    expect(Number.isNaN(Date.parse(versions[0].at))).toBe(false);
    const first = await suite.kit.call('GET', versionsOf(id, '/1'), suite.kit.admin3);
    expect(first.json().data.values).toMatchObject({ titulo: 'Versão um', conteudo: '<p>Primeiro texto</p>' });
    expect((await suite.kit.call('GET', versionsOf(id, '/9'), suite.kit.admin3)).statusCode).toBe(404);
  });

  it('restores a version through the update: the record takes its values, audited, as a new version', async () => {
    const id = await newPage('pagina-restaurar');
    await put(id, { titulo: 'Versão dois', conteudo: '<p>Segundo texto</p>' });
    const restored = await suite.kit.call('POST', versionsOf(id, '/1/restore'), suite.kit.admin3);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ titulo: 'Versão um', conteudo: '<p>Primeiro texto</p>' });
    const read = await suite.kit.call('GET', pathOf('paginas', { id }), suite.kit.admin3);
    expect(read.json().data.titulo).toBe('Versão um');
    const numbers = (await suite.kit.call('GET', versionsOf(id), suite.kit.admin3))
      .json()
      .data.map((v: { number: number }) => v.number);
    expect(numbers).toEqual([3, 2, 1]);
    const audits = await suite.kit.audits('paginas', id);
    expect(audits.map((a) => a.action)).toEqual(['paginas.create', 'paginas.update', 'paginas.update']);
    expect(audits[2].after).toMatchObject({ titulo: 'Versão um' });
  });

  it('a record written before it had versions keeps its earlier state as version 1', async () => {
    const demo = (await suite.api.list(suite.kit.admin3, 'paginas', { per_page: 50 })).data.find(
      (row) => !String(row.slug).startsWith('pagina-'),
    )!;
    expect((await suite.kit.call('GET', versionsOf(Number(demo.id)), suite.kit.admin3)).json().data).toEqual([]);
    await put(Number(demo.id), { titulo: 'Renomeada' });
    const first = await suite.kit.call('GET', versionsOf(Number(demo.id), '/1'), suite.kit.admin3);
    expect(first.json().data.values.titulo).toBe(demo.titulo);
    const second = await suite.kit.call('GET', versionsOf(Number(demo.id), '/2'), suite.kit.admin3);
    expect(second.json().data.values.titulo).toBe('Renomeada');
  });

  it('saves a draft without changing the record; publishing it applies it', async () => {
    const id = await newPage('pagina-rascunho');
    const draft = await suite.kit.call('POST', versionsOf(id), suite.kit.admin3, {
      conteudo: '<p>Rascunho</p><script>x()</script>',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().data).toMatchObject({
      number: 2,
      draft: true,
      values: { titulo: 'Versão um', conteudo: '<p>Rascunho</p>' },
    });
    expect((await suite.kit.call('GET', pathOf('paginas', { id }), suite.kit.admin3)).json().data.conteudo).toBe(
      '<p>Primeiro texto</p>',
    );
    const refused = await suite.kit.call('POST', versionsOf(id), suite.kit.admin3, { titulo: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ titulo: ['Campo obrigatório.'] });

    const published = await suite.kit.call('POST', versionsOf(id, '/2/restore'), suite.kit.admin3);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.conteudo).toBe('<p>Rascunho</p>');
    const list = (await suite.kit.call('GET', versionsOf(id), suite.kit.admin3)).json().data;
    expect(list.map((v: { number: number; draft: boolean }) => [v.number, v.draft])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
  });

  it('another client’s record answers 404 on every route', async () => {
    const id = await newPage('pagina-isolada');
    for (const [method, path] of [
      ['GET', versionsOf(id)],
      ['GET', versionsOf(id, '/1')],
      ['POST', versionsOf(id, '/1/restore')],
    ] as const) {
      const res = await suite.kit.call(method, path, suite.kit.admin6);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const draft = await suite.kit.call('POST', versionsOf(id), suite.kit.admin6, { titulo: 'Intrusa' });
    expect(draft.statusCode).toBe(404);
    expect((await suite.kit.call('GET', versionsOf(id), suite.kit.admin3)).json().data).toHaveLength(1);
  });

  it('reading needs the tag; restoring and drafting need editar (403)', async () => {
    const id = await newPage('pagina-permissoes');
    const memberId = await suite.kit.idOf('member@asta.demo');
    await suite.api.revoke(memberId, 'paginas');
    expect((await suite.kit.call('GET', versionsOf(id), suite.kit.member3)).statusCode).toBe(403);
    await suite.api.grant(memberId, 'paginas', []);
    expect((await suite.kit.call('GET', versionsOf(id), suite.kit.member3)).statusCode).toBe(200);
    expect((await suite.kit.call('GET', versionsOf(id, '/1'), suite.kit.member3)).statusCode).toBe(200);
    expect((await suite.kit.call('POST', versionsOf(id, '/1/restore'), suite.kit.member3)).statusCode).toBe(403);
    expect((await suite.kit.call('POST', versionsOf(id), suite.kit.member3, { titulo: 'x' })).statusCode).toBe(403);
    await suite.api.grant(memberId, 'paginas', ['editar']);
    expect((await suite.kit.call('POST', versionsOf(id, '/1/restore'), suite.kit.member3)).statusCode).toBe(200);
  });

  it('a removed record’s versions go with it', async () => {
    const id = await newPage('pagina-removida');
    expect((await suite.kit.call('DELETE', pathOf('paginas', { id }), suite.kit.admin3)).statusCode).toBe(200);
    const count = await suite.kit.db
      .selectFrom('record_versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entity', '=', 'paginas')
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
