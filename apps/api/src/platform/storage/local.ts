import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type Storage } from './storage.ts';

const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A put's temp file, `.{name}.{pid of the writer}.{random}.part`. */
const TEMP_FILE = /^\..+\.([1-9][0-9]*)\.[0-9a-f]{16}\.part$/;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the temp files of puts that never finished: their writer was killed. A temp file is dead when its process is
 * gone, or when it bears this process's id but is older than this process (a restarted container reuses its pid).
 * Local storage is one machine's, so the process ids are this machine's. Answers how many went.
 */
export async function removeDeadTemps(root: string): Promise<number> {
  const started = Date.now() - process.uptime() * 1000;
  let removed = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) =>
    missing(error) ? [] : Promise.reject(error),
  );
  for (const entry of entries) {
    const pid = Number(TEMP_FILE.exec(entry.name)?.[1] ?? 0);
    if (!entry.isFile() || !pid) continue;
    const path = join(entry.parentPath, entry.name);
    const dead =
      pid === process.pid ? ((await stat(path).catch(() => null))?.mtimeMs ?? Infinity) < started : !alive(pid);
    if (dead) {
      await unlink(path).catch((error) => (missing(error) ? undefined : Promise.reject(error)));
      removed += 1;
    }
  }
  return removed;
}

/**
 * Files under `root` (DATA_DIR/files). A put writes to a hidden temp name in the target folder, fsyncs,
 * then renames: readers never see a partial file, and a failed put removes its temp file.
 */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, key);
  };
  return {
    driver: 'local',
    async put(key, stream: Readable) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(8).toString('hex')}.part`);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // flush: the data is fsynced before the file closes. Both outcomes wait for the close: after a
      // source that fails at once, the stream's own open may still be pending, and would create the
      // temp file after an early unlink.
      const out = createWriteStream(temp, { flags: 'wx', flush: true });
      const closed = new Promise<void>((resolve) => (out.closed ? resolve() : out.once('close', () => resolve())));
      try {
        await pipeline(stream, count, out);
        await closed;
        await rename(temp, target);
      } catch (error) {
        await closed;
        await unlink(temp).catch(() => {});
        throw error;
      }
      return { size };
    },
    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(key, range) {
      const path = pathOf(key);
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return { stream: createReadStream(path, range ? { start: range.start, end: range.end } : {}), size };
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error) => {
        if (!missing(error)) throw error;
      });
    },
    async check() {
      // A real write: permissions alone would not show a full disk or a read-only mount.
      await mkdir(root, { recursive: true });
      const probe = join(root, `.ready.${randomBytes(8).toString('hex')}`);
      await writeFile(probe, 'ok', { flag: 'wx' });
      await unlink(probe);
    },
  };
}
