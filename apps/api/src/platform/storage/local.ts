import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type Storage } from './index.ts';

const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

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
      const temp = join(dirname(target), `.${basename(target)}.${randomBytes(8).toString('hex')}.part`);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, count, createWriteStream(temp, { flags: 'wx' }));
        const handle = await open(temp, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
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
  };
}
