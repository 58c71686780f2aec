import { statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../test/context.ts';
import { ftypFile, pdf, png, tinyZip } from '../../test/samples.ts';
import { filesKit } from './test-kit.ts';

const { state, libraryUpload, mediaUpload, media, list } = filesKit();
let ctx: TestContext;
let dataDir: string;
let admin3: string;
let member3: string;
let admin6: string;
let operator: string;
beforeAll(() => {
  ({ ctx, dataDir, admin3, member3, admin6, operator } = state);
});

describe('library: list, tenancy, delete, audit', () => {
  it('lists only the client’s files, paginated, with search and kind filters', async () => {
    await libraryUpload(tinyZip(), 'x.zip', { name: 'Planilha 100%_final', description: 'Relatório ANUAL' }, admin6);
    const own = (await list(admin6)).json().data;
    expect(own).toMatchObject({ current_page: 1, per_page: 20, last_page: 1, total: 1 });
    expect(own.data[0]).toMatchObject({ name: 'Planilha 100%_final', kind: 'archive', mime: 'application/zip' });
    expect((await list(admin6, '?search=anual')).json().data.total).toBe(1);
    expect((await list(admin6, '?search=100%25_')).json().data.total).toBe(1);
    expect((await list(admin6, '?search=10_%25')).json().data.total).toBe(0);
    expect((await list(admin6, '?kind=image')).json().data.total).toBe(0);

    // Asta's own files, enough for a second page of two.
    for (const [data, name] of [
      [await png(), 'a.png'],
      [pdf(), 'b.pdf'],
      [ftypFile('qt'), 'c.mov'],
      [tinyZip(), 'd.zip'],
      [await png(), 'e.png'],
    ] as const)
      expect((await libraryUpload(data, name, { name, description: 'lista' })).statusCode).toBe(201);
    const asta = (await list(admin3, '?per_page=2&page=2')).json().data;
    expect(asta.per_page).toBe(2);
    expect(asta.current_page).toBe(2);
    expect(asta.total).toBeGreaterThan(4);
    expect(asta.data.every((f: { url: string }) => f.url.startsWith('/media/3/'))).toBe(true);
    expect(
      (await list(admin3, '?kind=video')).json().data.data.every((f: { kind: string }) => f.kind === 'video'),
    ).toBe(true);

    expect((await list(admin3, '?client_id=6')).statusCode).toBe(403);
    expect((await list(member3)).statusCode).toBe(403);
    const operatorView = (await list(operator, '?client_id=6')).json().data;
    expect(operatorView.total).toBe(1);
  });

  it('deletes a file, its object, and writes audit rows; another client’s id is 404', async () => {
    const created = (await libraryUpload(ftypFile('qt'), 'movie.mov', { name: 'Filme', description: 'teste' })).json()
      .data;
    const key = created.url.replace('/media/', '');
    expect(statSync(join(dataDir, 'files', key)).size).toBe(created.size);

    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/file/${created.id}`,
      headers: bearer(admin6),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v2/admin/file/${created.id}?client_id=6`,
          headers: bearer(admin3),
        })
      ).statusCode,
    ).toBe(403);
    expect((await media(created.url)).statusCode).toBe(200);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/file/${created.id}`,
      headers: bearer(admin3),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: created.id } });
    expect(() => statSync(join(dataDir, 'files', key))).toThrow();
    expect((await media(created.url)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/file/${created.id}`, headers: bearer(admin3) }))
        .statusCode,
    ).toBe(404);

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'file')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['file.create', 'file.delete']);
    expect(audit[0]).toMatchObject({ client_id: 3, before: null });
    expect(JSON.parse(audit[0].after!)).toMatchObject({ name: 'Filme', url: created.url });
    expect(JSON.parse(audit[1].before!)).toMatchObject({ id: created.id, name: 'Filme' });
    expect(audit[1].after).toBeNull();
  });

  it('keeps an image object still used by another record', async () => {
    const image = await png(11, 11);
    const first = (await libraryUpload(image, 'a.png', { name: 'a' })).json().data;
    const second = (await libraryUpload(image, 'b.png', { name: 'b' })).json().data;
    expect(second.url).toBe(first.url);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/file/${first.id}`, headers: bearer(admin3) });
    expect((await media(second.url)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v2/admin/file/${second.id}`, headers: bearer(admin3) });
    expect((await media(second.url)).statusCode).toBe(404);
  });
});

describe('GET /media/{key}', () => {
  it('serves with safe, cache-forever headers: inline images, video and PDF (opened in a tab), attachments for the rest', async () => {
    const image = (await mediaUpload(await png(), 'a.png')).json().file.url;
    const doc = (await mediaUpload(pdf(), 'a.pdf')).json().file.url;
    const zip = (await mediaUpload(tinyZip(), 'a.zip')).json().file.url;
    const video = (await mediaUpload(ftypFile('isom'), 'a.mp4')).json().file.url;
    for (const [url, type, disposition] of [
      [image, 'image/png', 'inline'],
      [video, 'video/mp4', 'inline'],
      [doc, 'application/pdf', 'inline'],
      [zip, 'application/zip', 'attachment'],
    ]) {
      const res = await media(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBe(`${disposition}; filename="a.${url.split('.').pop()}"`);
    }
  });

  it('names a saved file as the library knows it: accents in RFC 5987 form, the extension added when missing', async () => {
    const named = (await libraryUpload(pdf(), 'x1.pdf', { name: 'Relatório de ações 2026.pdf' })).json().data;
    expect((await media(named.url)).headers['content-disposition']).toBe(
      `inline; filename="Relatorio de acoes 2026.pdf"; filename*=UTF-8''Relat%C3%B3rio%20de%20a%C3%A7%C3%B5es%202026.pdf`,
    );
    // A name given without its extension, and the upload's own file name when no name is given.
    const bare = (await libraryUpload(tinyZip(), 'x2.zip', { name: 'Planilha (final)' })).json().data;
    expect((await media(bare.url)).headers['content-disposition']).toBe('attachment; filename="Planilha (final).zip"');
    const upload = (await mediaUpload(pdf(), 'edital-março.pdf')).json().file.url;
    expect((await media(upload)).headers['content-disposition']).toBe(
      `inline; filename="edital-marco.pdf"; filename*=UTF-8''edital-mar%C3%A7o.pdf`,
    );
  });

  it('answers byte ranges: 206 with Content-Range, 416 past the end', async () => {
    const data = ftypFile('isom', 5000);
    const url = (await mediaUpload(data, 'range.mp4')).json().file.url;
    const part = await media(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(data.subarray(100, 200))).toBe(true);
    const open = await media(url, { range: 'bytes=5000-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(data.subarray(5000))).toBe(true);
    const suffix = await media(url, { range: 'bytes=-10' });
    expect(suffix.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);
    const past = await media(url, { range: `bytes=${data.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('answers 404 for unknown, malformed or traversing keys', async () => {
    for (const url of [
      '/media/3/images/' + 'a'.repeat(64) + '.png',
      '/media/3/images/../../console.sqlite',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/3/other/abc.png',
      '/media/',
    ]) {
      expect((await media(url)).statusCode, url).toBe(404);
    }
  });
});
