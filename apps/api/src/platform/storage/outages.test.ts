import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testContext, type TestContext } from '../../test/context.ts';
import { fillableStorage } from '../../test/full-disk.ts';
import { startS3, S3_TEST_BUCKET, type TestS3 } from '../../test/s3.ts';
import { ftypFile, multipartBody, png } from '../../test/samples.ts';

/** Uploads and serving while the store is away or the disk is full: a clear 503 or 507, never a 500, nothing half-kept. */

const upload = (
  ctx: TestContext,
  token: string,
  data: Buffer,
  filename: string,
  { url = '/api/cloudinary/upload', lang }: { url?: string; lang?: string } = {},
) => {
  const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
  });
};
const fileRows = (ctx: TestContext) =>
  ctx.database.db.selectFrom('files').select(['id', 'storage_key']).orderBy('id').execute();
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

describe('disk full under DATA_DIR', () => {
  const root = mkdtempSync(join(tmpdir(), 'full-disk-'));
  const disk = fillableStorage(root);
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await testContext({ storage: disk.storage });
    token = await ctx.token('admin@asta.demo', 3);
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 507 with a message, records nothing and leaves no temp file; uploads work once there is room', async () => {
    expect((await upload(ctx, token, ftypFile('isom', 20_000), 'antes.mp4')).statusCode).toBe(200);
    const rowsBefore = await fileRows(ctx);
    const filesBefore = walk(root);

    disk.fill(64 * 1024);
    const cases = [
      { data: ftypFile('isom', 300_000), filename: 'video.mp4' },
      { data: await png(), filename: 'foto.png', room: 0 },
      { data: ftypFile('isom', 300_000), filename: 'biblioteca.mp4', url: '/api/v2/admin/file' },
    ];
    for (const { data, filename, url, room } of cases) {
      if (room !== undefined) disk.fill(room);
      const res = await upload(ctx, token, data, filename, { url });
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual({ success: false, message: 'Espaço em disco insuficiente no servidor.' });
    }
    const english = await upload(ctx, token, ftypFile('isom', 300_000), 'video.mp4', { lang: 'en' });
    expect(english.json()).toEqual({ success: false, message: 'Not enough disk space on the server.' });
    expect(await fileRows(ctx)).toEqual(rowsBefore);
    expect(walk(root)).toEqual(filesBefore);
    expect(
      await ctx.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'file.create')
        .where('created_at', '>', new Date(Date.now() - 60_000).toISOString())
        .execute(),
    ).toEqual([]);

    disk.free();
    const after = await upload(ctx, token, ftypFile('isom', 300_000), 'depois.mp4');
    expect(after.statusCode, after.body).toBe(200);
    expect(await fileRows(ctx)).toHaveLength(rowsBefore.length + 1);
  });
});

describe('S3-compatible store down', () => {
  let s3: TestS3;
  let ctx: TestContext;
  let token: string;
  let client: S3Client;
  const TIMEOUT_MS = 500;
  beforeAll(async () => {
    s3 = await startS3();
    ctx = await testContext({ env: { ...s3.env, S3_TIMEOUT_MS: String(TIMEOUT_MS) } });
    token = await ctx.token('admin@asta.demo', 3);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    client.destroy();
    await ctx.close();
    await s3.stop();
  });

  const objects = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }))).Contents ?? [])
      .map((o) => o.Key!)
      .sort();
  /** An upload and the serving of a stored file, each answering 503 in the envelope within `boundMs`. */
  async function expectUnavailable(label: string, mediaUrl: string, boundMs: number) {
    const times: number[] = [];
    for (const [data, filename] of [
      [ftypFile('isom', 200_000), 'video.mp4'],
      [await png(), 'foto.png'],
    ] as const) {
      const started = performance.now();
      const res = await upload(ctx, token, data, filename);
      times.push(performance.now() - started);
      expect(times.at(-1)).toBeLessThan(boundMs);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        message: 'Armazenamento de arquivos indisponível. Tente novamente em instantes.',
      });
    }
    const started = performance.now();
    const served = await ctx.app.inject({ method: 'GET', url: mediaUrl });
    times.push(performance.now() - started);
    expect(times.at(-1)).toBeLessThan(boundMs);
    expect(served.statusCode).toBe(503);
    expect(served.json().success).toBe(false);
    console.log(
      `[outages ${label}] S3_TIMEOUT_MS=${TIMEOUT_MS}: 503 in ${times.map((t) => t.toFixed(0)).join(' / ')} ms (video upload / image upload / serving)`,
    );
  }

  it('answers 503 quickly whether the store refuses connections or accepts and stays silent; nothing half-stored; back without a restart', async () => {
    const first = await upload(ctx, token, ftypFile('isom', 20_000), 'antes.mp4');
    expect(first.statusCode, first.body).toBe(200);
    const mediaUrl: string = first.json().file.url;
    const rowsBefore = await fileRows(ctx);
    const objectsBefore = await objects();

    await s3.pause();
    await expectUnavailable('store stopped', mediaUrl, 3000);

    // A store that accepts connections and never answers: the request timeout, twice (one retry), bounds the wait.
    const port = Number(new URL(s3.endpoint).port);
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      await expectUnavailable('store silent', mediaUrl, 2 * TIMEOUT_MS + 2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }

    await s3.resume();
    expect(await fileRows(ctx)).toEqual(rowsBefore);
    expect(await objects()).toEqual(objectsBefore);
    const again = await upload(ctx, token, ftypFile('isom', 20_000), 'depois.mp4');
    expect(again.statusCode, again.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(200);
    expect(await objects()).toEqual(
      [...(await fileRows(ctx)).map((r) => r.storage_key)].filter((k, i, all) => all.indexOf(k) === i).sort(),
    );
  });
});
