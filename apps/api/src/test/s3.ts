import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'console-media';

export interface TestS3 {
  endpoint: string;
  env: Record<string, string>;
  /** Stops the server, keeping its objects: the store is down, its port closed. */
  pause: () => Promise<void>;
  /** Starts it again on the same port with the same objects. */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1, a random port and a temp folder. */
export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const run = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_TEST_BUCKET }],
    });
    return { server, port: (await server.run()).port };
  };
  let { server, port } = await run(0);
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    pause: async () => {
      await server.close();
      running = false;
    },
    resume: async () => {
      ({ server, port } = await run(port));
      running = true;
    },
    stop: async () => {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
