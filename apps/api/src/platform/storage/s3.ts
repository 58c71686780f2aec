import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { assertKey, storageUnavailable, type Storage } from './storage.ts';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** For a connection, and for a request's answer (S3_TIMEOUT_MS). */
  timeoutMs: number;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const notFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Attempts of each S3 request: one retry for a passing fault, so a store that does not answer costs two timeouts. */
const ATTEMPTS = 2;

/**
 * S3 or an S3-compatible server. put() streams through lib-storage's Upload (5 MiB parts, at most
 * 4 in flight, so about 20 MiB of memory per upload whatever the file's size); when the source stream
 * fails the multipart upload is aborted (leavePartsOnError false), so no object and no orphan parts remain.
 * A store that is down, silent or failing answers storageUnavailable (503) within ATTEMPTS × timeoutMs, never hangs.
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    maxAttempts: ATTEMPTS,
    // requestTimeout runs from the request's start to the store's answer (its headers): a part of at most 5 MiB sent, then
    // the reply awaited; without throwOnRequestTimeout it would only warn. A response body then streams untimed: a
    // slow reader of a video holds the store's stream back, which must not count as the store being down.
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      requestTimeout: options.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = options.bucket;
  return {
    driver: 's3',
    async put(key, stream: Readable, contentType) {
      assertKey(key);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // Errors of the source must reach the Upload's reader; the source's error is the one to report
      // (lib-storage may throw its own abort failure instead).
      let sourceError: unknown;
      stream.on('error', (error) => {
        sourceError = error;
        count.destroy(error);
      });
      stream.pipe(count);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: count, ContentType: contentType },
        queueSize: 4,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // Nothing was completed, so no object exists; abort also frees the parts already sent.
        await upload.abort().catch(() => {});
        stream.destroy();
        throw sourceError ?? storageUnavailable(error);
      }
      return { size };
    },
    async stat(key) {
      assertKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType };
      } catch (error) {
        if (notFound(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async get(key, range) {
      assertKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = object.ContentRange
          ? Number(object.ContentRange.split('/')[1])
          : Number(object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size: total, contentType: object.ContentType };
      } catch (error) {
        if (notFound(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error) => {
        throw storageUnavailable(error);
      });
    },
    async check(signal) {
      // The bucket exists and these credentials reach it.
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
