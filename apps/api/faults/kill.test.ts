import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../src/db/database.ts';
import { signIn } from './harness/api.ts';
import { baselineOf, checkAcknowledged, checkStore } from './harness/consistency.ts';
import { startInstance, type Instance } from './harness/instance.ts';
import { startCluster, type Cluster } from './harness/postgres.ts';
import { startWriteLoad } from './harness/write-load.ts';

/**
 * The server killed (SIGKILL) under write load, ten times: clients create users, posts with comments and likes,
 * uploads and collection records through the API; each kill comes at a random moment, the server is restarted on its
 * port and the load goes on. Afterwards every acknowledged write reads back unchanged, nothing is half-written, and
 * every start was clean. On SQLite and on PostgreSQL.
 */

const KILLS = 10;
/** A kill comes within this long after the restarted server has acknowledged its first writes. */
const KILL_WINDOW_MS = 1_500;
const CLIENT_ID = 3;
/** Each restart loads the whole server again: a few seconds on a quiet machine, far more on a busy one. */
const TIMEOUT_MS = 600_000;

/** Lines of a start that say something went wrong (pino's error and fatal levels, or a printed error). */
const startProblems = (lines: string[]) =>
  lines.filter((line) => /"level":(50|60)\b/.test(line) || /^\s*(\w*Error\b|error:)/i.test(line));

const dirs: string[] = [];
let cluster: Cluster | null = null;
let instance: Instance | null = null;
afterAll(async () => {
  await instance?.stop('SIGKILL');
  cluster?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function killTenTimes(env: Record<string, string>, target: DatabaseTarget, dataDir: string): Promise<void> {
  const started = performance.now();
  const store = join(dataDir, 'files');
  let from = 0;
  // A stored upload that no record names is removed at the next start, however young (one instance here).
  instance = await startInstance({
    env: { ...env, DATA_DIR: dataDir, UPLOAD_SWEEP_SECONDS: '0' },
    startTimeoutMs: 180_000,
  });
  const server = instance;
  const starts = [server.lines.slice(from)];
  const session = await signIn(server.base);
  const folders = (await (await session.request('GET', '/api/v2/client/feed/pasta')).json()) as {
    data: { id: number }[];
  };
  const baseline = await baselineOf(target, CLIENT_ID, store);
  const load = startWriteLoad(() => session, { folderId: folders.data[0].id });

  const exits: (number | null)[] = [];
  const restarts: number[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    await load.progress(5);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_WINDOW_MS));
    exits.push((await server.stop('SIGKILL')).code);
    from = server.lines.length;
    const restart = performance.now();
    await server.restart();
    restarts.push(Math.round(performance.now() - restart));
    console.log(
      `kill ${kill + 1}: at ${Math.round(restart - started)} ms, restarted in ${restarts.at(-1)} ms, ${load.unanswered} unanswered so far`,
    );
    starts.push(server.lines.slice(from));
  }
  await load.progress(20);
  await load.stop();
  const loadDone = performance.now();

  const { acknowledged } = load;
  const counts = Object.fromEntries(Object.entries(acknowledged).map(([kind, list]) => [kind, list.length]));
  console.log(
    `kill test: ${KILLS} kills in ${Math.round(loadDone - started)} ms; acknowledged ${JSON.stringify(counts)}; unanswered ${load.unanswered}; restarts took ${restarts.join(', ')} ms`,
  );
  expect(load.failures).toEqual([]);
  expect(exits).toEqual(Array(KILLS).fill(null));
  for (const [kind, count] of Object.entries(counts)) expect(count, kind).toBeGreaterThan(0);
  expect(starts.map(startProblems).flat()).toEqual([]);

  expect(await checkAcknowledged(session, acknowledged)).toEqual([]);
  expect((await server.stop('SIGTERM')).code).toBe(0);
  expect(await checkStore(target, CLIENT_ID, store, baseline)).toEqual([]);
  console.log(
    `kill test: checked in ${Math.round(performance.now() - loadDone)} ms, ${Math.round(performance.now() - started)} ms in all`,
  );
}

describe('SIGKILL under write load', () => {
  it(
    'on SQLite: every acknowledged write survives ten kills, nothing is half-written, every start is clean',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'faults-kill-'));
      dirs.push(dataDir);
      await killTenTimes({}, { sqliteFile: join(dataDir, 'console.sqlite') }, dataDir);
    },
    TIMEOUT_MS,
  );

  it(
    'on PostgreSQL: the same',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'faults-kill-pg-'));
      dirs.push(dataDir);
      cluster = startCluster();
      const url = await cluster.createDatabase('kill');
      await killTenTimes({ DATABASE_URL: url }, { postgresUrl: url }, dataDir);
    },
    TIMEOUT_MS,
  );
});
