import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RealtimeHub } from '../realtime/hub.ts';

/** The observability tests' app: a database of the test's choosing, a DATA_DIR of its own, the environment given. */
export async function appOn(
  database: Database,
  {
    env = {},
    logger = false,
    realtime,
  }: { env?: Record<string, string>; logger?: FastifyServerOptions['logger']; realtime?: RealtimeHub } = {},
): Promise<{ app: FastifyInstance; dataDir: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-observability-'));
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, logger, realtime });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port of 127.0.0.1 with nothing listening on it (taken, then released). */
export const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The value of one sample of a Prometheus text exposition (0.0.4): the metric's name and exactly these labels, in
 * any order; undefined when there is no such line.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '').match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? [];
    if (found.sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}
