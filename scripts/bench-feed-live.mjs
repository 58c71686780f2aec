// Feed fan-out benchmark (issue 6): one new post to 1,000 connected sockets. Sockets of the demo member of client 3
// connect to the live channel; each round creates a post through the REST API and times, for every socket, the
// moment its 'post.created' arrives after the request was sent. The server instance that fans out watches its event
// loop (perf_hooks.monitorEventLoopDelay) over the rounds. SQLite: one instance (in-process fan-out). PostgreSQL:
// two instances on one database, the post made through one and every socket on the other (LISTEN/NOTIFY).
// Writes the "Feed: live fan-out" section of docs/benchmarks.md.
//   npm run bench:feed-live [-- --sockets 1000 --rounds 30]
// PostgreSQL: DATABASE_URL, or a throwaway cluster (scripts/pg-cluster.sh).
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { FEED_LIVE_PATH, feedLiveProtocols } from '@console/contract';
import { freePort } from './free-port.mjs';
import { machine, percentile, ROOT, writeSection } from './bench/common.mjs';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '30' },
    'no-write': { type: 'boolean', default: false },
  },
});
const SOCKETS = Number(args.sockets);
const ROUNDS = Number(args.rounds);
const CLIENT = 3;
const MEMBER = { email: 'member@asta.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const ADMIN = { email: 'admin@asta.demo', password: MEMBER.password };
const GOAL = { delivery: 250, loop: 50 };
/** ACCESS_SPREAD_MS of apps/api/src/modules/feed-live/live-socket.ts: the baseline of the access change's figures. */
const ACCESS_SPREAD_MS = 1000;

/**
 * @typedef {{ p50: number, p99: number, max: number, sockets: number }} LoopReport what an instance answers 'report'
 * @typedef {{ times: number[], start: number, done: () => void }} Timing
 * @typedef {Awaited<ReturnType<typeof startInstance>>} Instance
 * @typedef {Awaited<ReturnType<typeof benchDatabase>>} Result
 */

/**
 * Starts one API instance (scripts/bench/feed-live-server.ts) and waits until it listens.
 * @param {Record<string, string>} env
 */
async function startInstance(env) {
  const port = await freePort();
  const child = fork(join(ROOT, 'scripts/bench/feed-live-server.ts'), [String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}`)));
  });
  /** @type {(message: 'reset' | 'report') => Promise<any>} the instance's answer (LoopReport for 'report') */
  const ask = (message) => new Promise((resolve) => (child.once('message', resolve), child.send(message)));
  return { child, port, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}`, ask };
}

/**
 * Opens the sockets in batches; resolves with them and the folder their 'ready' names.
 * @param {string} base
 * @param {string} token
 * @param {{ post: (title: string) => void, resync: () => void }} on
 */
async function openSockets(base, token, on) {
  /** @type {WebSocket[]} */
  const sockets = [];
  let folder;
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () => {
      const ws = new WebSocket(`${base}${FEED_LIVE_PATH}?client_id=${CLIENT}`, feedLiveProtocols(token));
      sockets.push(ws);
      return new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
        ws.once('error', reject);
        ws.on('message', (raw) => {
          const message = JSON.parse(raw.toString());
          if (message.type === 'ready') {
            folder = message.data.folders[0];
            resolve();
          } else if (message.type === 'post.created') on.post(message.data.titulo);
          else if (message.type === 'resync') on.resync();
        });
      });
    });
    await Promise.all(batch);
  }
  return { sockets, folder };
}

/**
 * @param {Instance} instance
 * @param {string} method
 * @param {string} path
 * @param {string} token
 * @returns {Promise<any>} the parsed JSON answer
 */
async function api(instance, method, path, token) {
  const res = await fetch(`${instance.http}${path}${path.includes('?') ? '&' : '?'}client_id=${CLIENT}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json();
}

/**
 * @param {Instance} instance
 * @param {{ email: string, password: string }} who
 * @returns {Promise<string>}
 */
async function signInAs(instance, who) {
  const res = await fetch(`${instance.http}/api/oauth/access_token?client_id=${CLIENT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const { token } = await res.json();
  if (!token) throw new Error(`sign-in of ${who.email} failed: ${res.status}`);
  return token;
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const publisher = await startInstance(env);
  const fanOut = env.DATABASE_URL ? await startInstance(env) : publisher;
  try {
    const token = await signInAs(publisher, MEMBER);

    /** @type {(Timing & { title: string }) | null} */
    let round = null;
    /** @type {Timing | null} */
    let change = null;
    const { sockets, folder } = await openSockets(fanOut.ws, token, {
      post(title) {
        if (!round || title !== round.title) return;
        round.times.push(performance.now() - round.start);
        if (round.times.length === SOCKETS) round.done();
      },
      resync() {
        change?.times.push(performance.now() - change.start);
        if (change?.times.length === SOCKETS) change.done();
      },
    });
    const post = (/** @type {string} */ title) =>
      fetch(`${publisher.http}/api/v2/client/feed/pasta/item/post?client_id=${CLIENT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ pasta_id: folder, title, text: `Aviso para todos os ${SOCKETS} conectados.` }),
      }).then((r) => {
        if (r.status !== 201) throw new Error(`post failed: ${r.status}`);
        return r.arrayBuffer();
      });
    await post('aquecimento');

    await fanOut.ask('reset');
    /** @type {number[]} */
    const delivery = [];
    /** @type {number[]} */
    const lastSocket = [];
    for (let i = 0; i < ROUNDS; i++) {
      const title = `rodada ${i}`;
      /** @type {Timing & { title: string }} */
      const current = { title, times: [], start: performance.now(), done: () => {} };
      await new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`round ${i}: ${current.times.length} of ${SOCKETS} sockets in 10 s`)),
          10_000,
        );
        current.done = () => (clearTimeout(timer), resolve());
        current.start = performance.now();
        round = current;
        post(title).catch(reject);
      });
      delivery.push(...current.times);
      lastSocket.push(Math.max(...current.times));
      await new Promise((r) => setTimeout(r, 100));
    }
    /** @type {LoopReport} */
    const loop = await fanOut.ask('report');

    // An access change of everyone in the client: a folder grant to the member's group is revoked through the
    // publisher; every socket checks its token and folders again at a random moment within a second and reloads.
    const admin = await signInAs(publisher, ADMIN);
    const memberId = (await api(publisher, 'GET', '/api/v2/client/user/authenticated', token)).data.id;
    const grant = (await api(publisher, 'GET', `/api/v2/admin/folder/permission/user/${memberId}`, admin)).data.find(
      (/** @type {{ id: number, target_type: string }} */ g) => g.target_type === 'group',
    );
    if (!grant) throw new Error('the demo member reaches no folder through a group');
    await fanOut.ask('reset');
    /** @type {Timing} */
    const changed = { times: [], start: performance.now(), done: () => {} };
    await new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`access change: ${changed.times.length} of ${SOCKETS} sockets reloaded in 10 s`)),
        10_000,
      );
      changed.done = () => (clearTimeout(timer), resolve());
      changed.start = performance.now();
      change = changed;
      api(publisher, 'DELETE', `/api/v2/admin/folder/permission/list/${grant.id}`, admin).catch(reject);
    });
    /** @type {LoopReport} */
    const accessLoop = await fanOut.ask('report');
    for (const ws of sockets) ws.terminate();
    delivery.sort((a, b) => a - b);
    lastSocket.sort((a, b) => a - b);
    changed.times.sort((a, b) => a - b);
    const fixed = (/** @type {number | undefined} */ x) => Number(x?.toFixed(1));
    return {
      label,
      instances: env.DATABASE_URL ? 2 : 1,
      sockets: loop.sockets,
      p50: fixed(percentile(delivery, 50)),
      p99: fixed(percentile(delivery, 99)),
      max: fixed(delivery.at(-1)),
      lastP50: fixed(percentile(lastSocket, 50)),
      loop,
      access: {
        p50: fixed(percentile(changed.times, 50)),
        p99: fixed(percentile(changed.times, 99)),
        last: fixed(changed.times.at(-1)),
        loop: accessLoop,
      },
    };
  } finally {
    // Stopped and gone before the database goes away.
    const stopping = [...new Set([publisher, fanOut])].map(
      ({ child }) =>
        new Promise(
          (/** @type {(value?: unknown) => void} */ resolve) => (child.once('exit', resolve), child.kill('SIGTERM')),
        ),
    );
    await Promise.all(stopping);
  }
}

/** @param {Result[]} results */
function writeReport(results) {
  const met = (/** @type {number} */ value, /** @type {number} */ goal) => `${value}${value <= goal ? '' : ' (over)'}`;
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.instances === 2 ? 'post through instance A, sockets on B' : 'one instance'} | ${r.sockets} | ${r.p50} | ${met(r.p99, GOAL.delivery)} | ${r.max} | ${r.lastP50} | ${r.loop.p50} / ${met(r.loop.p99, GOAL.loop)} / ${r.loop.max} |`,
  );
  const section = `## Feed: live fan-out of one new post to ${SOCKETS.toLocaleString('en')} sockets

Measured ${new Date().toISOString()} with \`npm run bench:feed-live\` (\`node --import tsx scripts/bench-feed-live.mjs --sockets ${SOCKETS} --rounds ${ROUNDS}\`).

${SOCKETS.toLocaleString('en')} WebSockets of the demo member of client ${CLIENT} connect to \`${FEED_LIVE_PATH}\` (token as subprotocol) and
wait for their 'ready'. Each of ${ROUNDS} rounds creates one post through \`POST /api/v2/client/feed/pasta/item/post\` and
times, for every socket, the arrival of its 'post.created' from the moment the request was sent: the write, its commit,
the publish and the fan-out are all inside the figure. The next round starts 100 ms after every socket had its
message. The instance that fans out measures its own event-loop delay (\`perf_hooks.monitorEventLoopDelay\`,
5 ms resolution; an idle loop reads 5 ms, the sampling period is inside every figure) over all the rounds. On SQLite one instance serves (in-process fan-out); on PostgreSQL two
instances share the database, the post goes through A and every socket listens on B, so each event crosses
LISTEN/NOTIFY. An event is serialised once for all the sockets and handed to them 100 at a time with the event loop free in
between (without the slices, one fan-out held the loop for tens of ms: event-loop p99 77 ms on SQLite); heartbeats
(30 s, each socket at its own offset) run as in production.

| database | topology | sockets | delivery p50 ms | delivery p99 ms (goal <= ${GOAL.delivery}) | max ms | last socket of a round, p50 ms | event-loop delay p50 / p99 / max ms (goal p99 <= ${GOAL.loop}) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Then one access change that concerns everyone in the client: a folder grant to the member's group is revoked
(\`DELETE /api/v2/admin/folder/permission/list/{id}\`, through instance A on PostgreSQL). Every socket checks its token
and folders again at a random moment within a second (\`ACCESS_SPREAD_MS\`, so ${SOCKETS.toLocaleString('en')} sockets do not read at once), finds a folder gone
and sends \`resync\`; the figures time each socket's \`resync\` from the moment the request was sent, and the
fan-out instance's event loop over that second.

| database | sockets told to reload | p50 ms | p99 ms | last ms | last / the ${ACCESS_SPREAD_MS.toLocaleString('en')} ms spread | event-loop delay p50 / p99 / max ms |
|---|---|---|---|---|---|---|
${results.map((r) => `| ${r.label} | ${r.sockets} | ${r.access.p50} | ${r.access.p99} | ${r.access.last} | ${(r.access.last / ACCESS_SPREAD_MS).toFixed(2)} | ${r.access.loop.p50} / ${r.access.loop.p99} / ${r.access.loop.max} |`).join('\n')}

${machine()}; PostgreSQL 15
(throwaway cluster of \`scripts/pg-cluster.sh\`) on the same machine. The ${SOCKETS.toLocaleString('en')} clients run in the benchmark's own process
and share the ${cpus().length} cores with the server(s) and the database, so their reading is part of the delivery time.
`;
  writeSection('## Feed: live fan-out', section);
}

const temp = mkdtempSync(join(tmpdir(), 'bench-feed-live-'));
const cluster = join(temp, 'pg');
try {
  const sqlite = await benchDatabase('SQLite', { DATA_DIR: join(temp, 'sqlite'), DATABASE_URL: '' });
  console.log(sqlite);
  const postgresUrl =
    process.env.DATABASE_URL ||
    execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start', cluster], { encoding: 'utf8' }).trim();
  const postgres = await benchDatabase('PostgreSQL', { DATABASE_URL: postgresUrl, DATA_DIR: join(temp, 'pg-files') });
  console.log(postgres);
  if (!args['no-write']) writeReport([sqlite, postgres]);
} finally {
  if (!process.env.DATABASE_URL && existsSync(cluster))
    execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop', cluster]);
  rmSync(temp, { recursive: true, force: true });
}
