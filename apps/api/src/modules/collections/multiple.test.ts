import { MAX_REFERENCES } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { collectionSuite, pathOf } from './test-kit.ts';

/**
 * Multiple references (issue 28's many-to-many): an instructor's courses kept as a set of links, answered as ids with
 * their names, filtered by one of them, checked within the client, and let go when a course or the instructor goes.
 */

const suite = collectionSuite();

const curso = async (titulo: string) => (await suite.api.create(suite.kit.admin3, 'cursos', { titulo })).id;
const get = async (entity: string, id: number) =>
  (await suite.kit.call('GET', pathOf(entity, { id }), suite.kit.admin3)).json().data as Record<string, unknown> & {
    labels: Record<string, string | null>;
  };
const put = (entity: string, id: number, body: Record<string, unknown>) =>
  suite.kit.call('PUT', pathOf(entity, { id }), suite.kit.admin3, body);
const linksOf = async (table: string, rowId: number) =>
  (
    await (suite.kit.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
      .selectFrom(table)
      .select('target_id')
      .where('row_id', '=', rowId)
      .orderBy('id')
      .execute()
  ).map((r) => Number(r.target_id));

describe('an instructor with several courses', () => {
  it('creates, reads, replaces and empties the set, with the names joined', async () => {
    const [a, b, c] = [await curso('Multi A'), await curso('Multi B'), await curso('Multi C')];
    const created = await suite.api.create(suite.kit.admin3, 'instrutores', {
      nome: 'Instrutora Multi',
      cursos: [a, b, a],
    });
    expect(created.cursos).toEqual([a, b]);
    expect((created.labels as Record<string, string>).cursos).toBe('Multi A, Multi B');
    expect(await linksOf('c_instrutores__cursos', created.id)).toEqual([a, b]);

    const read = await get('instrutores', created.id);
    expect(read.cursos).toEqual([a, b]);
    expect(read.labels.cursos).toBe('Multi A, Multi B');

    const replaced = await put('instrutores', created.id, { cursos: [c, a] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.cursos).toEqual([c, a]);
    expect(replaced.json().data.labels.cursos).toBe('Multi C, Multi A');
    // An update without the field keeps the set.
    expect((await put('instrutores', created.id, { formacao: 'Pedagogia' })).json().data.cursos).toEqual([c, a]);

    const emptied = await put('instrutores', created.id, { cursos: [] });
    expect(emptied.json().data.cursos).toEqual([]);
    expect(emptied.json().data.labels.cursos).toBeNull();
    expect(await linksOf('c_instrutores__cursos', created.id)).toEqual([]);
  });

  it('lists the rows linked to a course with ?cursos=id, one label per row', async () => {
    const [a, b] = [await curso('Filtro A'), await curso('Filtro B')];
    const one = await suite.api.create(suite.kit.admin3, 'instrutores', { nome: 'Filtrada 1', cursos: [a] });
    const two = await suite.api.create(suite.kit.admin3, 'instrutores', { nome: 'Filtrada 2', cursos: [a, b] });
    const three = await suite.api.create(suite.kit.admin3, 'instrutores', { nome: 'Filtrada 3', cursos: [b] });
    const byA = await suite.api.list(suite.kit.admin3, 'instrutores', { cursos: a, per_page: 50 });
    expect(byA.data.map((row) => row.id).sort()).toEqual([one.id, two.id].sort());
    expect(byA.total).toBe(2);
    const row = byA.data.find((r) => r.id === two.id) as { labels: Record<string, string> };
    expect(row.labels.cursos).toBe('Filtro A, Filtro B');
    const byB = await suite.api.list(suite.kit.admin3, 'instrutores', { cursos: b, search: 'Filtrada' });
    expect(byB.data.map((r) => r.id).sort()).toEqual([two.id, three.id].sort());
    const bad = await suite.kit.call('GET', pathOf('instrutores', { query: { cursos: 'x' } }), suite.kit.admin3);
    expect(bad.statusCode).toBe(422);
  });

  it("refuses another client's course, an unknown one and more than the maximum, on the field (422)", async () => {
    const theirs = (await suite.api.create(suite.kit.admin6, 'cursos', { titulo: 'Curso de outro cliente' })).id;
    const mine = await curso('Meu curso');
    for (const cursos of [[mine, theirs], [999_999]]) {
      const res = await suite.kit.call('POST', pathOf('instrutores'), suite.kit.admin3, { nome: 'Recusada', cursos });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty('cursos');
    }
    const many = Array.from({ length: MAX_REFERENCES + 1 }, (_, i) => i + 1);
    const res = await suite.kit.call('POST', pathOf('instrutores'), suite.kit.admin3, { nome: 'Demais', cursos: many });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cursos[0]).toContain(String(MAX_REFERENCES));
    const notArray = await suite.kit.call('POST', pathOf('instrutores'), suite.kit.admin3, { nome: 'X', cursos: 3 });
    expect(notArray.statusCode).toBe(422);
  });

  it("removes a course's links when the course goes, and the row's links when the row goes", async () => {
    const [a, b] = [await curso('Some A'), await curso('Fica B')];
    const row = await suite.api.create(suite.kit.admin3, 'instrutores', { nome: 'Apagada', cursos: [a, b] });
    const gone = await suite.kit.call('DELETE', pathOf('cursos', { id: a }), suite.kit.admin3);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get('instrutores', row.id)).cursos).toEqual([b]);
    expect((await get('instrutores', row.id)).labels.cursos).toBe('Fica B');
    expect((await suite.kit.call('DELETE', pathOf('instrutores', { id: row.id }), suite.kit.admin3)).statusCode).toBe(
      200,
    );
    expect(await linksOf('c_instrutores__cursos', row.id)).toEqual([]);
  });

  it('shows the set in the audit trail and the names in the export', async () => {
    const [a, b] = [await curso('Exportado A'), await curso('Exportado B')];
    const row = await suite.api.create(suite.kit.admin3, 'instrutores', { nome: 'Exportada Multi', cursos: [a] });
    await put('instrutores', row.id, { cursos: [a, b] });
    const entries = await suite.kit.audits('instrutores', row.id);
    expect(entries.at(-1)).toMatchObject({ before: { cursos: [a] }, after: { cursos: [a, b] } });
    const res = await suite.kit.call(
      'GET',
      pathOf('instrutores', { query: { format: 'csv', search: 'Exportada Multi' } }),
      suite.kit.admin3,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Exportado A, Exportado B');
  });
});

describe('the converted fields', () => {
  it('a question serves several assessments', async () => {
    const avaliacoes = (await suite.api.list(suite.kit.admin3, 'avaliacoes', { per_page: 2 })).data.map((a) => a.id);
    const questao = await suite.api.create(suite.kit.admin3, 'questoes', { enunciado: 'Em duas provas?', avaliacoes });
    expect(questao.avaliacoes).toEqual(avaliacoes);
    const listed = await suite.api.list(suite.kit.admin3, 'questoes', {
      avaliacoes: Number(avaliacoes[1]),
      per_page: 100,
    });
    expect(listed.data.map((r) => r.id)).toContain(questao.id);
  });
});
