import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/context.ts';
import { multipartBody, png } from '../../test/samples.ts';
import { collectionByEntity } from '@console/contract';
import { exportColumns } from './export.ts';
import { collectionSuite, pathOf } from './test-kit.ts';

/** Rich text fields (issue 28): sanitised on every write, shown as plain text in exports and found by their words. */

const suite = collectionSuite();
const IMAGE_MESSAGE = 'Use imagens da biblioteca desta organização ou endereços https.';

async function upload(token: string, filename: string, width: number): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data: await png(width, 20) }]);
  const res = await suite.kit.app.inject({
    method: 'POST',
    url: '/api/cloudinary/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().file.url as string;
}

const page = (conteudo: string, slug: string) => ({ titulo: `Página ${slug}`, slug, conteudo });

describe('rich text on every write', () => {
  it('comes back without scripts, event handlers or javascript: links, keeping the editor’s formatting', async () => {
    const dirty =
      '<h2 onclick="steal()">Título</h2><p>Um <strong>texto</strong> <em>bom</em><script>alert(1)</script></p>' +
      '<p><a href="javascript:alert(2)">mau</a> <a href="https://exemplo.com" target="_blank">bom</a></p>' +
      '<img src="x" onerror="alert(3)"><img src="https://exemplo.com/a.png" onerror="alert(4)" alt="a">' +
      '<iframe src="https://mal.example"></iframe><p style="color:red" class="x">fim</p>';
    const created = await suite.api.create(suite.kit.admin3, 'paginas', page(dirty, 'pagina-suja'));
    const html = String(created.conteudo);
    for (const bad of [
      '<script',
      'alert(1)',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      'style=',
      'class=',
      'src="x"',
    ])
      expect(html).not.toContain(bad);
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<strong>texto</strong>');
    expect(html).toContain('<a>mau</a>');
    expect(html).toContain('<a href="https://exemplo.com" target="_blank" rel="noopener noreferrer nofollow">bom</a>');
    expect(html).toContain('<img src="https://exemplo.com/a.png" alt="a" />');

    // The same on an update, and what is stored is what a reader gets.
    const updated = await suite.kit.call('PUT', pathOf('paginas', { id: created.id }), suite.kit.admin3, {
      conteudo: '<p>ok</p><script>document.cookie</script><a href=" JaVaScRiPt:alert(5)">x</a>',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const read = await suite.kit.call('GET', pathOf('paginas', { id: created.id }), suite.kit.admin3);
    expect(read.json().data.conteudo).toBe('<p>ok</p><a>x</a>');
  });

  it('refuses a required rich text left with only a script or an empty paragraph (422)', async () => {
    for (const corpo of ['<script>alert(1)</script>', '<p></p>']) {
      const res = await suite.kit.call('POST', pathOf('editores'), suite.kit.admin3, {
        titulo: 'Sem corpo',
        slug: `sem-corpo-${corpo.length}`,
        corpo,
      });
      expect(res.statusCode, corpo).toBe(422);
      expect(res.json().errors).toEqual({ corpo: ['Campo obrigatório.'] });
    }
  });

  it('takes images of the client’s library and https, refusing another client’s file (422)', async () => {
    const ours = await upload(suite.kit.admin3, 'nossa.png', 42);
    const theirs = await upload(suite.kit.admin6, 'deles.png', 43);
    const created = await suite.api.create(
      suite.kit.admin3,
      'paginas',
      page(`<p>Foto</p><img src="${ours}" alt="nossa">`, 'pagina-com-foto'),
    );
    expect(created.conteudo).toBe(`<p>Foto</p><img src="${ours}" alt="nossa" />`);
    const res = await suite.kit.call('POST', pathOf('paginas'), suite.kit.admin3, {
      ...page(`<p>Foto</p><img src="${theirs}">`, 'pagina-foto-alheia'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ conteudo: [IMAGE_MESSAGE] });
    const english = await suite.kit.app.inject({
      method: 'POST',
      url: pathOf('paginas'),
      headers: { ...bearer(suite.kit.admin3), 'accept-language': 'en' },
      payload: page(`<img src="${theirs}">`, 'pagina-foto-alheia-en'),
    });
    expect(english.json().errors).toEqual({
      conteudo: ["Use images of this organisation's library or https addresses."],
    });
  });

  it('is searched by its words and exported as plain text', async () => {
    await suite.api.create(
      suite.kit.admin3,
      'paginas',
      page('<p>Palavra <strong>abacaxizeiro</strong> aqui</p><p>segunda linha</p>', 'pagina-busca'),
    );
    const found = await suite.api.list(suite.kit.admin3, 'paginas', { search: 'abacaxizeiro' });
    expect(found.data.map((r) => r.slug)).toEqual(['pagina-busca']);
    expect((await suite.api.list(suite.kit.admin3, 'paginas', { search: 'strong' })).data).toEqual([]);
    // An export's cell of a rich text (exports show the fields of a list; every field when none is listed).
    const def = { ...collectionByEntity('paginas')!, fields: [collectionByEntity('paginas')!.fields[4]] };
    expect(def.fields[0].kind).toBe('richtext');
    const [, cell] = exportColumns(def, null, 'pt-br');
    expect(cell.value({ id: 1, labels: {}, conteudo: '<h2>Título</h2><p>Um &amp; <em>dois</em></p>' })).toBe(
      'Título\nUm & dois',
    );
  });
});
