import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';

// What every storage driver implements and checks; the drivers import it from here, not from index.ts, which
// imports them.

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

interface StoredObject {
  stream: Readable;
  /** The object's total size in bytes (not the range's). */
  size: number;
  contentType?: string;
}

interface ObjectInfo {
  size: number;
  contentType?: string;
}

/**
 * Where uploaded bytes live. Keys are ours (`{clientId}/images/{sha256}.{ext}` or
 * `{clientId}/archives/{random}.{ext}`), never a user's file name.
 * put() must leave nothing behind when the stream fails: no partial object, no temp file.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, stream: Readable, contentType: string): Promise<{ size: number }>;
  /** null when the object does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** null when the object does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store takes writes now (readiness, platform/observability); rejects otherwise. */
  check(signal?: AbortSignal): Promise<void>;
}

/**
 * The store could not be reached, did not answer in time, or failed on its side: 503 for the request, which a later one
 * may retry. The cause stays for the log (platform/errors.ts).
 */
export const storageUnavailable = (cause: unknown): AppError =>
  Object.assign(new AppError(503, 'storageUnavailable', {}, { 'retry-after': '5' }), { cause });

/** Our keys only: client folder, kind folder, hex name, short extension. Guards every driver against traversal. */
export const STORAGE_KEY = /^[1-9][0-9]{0,9}\/(images|archives)\/[0-9a-f]{32,64}\.[a-z0-9]{2,4}$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
}
