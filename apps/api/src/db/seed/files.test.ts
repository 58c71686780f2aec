import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFromConfig, type Storage } from '../../platform/storage/index.ts';
import { bearer, DEMO_PASSWORD, demoTokens, testContext, type TestContext } from '../../test/context.ts';
import { CLIENTS, volumeOf } from './data.ts';
import { seedDemo } from './index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'seed-files-'));
let ctx: TestContext;
let storage: Storage;
let admin3: string;
let admin6: string;

beforeAll(async () => {
  ctx = await testContext({ env: { DATA_DIR: dataDir, STORAGE: 'local' } });
  storage = storageFromConfig(ctx.config);
  ({ admin3, admin6 } = await demoTokens(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Listed {
  id: number;
  name: string;
  description: string;
  url: string;
  mime: string;
  kind: string;
  size: number;
  width: number | null;
  height: number | null;
}

const library = async (token: string): Promise<Listed[]> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/v2/admin/file/all?per_page=50',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data;
};

const counts = async () =>
  Object.fromEntries(
    (
      await ctx.database.db
        .selectFrom('files')
        .select('client_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .groupBy('client_id')
        .execute()
    ).map((r) => [r.client_id, Number(r.n)]),
  );

describe('the demo file library', () => {
  it('gives every client pictures and PDFs stored as uploads are, served under their names', async () => {
    // The test database was seeded without storage, as an older demo database was: its libraries are empty.
    expect(await counts()).toEqual({});
    await seedDemo(ctx.database.db, DEMO_PASSWORD, undefined, storage);
    expect(await counts()).toEqual(Object.fromEntries(CLIENTS.map((c) => [c.id, volumeOf(c.id).files])));

    const asta = await library(admin3);
    expect(asta.map((f) => f.name).sort()).toEqual([
      'apresentacao-institucional.pdf',
      'banner-boas-vindas.png',
      'confraternizacao-de-fim-de-ano.jpg',
      'fachada-escritorio-centro.jpg',
      'manual-do-colaborador.pdf',
      'politica-de-privacidade.pdf',
    ]);
    for (const file of asta) {
      expect(file.description).not.toBe('');
      expect(file.url).toMatch(/^\/media\/3\/(images\/[0-9a-f]{64}\.(jpg|png)|archives\/[0-9a-f]{32}\.pdf)$/);
      const served = await ctx.app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(file.mime);
      expect(served.headers['content-disposition']).toBe(`inline; filename="${file.name}"`);
      const bytes = served.rawPayload;
      expect(bytes.length).toBe(file.size);
      expect(bytes.length).toBeLessThan(100 * 1024);
      if (file.kind === 'image') {
        // Decoded and written anew by the upload path: the recorded size is the picture's, and no metadata is kept.
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height]).toEqual([file.width, file.height]);
        expect([file.width, file.height]).toEqual([960, 540]);
        expect(meta.exif).toBeUndefined();
      } else {
        expect(file).toMatchObject({ kind: 'archive', mime: 'application/pdf', width: null });
        const text = bytes.toString('latin1');
        expect(text.startsWith('%PDF-1.4\n')).toBe(true);
        expect(text.endsWith('%%EOF\n')).toBe(true);
        // Every offset of the cross-reference table points at its object, as a reader expects.
        const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
        expect(text.slice(xref, xref + 4)).toBe('xref');
        const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
      }
    }
    expect(asta.filter((f) => f.kind === 'image').length).toBeGreaterThanOrEqual(2);
    expect(asta.filter((f) => f.kind === 'archive').length).toBeGreaterThanOrEqual(2);
    // Stored through the upload path: no upload intent is left for the sweep to take back.
    expect(await ctx.database.db.selectFrom('upload_intents').select('storage_key').execute()).toEqual([]);

    // Fitness Link, a gym chain, has a gym's files; each client's are its own.
    const fitness = await library(admin6);
    expect(fitness.map((f) => f.name)).toContain('fachada-unidade-centro.jpg');
    expect(fitness.every((f) => f.url.startsWith('/media/6/'))).toBe(true);
  });

  it('seeds once: a later start adds nothing, and a library emptied on purpose stays empty', async () => {
    const before = await counts();
    await seedDemo(ctx.database.db, DEMO_PASSWORD, undefined, storage);
    expect(await counts()).toEqual(before);

    for (const file of await library(admin6)) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v2/admin/file/${file.id}`,
        headers: bearer(admin6),
      });
      expect(res.statusCode).toBe(200);
    }
    await seedDemo(ctx.database.db, DEMO_PASSWORD, undefined, storage);
    expect(await library(admin6)).toEqual([]);
    expect((await counts())[3]).toBe(before[3]);
  });
});
