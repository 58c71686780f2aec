import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedLiveMessage } from '@console/contract';
import { openLive, type LiveClient } from '../src/modules/feed-live/live-client.ts';
import { signIn, type Session } from './harness/api.ts';
import { startInstance, type Instance } from './harness/instance.ts';
import { startCluster, type Cluster } from './harness/postgres.ts';
import { startTimedLoad, type TimedAnswer, type TimedLoad } from './harness/timed-load.ts';

/**
 * PostgreSQL stopped under load (an immediate stop: every connection cut, nothing listening) and started again. While it
 * is down every request answers 503 in the envelope within a second (none hangs, none is a 500), /readyz says the
 * database is down and open feed sockets are told; once it is back the instance recovers by itself, the sockets hear
 * it, and every write acknowledged before, during or after the outage reads back unchanged.
 */
const UNAVAILABLE = { success: false, message: 'Banco de dados indisponível. Tente novamente em instantes.' };
const LIMIT_MS = 1000;
const WARM_MS = 4000;
const DOWN_MS = 6000;
const AFTER_MS = 5000;
/** After PostgreSQL accepts connections again, how long the instance may take to answer writes again. */
const RECOVERY_LIMIT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms);

let cluster: Cluster;
let dataDir: string;
let instance: Instance;
let session: Session;
let live: LiveClient;
let folderId: number;

beforeAll(async () => {
  // The harness's clusters trade durability for speed with synchronous_commit=off: a commit is answered before its WAL
  // is flushed, and an immediate stop loses the last few hundred milliseconds of them. This test counts acknowledged
  // writes across such a stop, so its cluster keeps PostgreSQL's durable default (PG_OPTIONS: scripts/pg-cluster.sh).
  const options = process.env.PG_OPTIONS;
  process.env.PG_OPTIONS = `${options ?? ''} -c synchronous_commit=on`;
  try {
    cluster = startCluster();
  } finally {
    if (options === undefined) delete process.env.PG_OPTIONS;
    else process.env.PG_OPTIONS = options;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'faults-outage-'));
  instance = await startInstance({ env: { DATABASE_URL: await cluster.createDatabase('outage'), DATA_DIR: dataDir } });
  session = await signIn(instance.base);
  const folders = (await (await session.request('GET', '/api/v2/client/feed/pasta')).json()) as {
    data: { id: number; name: string }[];
  };
  folderId = folders.data.find((folder) => folder.name === 'Geral')!.id;
  live = await openLive(instance.base.replace(/^http/, 'ws'), { token: session.token, clientId: session.clientId });
});

afterAll(async () => {
  live?.ws.terminate();
  await instance?.stop('SIGKILL');
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Polls until `probe` answers something, or fails after `timeoutMs` with what the load and the server saw last. */
async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
  load: TimedLoad,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await sleep(25);
  }
  const last = load.answers.slice(-8).map(describeAnswer).join('\n');
  throw new Error(
    `${what}: nothing within ${timeoutMs} ms. Last answers:\n${last}\nServer:\n${instance.lines
      .slice(-12)
      .map((line) => line.slice(0, 300))
      .join('\n')}`,
  );
}

const describeAnswer = (a: TimedAnswer) =>
  `${a.kind} ${a.status} after ${round(a.ended - a.started)} ms: ${a.body?.slice(0, 200) ?? ''}`;

/** Every page of the signed-in user's own posts, by cursor. */
async function ownPosts(): Promise<Map<number, { texto: string; pasta_id: number }>> {
  const posts = new Map<number, { texto: string; pasta_id: number }>();
  let cursor: string | null = null;
  do {
    const res = await session.request(
      'GET',
      `/api/v2/client/feed/user?per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status).toBe(200);
    const page = (
      (await res.json()) as {
        data: { data: { id: number; texto: string; pasta_id: number }[]; next_cursor: string | null };
      }
    ).data;
    for (const post of page.data) posts.set(post.id, post);
    cursor = page.next_cursor;
  } while (cursor);
  return posts;
}

describe('PostgreSQL stopped under load', () => {
  it('answers 503 within a second while it is down, recovers by itself when it returns, and loses no acknowledged write', async () => {
    const pid = instance.process.pid;
    const load: TimedLoad = startTimedLoad(session, { loops: 6, folderId, limitMs: 5000 });
    const heard: { message: FeedLiveMessage; at: number }[] = [];
    live.ws.on('message', (raw) =>
      heard.push({ message: JSON.parse(raw.toString()) as FeedLiveMessage, at: performance.now() }),
    );
    const statusAt = (database: 'up' | 'down', after: number) =>
      heard.find(
        ({ message, at }) =>
          at >= after && message.type === 'status' && (message.data as { database?: string }).database === database,
      );

    await sleep(WARM_MS);
    const warm = load.answers.filter((a) => a.status >= 200 && a.status < 300).length;
    expect(warm, 'the load runs before the outage').toBeGreaterThan(5);

    // The outage. pause() blocks this process while pg_ctl stops the server, so the window measured starts after it.
    const pauseCalled = performance.now();
    cluster.pause();
    const paused = performance.now();
    const first503 = await waitFor(
      async () => load.answers.find((a) => a.status === 503 && a.ended >= pauseCalled),
      5000,
      'first 503',
      load,
    );
    const socketDown = await waitFor(async () => statusAt('down', pauseCalled), 5000, "the sockets' 'down'", load);

    // Readiness, sign-in and the other languages, while it is down.
    const ready = await fetch(`${instance.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false, dependencies: { database: { status: 'down' } } });
    const signInStarted = performance.now();
    const refusedSignIn = await fetch(`${instance.base}/api/oauth/access_token?client_id=3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@asta.demo', password: 'demo1234' }),
    });
    expect(refusedSignIn.status, 'sign-in while down').toBe(503);
    expect(await refusedSignIn.json()).toEqual(UNAVAILABLE);
    expect(performance.now() - signInStarted).toBeLessThan(LIMIT_MS);
    for (const [language, text] of [
      ['en', 'Database unavailable. Try again in a moment.'],
      ['es', 'Base de datos no disponible. Inténtelo de nuevo en unos instantes.'],
    ]) {
      const res = await session.request(
        'POST',
        '/api/v2/client/feed/pasta/item/post',
        { pasta_id: folderId, text: 'não fica' },
        { headers: { 'accept-language': language } },
      );
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe(text);
    }

    await sleep(Math.max(0, DOWN_MS - (performance.now() - paused)));
    const resumeCalled = performance.now();
    cluster.resume();
    const resumed = performance.now();
    const recovered = await waitFor(
      async () =>
        load.answers.find(
          (a) => a.started >= resumed && a.kind.endsWith('.create') && a.status >= 200 && a.status < 300,
        ),
      RECOVERY_LIMIT_MS,
      'a write acknowledged after PostgreSQL returned',
      load,
    );
    const socketUp = await waitFor(async () => statusAt('up', resumed), 10_000, "the sockets' 'up'", load);
    await sleep(AFTER_MS);
    await load.stop();

    // While it was down (requests sent after pg_ctl returned, answered before it was started again).
    const down = load.answers.filter((a) => a.started >= paused && a.ended <= resumeCalled);
    const slowest = Math.max(...down.map((a) => a.ended - a.started));
    const figures = {
      answersBeforeOutage: warm,
      pgCtlStopMs: round(paused - pauseCalled),
      pauseToFirst503Ms: round(first503.ended - pauseCalled),
      pauseToSocketDownMs: round(socketDown.at - pauseCalled),
      answersWhileDown: down.length,
      served200FromMemoryWhileDown: down.filter((a) => a.status === 200).length,
      slowestAnswerWhileDownMs: round(slowest),
      pgCtlStartMs: round(resumed - resumeCalled),
      resumeToFirstAcknowledgedWriteMs: round(recovered.ended - resumed),
      resumeToSocketUpMs: round(socketUp.at - resumed),
      acknowledgedUsers: load.users.length,
      acknowledgedPosts: load.posts.length,
    };
    console.log('PostgreSQL outage figures:', JSON.stringify(figures));

    expect(
      load.answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503)).map(describeAnswer),
      'no hang, no 500',
    ).toEqual([]);
    expect(down.length, 'requests answered while down').toBeGreaterThan(50);
    const notRefused = down.filter(
      (a) =>
        !(a.status === 503 && JSON.parse(a.body!).message === UNAVAILABLE.message) &&
        !(a.status === 200 && a.kind.endsWith('.list')),
    );
    expect(notRefused.map(describeAnswer), 'while down: 503 in the envelope (a list may come from memory)').toEqual([]);
    expect(slowest, 'the slowest answer while down').toBeLessThanOrEqual(LIMIT_MS);
    expect(first503.ended - paused, 'the first 503 after pg_ctl returned').toBeLessThanOrEqual(LIMIT_MS);
    const settled = recovered.ended + 1000;
    expect(
      load.answers.filter((a) => a.started >= settled && !(a.status >= 200 && a.status < 300)).map(describeAnswer),
      'after recovery',
    ).toEqual([]);
    expect(instance.process.pid, 'the same process throughout: no restart').toBe(pid);
    expect(instance.process.exitCode).toBeNull();

    // Back up: ready again, and a resync followed the 'up' (events may have been missed).
    expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
    expect(heard.some(({ message, at }) => at >= resumed && message.type === 'resync')).toBe(true);

    // Every acknowledged write reads back unchanged.
    expect(load.users.length).toBeGreaterThan(5);
    expect(load.posts.length).toBeGreaterThan(5);
    for (const { id, sent } of load.users) {
      const res = await session.request('GET', `/api/v2/admin/asap-user/${id}`);
      expect(res.status, `user ${id}`).toBe(200);
      expect(((await res.json()) as { data: unknown }).data, `user ${id}`).toMatchObject({
        user_id: id,
        user_info: { user_name: sent.name, user_email: sent.email },
      });
    }
    const posts = await ownPosts();
    const changed = load.posts.filter(
      ({ id, sent }) => posts.get(id)?.texto !== sent.text || posts.get(id)?.pasta_id !== sent.pasta_id,
    );
    expect(
      changed.map(({ id }) => `post ${id}: ${JSON.stringify(posts.get(id) ?? 'missing')}`),
      `acknowledged posts among the ${posts.size} listed`,
    ).toEqual([]);
  });
});
