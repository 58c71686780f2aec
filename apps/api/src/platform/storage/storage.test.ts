import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startS3, S3_TEST_BUCKET } from '../../test/s3.ts';
import { bearer, testContext } from '../../test/context.ts';
import { ftypFile, multipartBody, png } from '../../test/samples.ts';
import { localStorage } from './local.ts';
import { storageFromConfig, type Storage } from './index.ts';

const text = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Yields `bytes` of data in 64 KiB chunks, then fails: an upload cut off mid-way. */
function failingStream(bytes: number): Readable {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < bytes; sent += 65536) yield randomBytes(Math.min(65536, bytes - sent));
      throw new Error('client went away');
    })(),
  );
}

const key = (n: number) => `3/archives/${n.toString(16).padStart(32, '0')}.mp4`;

function contract(
  name: string,
  setup: () => Promise<{ storage: Storage; leftovers: () => Promise<string[]>; teardown: () => Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let leftovers: () => Promise<string[]>;
    let teardown: () => Promise<void>;
    beforeAll(async () => ({ storage, leftovers, teardown } = await setup()));
    afterAll(() => teardown());

    it('puts, stats, gets whole and by range, deletes', async () => {
      const data = randomBytes(300_000);
      expect(
        await storage.put(key(1), Readable.from([data.subarray(0, 1000), data.subarray(1000)]), 'video/mp4'),
      ).toEqual({ size: data.length });
      expect((await storage.stat(key(1)))?.size).toBe(data.length);
      const whole = await storage.get(key(1));
      expect(whole?.size).toBe(data.length);
      expect((await text(whole!.stream)).equals(data)).toBe(true);
      const part = await storage.get(key(1), { start: 1000, end: 1999 });
      expect(part?.size).toBe(data.length);
      expect((await text(part!.stream)).equals(data.subarray(1000, 2000))).toBe(true);
      await storage.delete(key(1));
      expect(await storage.stat(key(1))).toBeNull();
      expect(await storage.get(key(1))).toBeNull();
      await storage.delete(key(1));
    });

    it('leaves nothing behind when the stream fails, small or multipart-sized', async () => {
      for (const [n, bytes] of [
        [2, 100_000],
        [3, 12 * 1024 * 1024],
      ] as const) {
        await expect(storage.put(key(n), failingStream(bytes), 'video/mp4')).rejects.toThrow(/client went away/);
        expect(await storage.stat(key(n))).toBeNull();
      }
      expect(await leftovers()).toEqual([]);
    });

    it('leaves nothing behind when the stream fails before its first byte, however often', async () => {
      // A race, so many tries: the local driver once created its temp file after a fast failure's cleanup.
      for (let n = 0; n < 300; n++)
        await expect(storage.put(key(4), failingStream(n % 2 ? 0 : 10), 'video/mp4')).rejects.toThrow(
          /client went away/,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await storage.stat(key(4))).toBeNull();
      expect(await leftovers()).toEqual([]);
    });

    it('refuses keys that are not ours', async () => {
      for (const bad of ['../x', '3/images/../../etc/passwd', '/etc/passwd', '3/images/abc.png']) {
        await expect(storage.put(bad, Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
          /Invalid storage key/,
        );
      }
    });
  });
}

contract('local', async () => {
  const root = mkdtempSync(join(tmpdir(), 'local-storage-'));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [e.name]));
  return {
    storage: localStorage(root),
    leftovers: async () => walk(root),
    teardown: async () => rmSync(root, { recursive: true, force: true }),
  };
});

contract('s3', async () => {
  const s3 = await startS3();
  const config = loadConfig({ ...s3.env });
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage: storageFromConfig(config),
    leftovers: async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }))).Contents ?? []).map((o) => o.Key!),
    teardown: s3.stop,
  };
});

describe('uploads and serving on S3', () => {
  it('stores through the API and serves ranges from the bucket', async () => {
    const s3 = await startS3();
    const ctx = await testContext({ env: s3.env });
    try {
      const token = await ctx.token('admin@asta.demo', 3);
      const video = ftypFile('isom', 20_000);
      for (const [data, filename] of [
        [video, 'clip.mp4'],
        [await png(), 'a.png'],
      ] as const) {
        const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/cloudinary/upload',
          payload,
          headers: { ...headers, ...bearer(token) },
        });
        expect(res.statusCode, res.body).toBe(200);
        const served = await ctx.app.inject({ method: 'GET', url: res.json().file.url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.length).toBe(res.json().bytes);
      }
      const { payload, headers } = multipartBody([{ name: 'file', filename: 'clip.mp4', data: video }]);
      const url = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/cloudinary/upload',
          payload,
          headers: { ...headers, ...bearer(token) },
        })
      ).json().file.url;
      const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
      expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=999999-' } })).statusCode).toBe(416);
    } finally {
      await ctx.close();
      await s3.stop();
    }
  });
});
