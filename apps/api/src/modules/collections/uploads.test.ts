import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/context.ts';
import { multipartBody, pdf, png } from '../../test/samples.ts';
import { collectionSuite, pathOf, type Query } from './test-kit.ts';

/** POST create as multipart/form-data when the body carries a file (SPEC.md §7). */

const suite = collectionSuite();

type Part = Parameters<typeof multipartBody>[0][number];
const send = (entity: string, parts: Part[], params: Query = {}, token = suite.kit.admin3) => {
  const { payload, headers } = multipartBody(parts);
  return suite.kit.app.inject({
    method: 'POST',
    url: pathOf(entity, { params }),
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const libraryCount = async () =>
  Number(
    (
      await suite.kit.db
        .selectFrom('files')
        .select(suite.kit.db.fn.countAll().as('n'))
        .where('client_id', '=', 3)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a create as a form', () => {
  it('stores an image part as the upload does, converts text parts by kind and validates as JSON', async () => {
    const before = await libraryCount();
    const res = await send('cursos', [
      { name: 'titulo', value: 'Curso com capa' },
      { name: 'carga_horaria', value: '40' },
      { name: 'etiquetas', value: 'novo, destaque' },
      { name: 'publicado_em', value: '2025-04-01' },
      { name: 'capa', filename: 'capa.png', data: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      titulo: 'Curso com capa',
      carga_horaria: 40,
      etiquetas: ['novo', 'destaque'],
      publicado_em: '2025-04-01',
      nivel: 'basico',
    });
    expect(row.capa).toMatch(/^\/media\/3\/images\/[0-9a-f]{64}\.png$/);
    expect((await suite.kit.app.inject({ method: 'GET', url: row.capa })).statusCode).toBe(200);
    expect(await libraryCount()).toBe(before + 1);
    expect((await suite.kit.call('GET', pathOf('cursos', { id: row.id }), suite.kit.admin3)).json().data.capa).toBe(
      row.capa,
    );
  });

  it('stores a file part of a child under its parent path', async () => {
    const curso = await suite.api.create(suite.kit.admin3, 'cursos', { titulo: 'Curso com apostila' });
    const modulo = await suite.api.create(
      suite.kit.admin3,
      'modulos',
      { titulo: 'Módulo', ordem: 1 },
      { curso_id: curso.id },
    );
    const res = await send(
      'aulas',
      [
        { name: 'titulo', value: 'Apostila' },
        { name: 'tipo', value: 'arquivo' },
        { name: 'duracao_min', value: '15' },
        { name: 'arquivo', filename: 'apostila.pdf', data: pdf() },
      ],
      { modulo_id: modulo.id },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ modulo_id: modulo.id, duracao_min: 15, titulo: 'Apostila' });
    expect(res.json().data.arquivo).toMatch(/^\/media\/3\/archives\/[0-9a-f]{32}\.pdf$/);
  });

  it('refuses a file that is not an image in an image field (422), keeping nothing', async () => {
    const before = await libraryCount();
    const res = await send('cursos', [
      { name: 'titulo', value: 'Capa em PDF' },
      { name: 'capa', filename: 'capa.pdf', data: pdf() },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('capa');
    expect(await libraryCount()).toBe(before);
  });

  it('answers 422 by field for text that does not fit, and takes the upload back', async () => {
    const before = await libraryCount();
    const res = await send('cursos', [
      { name: 'titulo', value: 'Curso inválido' },
      { name: 'carga_horaria', value: 'quarenta' },
      { name: 'capa', filename: 'capa.png', data: await png() },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ carga_horaria: [expect.any(String)] });
    expect(await libraryCount()).toBe(before);
    expect((await suite.api.list(suite.kit.admin3, 'cursos', { search: 'Curso inválido' })).total).toBe(0);
  });

  it('refuses a file that is no allowed type (415) and a write without criar (403)', async () => {
    const res = await send('cursos', [
      { name: 'titulo', value: 'Capa estranha' },
      { name: 'capa', filename: 'x.exe', data: Buffer.from('MZ not really a program') },
    ]);
    expect(res.statusCode).toBe(415);
    const memberId = await suite.kit.idOf('member@asta.demo');
    await suite.api.grant(memberId, 'cursos', []);
    expect((await send('cursos', [{ name: 'titulo', value: 'Sem permissão' }], {}, suite.kit.member3)).statusCode).toBe(
      403,
    );
  });
});
