import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testContext } from '../src/test/context.ts';
import { fillableStorage } from '../src/test/full-disk.ts';
import { startS3, S3_TEST_BUCKET } from '../src/test/s3.ts';
import { ftypFile, png } from '../src/test/samples.ts';
import { signIn, type Session } from './harness/api.ts';
import { startInstance } from './harness/instance.ts';

/**
 * The S3-compatible store away, and the disk under DATA_DIR full: uploads answer 503 or 507 in the envelope, quickly,
 * with nothing half-kept (no file record, no object, no temp file), and work again once the store or the room is back,
 * with no restart.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function upload(session: Session, data: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const started = performance.now();
  const res = await session.request('POST', '/api/cloudinary/upload', form);
  const body = (await res.json()) as { success?: boolean; message?: string; file?: { url: string } };
  return { status: res.status, body, ms: performance.now() - started };
}

const fileCount = async (session: Session) =>
  ((await (await session.request('GET', '/api/v2/admin/file/all?per_page=1')).json()) as { data: { total: number } })
    .data.total;

const STORAGE_DOWN = {
  success: false,
  message: 'Armazenamento de arquivos indisponível. Tente novamente em instantes.',
};
const DISK_FULL = { success: false, message: 'Espaço em disco insuficiente no servidor.' };

describe('S3-compatible store down', () => {
  it('uploads and serving answer 503 within the timeout bound, nothing is half-stored, and uploads work again when the store returns', async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.stop());
    const TIMEOUT_MS = 1000;
    const instance = await startInstance({
      env: {
        ...s3.env,
        S3_TIMEOUT_MS: String(TIMEOUT_MS),
        DATA_DIR: folder('s3-outage-'),
        LOG_LEVEL: 'warn',
        CONSOLE_DIR: '/nonexistent-console',
      },
      startTimeoutMs: 90_000,
    });
    cleanups.push(() => void instance.stop('SIGKILL'));
    const pid = instance.process.pid;
    const admin = await signIn(instance.base);
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    cleanups.push(() => client.destroy());
    const objects = async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }))).Contents ?? [])
        .map((o) => o.Key!)
        .sort();

    const stored = await upload(admin, ftypFile('isom', 50_000), 'antes.mp4');
    expect(stored.status).toBe(200);
    const mediaUrl = new URL(stored.body.file!.url, instance.base).toString();
    const filesBefore = await fileCount(admin);
    const objectsBefore = await objects();

    await s3.pause();
    const failed = [
      await upload(admin, ftypFile('isom', 400_000), 'video.mp4'),
      await upload(admin, await png(), 'foto.png'),
    ];
    for (const attempt of failed) {
      expect(attempt.status).toBe(503);
      expect(attempt.body).toEqual(STORAGE_DOWN);
      expect(attempt.ms).toBeLessThan(2 * TIMEOUT_MS + 1000);
    }
    const servedStarted = performance.now();
    const served = await fetch(mediaUrl);
    const servedMs = performance.now() - servedStarted;
    expect(served.status).toBe(503);
    expect(await served.json()).toEqual(STORAGE_DOWN);
    expect(await fileCount(admin)).toBe(filesBefore);

    await s3.resume();
    const back = performance.now();
    const again = await upload(admin, ftypFile('isom', 50_000), 'depois.mp4');
    expect(again.status).toBe(200);
    expect((await fetch(mediaUrl)).status).toBe(200);
    expect(await fileCount(admin)).toBe(filesBefore + 1);
    // The failed uploads left no object: only the new one was added.
    const added = (await objects()).filter((key) => !objectsBefore.includes(key));
    expect(added).toEqual([again.body.file!.url.replace(/^\/media\//, '')]);
    expect(instance.process.pid).toBe(pid);
    console.log(
      `[storage-outage s3] S3_TIMEOUT_MS=${TIMEOUT_MS}: upload 503 in ${failed.map((f) => f.ms.toFixed(0)).join(' / ')} ms (video / image), serving 503 in ${servedMs.toFixed(0)} ms; first upload after the store returned: 200 in ${(performance.now() - back).toFixed(0)} ms`,
    );
  });
});

/** A photo of noise: it compresses to about its raw size (here 192 KiB), more than a full disk's last few KiB. */
const noisyPng = (side = 256) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

/** The disk-full scenario against a server at `base` whose files live in `filesDir`; `fill` leaves the disk full, `free` makes room. */
async function diskFull(label: string, base: string, filesDir: string, fill: () => void, free: () => void) {
  const admin = await signIn(base);
  const temps = () => (readdirSync(filesDir, { recursive: true }) as string[]).filter((name) => name.endsWith('.part'));
  expect((await upload(admin, ftypFile('isom', 20_000), 'antes.mp4')).status).toBe(200);
  const filesBefore = await fileCount(admin);

  fill();
  const failed = [
    await upload(admin, ftypFile('isom', 1024 * 1024), 'video.mp4'),
    await upload(admin, await noisyPng(), 'foto.png'),
  ];
  for (const attempt of failed) {
    expect(attempt.status, JSON.stringify(attempt.body)).toBe(507);
    expect(attempt.body).toEqual(DISK_FULL);
  }
  expect(await fileCount(admin)).toBe(filesBefore);
  expect(temps()).toEqual([]);

  free();
  const again = await upload(admin, ftypFile('isom', 1024 * 1024), 'depois.mp4');
  expect(again.status).toBe(200);
  expect(await fileCount(admin)).toBe(filesBefore + 1);
  console.log(
    `[storage-outage disk ${label}] upload 507 in ${failed.map((f) => f.ms.toFixed(0)).join(' / ')} ms (1 MiB video / image); after room was made: 200 in ${again.ms.toFixed(0)} ms`,
  );
}

/** A size-limited tmpfs on `dir`, where this machine lets us mount one (root, or CAP_SYS_ADMIN). */
function mountSmall(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('disk full under DATA_DIR', () => {
  it('uploads answer 507, no record, no temp file; they work again once there is room (a real size-limited folder where it can be mounted)', async () => {
    const dataDir = folder('disk-full-');
    const filesDir = join(dataDir, 'files');
    mkdirSync(filesDir);
    if (mountSmall(filesDir, '16m')) {
      cleanups.push(() => void execFileSync('umount', ['-l', filesDir]));
      const instance = await startInstance({
        env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', CONSOLE_DIR: '/nonexistent-console' },
        startTimeoutMs: 90_000,
      });
      cleanups.push(() => void instance.stop('SIGKILL'));
      const filler = join(filesDir, 'filler');
      // What the file system has left, but 64 KiB: the uploads below need more.
      const fill = () => {
        const { bavail, bsize } = statfsSync(filesDir);
        writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - 64 * 1024)));
      };
      await diskFull('tmpfs', instance.base, filesDir, fill, () => unlinkSync(filler));
    } else {
      // No mount here: the same scenario over HTTP against an in-process server whose storage fails as a full disk does.
      console.log('[storage-outage disk] tmpfs cannot be mounted here; an ENOSPC storage stands for the full disk');
      const disk = fillableStorage(filesDir);
      const ctx = await testContext({ storage: disk.storage, env: { DATA_DIR: dataDir } });
      cleanups.push(() => ctx.close());
      const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      await diskFull('injected', base, filesDir, () => disk.fill(64 * 1024), disk.free);
    }
  });
});
