import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../test/context.ts';
import { allSamples, crc32, ftypFile, jpeg, multipartBody, pdf, png } from '../../test/samples.ts';
import { filesKit, INVALID, MAX_FILE, MAX_IMAGE } from './test-kit.ts';

const { state, storedFiles, send, libraryUpload, mediaUpload, media, list } = filesKit();
let ctx: TestContext;
let dataDir: string;
let admin3: string;
let member3: string;

beforeAll(() => {
  ({ ctx, dataDir, admin3, member3 } = state);
});

/** A PNG whose header claims 10000 x 10000 pixels: tiny on the wire, 100 megapixels decoded. */
function pixelFloodPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(10_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('allow-list, checked by content', () => {
  it('accepts every allowed type, records it and serves it with its own Content-Type', async () => {
    for (const sample of await allSamples()) {
      // The claimed type is deliberately wrong: only the bytes count.
      const res = await libraryUpload(
        sample.data,
        `upload-${sample.name}`,
        { name: sample.name, description: `amostra ${sample.mime}` },
        admin3,
        'text/plain',
      );
      expect(res.statusCode, `${sample.name}: ${res.body}`).toBe(201);
      const record = res.json().data;
      expect(record).toMatchObject({
        name: sample.name,
        description: `amostra ${sample.mime}`,
        mime: sample.mime,
        kind: sample.kind,
      });
      const folder = sample.kind === 'image' ? 'images' : 'archives';
      expect(record.url).toMatch(new RegExp(`^/media/3/${folder}/[0-9a-f]{32,64}\\.[a-z0-9]+$`));
      const served = await media(record.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(sample.mime);
      expect(served.rawPayload.length).toBe(record.size);
      if (sample.kind !== 'image') expect(served.rawPayload.equals(sample.data)).toBe(true);
    }
  });

  it('refuses spoofed and disallowed content with 415 and the product’s message, storing nothing', async () => {
    const before = storedFiles();
    const pngThenHtml = Buffer.concat([
      (await png()).subarray(0, 33),
      Buffer.from('<html><script>alert(1)</script></html>'.repeat(20)),
    ]);
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      Buffer.alloc(512),
    ]);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const cases: [Buffer, string, string][] = [
      [pngThenHtml, 'photo.png', 'image/png'],
      [exe, 'photo.jpg', 'image/jpeg'],
      [elf, 'photo.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [html, 'page.pdf', 'application/pdf'],
      [Buffer.from('just some text'), 'notes.txt', 'text/plain'],
    ];
    for (const [data, name, type] of cases) {
      for (const res of [
        await libraryUpload(data, name, { name }, admin3, type),
        await mediaUpload(data, name, admin3, '', type),
      ]) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
        expect(res.json()).toEqual(INVALID);
      }
    }
    expect(storedFiles()).toEqual(before);
  });
});

describe('POST /api/cloudinary/upload', () => {
  it('answers the image-cloud shape, names the image by its hash and keeps it in the library', async () => {
    const res = await mediaUpload(await png(40, 20), '../../etc/<b>foto de perfil<b>.png', member3, '?client_id=3');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      bytes: expect.any(Number),
      width: 40,
      height: 20,
      format: 'png',
      name: 'bfoto de perfilb.png',
    });
    const key = body.file.url.replace('/media/', '');
    expect(key).toMatch(/^3\/images\/[0-9a-f]{64}\.png$/);
    const stored = readFileSync(join(dataDir, 'files', key));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(key.slice(9, 73));
    expect(stored.length).toBe(body.bytes);
    const listed = (await list(admin3, '?search=foto de perfil')).json().data;
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({ url: body.file.url, description: '', kind: 'image', width: 40, height: 20 });
  });

  it('puts everything but images under archives/ with a random name', async () => {
    const res = await mediaUpload(ftypFile('isom'), 'clip.mp4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: null, height: null, format: 'mp4' });
    expect(res.json().file.url).toMatch(/^\/media\/3\/archives\/[0-9a-f]{32}\.mp4$/);
  });

  it('requires a token and refuses another client', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'a.png', data: await png() }]);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/cloudinary/upload', payload, headers })).statusCode).toBe(
      401,
    );
    expect((await mediaUpload(await png(), 'a.png', admin3, '?client_id=6')).statusCode).toBe(403);
  });
});

describe('images are rewritten', () => {
  it('drops EXIF and GPS metadata', async () => {
    const tagged = await sharp(await jpeg(64, 48))
      .withExif({
        IFD0: { Make: 'Camera Co', Model: 'Secret Model', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const res = await mediaUpload(tagged, 'gps.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = readFileSync(join(dataDir, 'files', res.json().file.url.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Model'))).toBe(false);
  });

  it('applies the EXIF orientation to the pixels', async () => {
    const rotated = await sharp(await jpeg(60, 20))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await mediaUpload(rotated, 'rotated.jpg');
    expect(res.json()).toMatchObject({ width: 20, height: 60 });
    const stored = readFileSync(join(dataDir, 'files', res.json().file.url.replace('/media/', '')));
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([20, 60, 1]);
  });

  it('refuses a pixel flood before decoding it', async () => {
    const before = storedFiles();
    const res = await mediaUpload(pixelFloodPng(), 'flood.png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/50 megapixels/);
    expect(storedFiles()).toEqual(before);
  });
});

describe('limits and broken bodies', () => {
  it('answers 413 over the image and the file limits, storing nothing', async () => {
    const before = storedFiles();
    const bigImage = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(bigImage.length).toBeGreaterThan(MAX_IMAGE);
    const image = await mediaUpload(bigImage, 'big.png');
    expect(image.statusCode).toBe(413);
    expect(image.json()).toMatchObject({ success: false, message: 'Conteúdo grande demais.' });

    const bigVideo = ftypFile('isom', MAX_FILE);
    for (const res of [
      await mediaUpload(bigVideo, 'big.mp4'),
      await libraryUpload(bigVideo, 'big.mp4', { name: 'big' }),
    ]) {
      expect(res.statusCode).toBe(413);
      expect(res.json().success).toBe(false);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = ftypFile('isom', MAX_FILE - 32);
    expect(exact.length).toBe(MAX_FILE);
    expect((await mediaUpload(exact, 'exact.mp4')).statusCode).toBe(200);
  });

  it('answers 400 to a multipart body that ends before its closing boundary, storing nothing', async () => {
    const before = storedFiles();
    for (const data of [ftypFile('isom', 100_000), await png()]) {
      const res = await send(
        '/api/v2/admin/file',
        admin3,
        [
          { name: 'name', value: 'x' },
          { name: 'file', filename: 'cut.bin', data },
        ],
        { truncate: true },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('leaves no object and no temp file when the client goes away mid-upload (real socket)', async () => {
    const before = storedFiles();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'clip.mp4', data: ftypFile('isom', 250_000) },
    ]);
    let during: string[] = [];
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/cloudinary/upload',
        headers: { ...headers, ...bearer(admin3), 'content-length': payload.length },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      // Goes away once the server is writing the temp file (or after 5 s, which the assertion below reports).
      const goAway = async () => {
        for (let i = 0; i < 250 && during.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 20));
          during = storedFiles().filter((f) => f.endsWith('.part'));
        }
        req.destroy();
      };
      req.write(payload.subarray(0, 120_000), () => void goAway());
    });
    expect(during).toHaveLength(1);
    // The server notices the closed socket, fails the stream and removes the temp file.
    for (let i = 0; i < 250 && storedFiles().length !== before.length; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(storedFiles()).toEqual(before);
    const rows = await ctx.database.db.selectFrom('files').select('url').where('name', '=', 'clip.mp4').execute();
    expect(rows.every((r) => existsSync(join(dataDir, 'files', r.url.replace('/media/', ''))))).toBe(true);
  });

  it('answers 422 when no file is sent', async () => {
    const fieldsOnly = await send('/api/v2/admin/file', admin3, [{ name: 'name', value: 'x' }]);
    expect(fieldsOnly.statusCode).toBe(422);
    expect(fieldsOnly.json().errors).toHaveProperty('file');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/cloudinary/upload',
      headers: bearer(admin3),
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    const empty = await mediaUpload(Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(422);
  });

  it('validates the library fields and removes the stored object when they fail', async () => {
    const before = storedFiles();
    const res = await libraryUpload(pdf(), 'doc.pdf', { name: 'x'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('name');
    expect(storedFiles()).toEqual(before);
  });

  it('names a library file after the sanitised upload when no name is given', async () => {
    const res = await libraryUpload(pdf(), 'C:\\docs\\Relatório <final>.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Relatório final.pdf');
  });
});
