import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export * from './storage.ts';

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
