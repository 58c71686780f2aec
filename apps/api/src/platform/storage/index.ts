import type { Readable } from 'node:stream';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { AppError } from '../errors.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

/** An inclusive byte range, already checked against the object's size. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  stream: Readable;
  /** The object's total size in bytes (not the range's). */
  size: number;
  contentType?: string;
}

export interface ObjectInfo {
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

/** Local storage's folder. */
export const localRoot = (config: Pick<Config, 'DATA_DIR'>): string => join(config.DATA_DIR, 'files');

export function storageFromConfig(config: Config): Storage {
  if (config.STORAGE === 's3') {
    return s3Storage({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      timeoutMs: config.S3_TIMEOUT_MS,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return localStorage(localRoot(config));
}
