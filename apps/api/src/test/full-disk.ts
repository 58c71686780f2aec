import { pipeline, Transform } from 'node:stream';
import { localStorage } from '../platform/storage/local.ts';
import type { Storage } from '../platform/storage/index.ts';

/**
 * Local storage under `root` on a disk that a test fills: while full, a write fails with ENOSPC, as the file system
 * says it, once `room` bytes are written (the temp file holds them, as on a real disk). Where a small real file system
 * cannot be mounted, this stands for one (the fault suite mounts a tmpfs where it may).
 */
export function fillableStorage(root: string): { storage: Storage; fill: (room?: number) => void; free: () => void } {
  const local = localStorage(root);
  let room: number | null = null;
  const storage: Storage = {
    ...local,
    put(key, stream, contentType) {
      if (room === null) return local.put(key, stream, contentType);
      const limit = room;
      let written = 0;
      const disk = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          if (written <= limit) return done(null, chunk);
          done(
            Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
              errno: -28,
              syscall: 'write',
            }),
          );
        },
      });
      return local.put(
        key,
        pipeline(stream, disk, () => {}),
        contentType,
      );
    },
  };
  return {
    storage,
    fill: (bytes = 0) => {
      room = bytes;
    },
    free: () => {
      room = null;
    },
  };
}
