import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/context.ts';
import { multipartBody, pdf, png } from '../../test/samples.ts';
import { collectionSuite, pathOf } from './test-kit.ts';

/** Image and file fields name files of the client's own library: never another client's, never an outside address. */

const suite = collectionSuite();
const LIBRARY_MESSAGE = 'Escolha um arquivo da biblioteca desta organização ou envie um novo.';

async function upload(token: string, data: Buffer, filename: string): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  const res = await suite.kit.app.inject({
    method: 'POST',
    url: '/api/cloudinary/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().file.url as string;
}

describe('image and file fields', () => {
  it('refuse another client’s /media/ address and an outside address (422), accept the client’s own file', async () => {
    const theirs = await upload(suite.kit.admin6, await png(40, 20), 'deles.png');
    expect(theirs).toMatch(/^\/media\/6\//);
    for (const capa of [theirs, 'https://example.com/capa.png', '/media/3/images/nao-existe.png']) {
      const res = await suite.kit.call('POST', pathOf('cursos'), suite.kit.admin3, { titulo: 'Curso', capa });
      expect(res.statusCode, capa).toBe(422);
      expect(res.json().errors).toEqual({ capa: [LIBRARY_MESSAGE] });
    }
    const ours = await upload(suite.kit.admin3, await png(41, 20), 'nossa.png');
    const created = await suite.api.create(suite.kit.admin3, 'cursos', { titulo: 'Curso com capa', capa: ours });
    expect(created.capa).toBe(ours);

    // An update to another client's file is refused too; one that leaves the field as it was passes.
    const moved = await suite.kit.call('PUT', pathOf('cursos', { id: created.id }), suite.kit.admin3, {
      capa: theirs,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ capa: [LIBRARY_MESSAGE] });
    const renamed = await suite.kit.call('PUT', pathOf('cursos', { id: created.id }), suite.kit.admin3, {
      titulo: 'Curso renomeado',
      capa: ours,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuse another client’s document in a file field', async () => {
    const theirs = await upload(suite.kit.admin6, pdf(), 'apostila.pdf');
    const curso = await suite.api.create(suite.kit.admin3, 'cursos', { titulo: 'Curso com apostila' });
    const modulo = await suite.api.create(
      suite.kit.admin3,
      'modulos',
      { titulo: 'Módulo', ordem: 1 },
      { curso_id: curso.id },
    );
    const res = await suite.kit.call('POST', pathOf('aulas', { params: { modulo_id: modulo.id } }), suite.kit.admin3, {
      titulo: 'Apostila',
      tipo: 'arquivo',
      duracao_min: 15,
      arquivo: theirs,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ arquivo: [LIBRARY_MESSAGE] });
  });
});
