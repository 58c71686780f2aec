// Soak: mixed load on one running API server for a long stretch (30 minutes by default): list reads, searches, feed
// posts, comments and likes, users created, uploads to the library and collection records, while feed WebSockets
// stay open and receive the new posts. Every minute's requests, errors, p50 and p99 and the server's RSS (sampled
// every 5 s) are kept; the goals: 0 errors, no RSS growth trend past the warm-up (the first 5 minutes), a stable p99.
// Writes the "Soak" section of docs/reliability.md and its curve, docs/soak.svg.
//   npm run bench:soak [-- --minutes 30 --database sqlite|postgres --workers 8 --sockets 20]
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { openLive } from '../apps/api/src/modules/feed-live/live-client.ts';
import { machine, percentile, ROOT, rssKiB, startServer, writeSection } from './bench/common.mjs';
import { rssChart, trend } from './bench/soak-figures.mjs';

const sharp = createRequire(new URL('../apps/api/package.json', import.meta.url))('sharp');

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    database: { type: 'string', default: 'sqlite' },
    workers: { type: 'string', default: '8' },
    sockets: { type: 'string', default: '20' },
  },
});
const MINUTES = Number(args.minutes);
const WORKERS = Number(args.workers);
const SOCKETS = Number(args.sockets);
const USAGE =
  'usage: npm run bench:soak [-- --minutes N (30) --database sqlite|postgres --workers N (8) --sockets N (20)]';
if (
  ![MINUTES, WORKERS, SOCKETS].every((n) => Number.isSafeInteger(n) && n >= 1) ||
  !['sqlite', 'postgres'].includes(args.database)
) {
  console.error(USAGE);
  process.exit(2);
}
const CLIENT = 3;
const ADMIN = { email: 'admin@asta.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
/** The first minutes, where caches fill and the heap finds its size: the trend is read after them. */
const WARM_UP_MINUTES = Math.min(5, Math.floor(MINUTES / 3));
const SAMPLE_MS = 5_000;

/**
 * @typedef {{ requests: number, errors: number, times: number[] }} Minute
 * @typedef {(n: number) => Promise<Response>} Operation
 */

const unique = () => Math.random().toString(36).slice(2, 10);

/** A small PNG of its own colour, so uploads are not all one stored object. @param {number} n */
const png = (n) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 90 } } })
    .png()
    .toBuffer();

/**
 * The mix, by weight: what an administrators' console under a busy organisation asks for most is reads.
 * @param {(method: string, path: string, body?: unknown) => Promise<Response>} call
 * @param {number} folderId
 * @param {number[]} posts ids of posts created by the soak (comments and likes go to recent ones)
 * @returns {[number, string, Operation][]}
 */
const mix = (call, folderId, posts) => [
  [20, 'users list', (n) => call('GET', `/api/v2/admin/asap-user?per_page=20&page=${1 + (n % 5)}`)],
  [
    10,
    'users search',
    (n) => call('GET', `/api/v2/admin/asap-user?per_page=20&search=${['ana', 'sil', 'ma', 'jo'][n % 4]}`),
  ],
  [20, 'feed page', () => call('GET', `/api/v2/client/feed?pasta_id=${folderId}`)],
  [10, 'collection list', () => call('GET', '/api/v2/admin/categorias-produto?per_page=20')],
  [
    8,
    'post',
    async (n) => {
      const res = await call('POST', '/api/v2/client/feed/pasta/item/post', {
        pasta_id: folderId,
        text: `Soak ${n} ${unique()}`,
      });
      if (res.ok) posts.push((await res.clone().json()).data.id);
      return res;
    },
  ],
  [
    8,
    'comment',
    (n) =>
      call(
        'POST',
        `/api/v2/client/feed/comment/post?feed_itens_id=${posts.at(-1 - (n % 10)) ?? posts[0]}&comment=${encodeURIComponent(`Comentário ${n}`)}`,
      ),
  ],
  [6, 'like', (n) => call('POST', `/api/v2/client/feed/pasta/item/${posts.at(-1 - (n % 10)) ?? posts[0]}/like`)],
  [
    6,
    'user created',
    (n) =>
      call('POST', '/api/v2/admin/asap-user/store', {
        name: `Soak ${n}`,
        email: `soak-${unique()}@soak.test`,
        password: `Senha-${unique()}-9`,
      }),
  ],
  [
    6,
    'upload',
    async (n) => {
      const form = new FormData();
      form.set('name', `soak-${n}.png`);
      form.set('file', new Blob([await png(n)], { type: 'image/png' }), `soak-${n}.png`);
      return call('POST', '/api/v2/admin/file', form);
    },
  ],
  [
    6,
    'collection record',
    (n) =>
      call('POST', '/api/v2/admin/categorias-produto', { nome: `Soak ${n} ${unique()}`, descricao: 'carga longa' }),
  ],
];

/** @param {string} database */
async function prepare(database) {
  const temp = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  const cluster = join(temp, 'pg');
  const url =
    database === 'postgres'
      ? execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start', cluster], { encoding: 'utf8' }).trim()
      : '';
  const env = { DATA_DIR: join(temp, 'data'), DATABASE_URL: url };
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  const db = openDatabase(targetFromConfig(config));
  await migrateToLatest(db.db, db.sql);
  await seedDemo(db.db, config.DEMO_PASSWORD);
  await db.close();
  const cleanup = () => {
    if (url) execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop', cluster]);
    rmSync(temp, { recursive: true, force: true });
  };
  return { env, cleanup };
}

async function main() {
  const { env, cleanup } = await prepare(args.database);
  const { server, base, token } = await startServer(env, CLIENT, ADMIN);
  try {
    const headers = { authorization: `Bearer ${token}` };
    /** @type {(method: string, path: string, body?: unknown) => Promise<Response>} */
    const call = (method, path, body) => {
      const url = new URL(path, base);
      url.searchParams.set('client_id', String(CLIENT));
      const json = body !== undefined && !(body instanceof FormData);
      return fetch(url, {
        method,
        headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
        body: json ? JSON.stringify(body) : /** @type {FormData | undefined} */ (body),
      });
    };
    const folders = await (await call('GET', '/api/v2/client/feed/pasta')).json();
    const folderId = folders.data[0].id;
    const first = await call('POST', '/api/v2/client/feed/pasta/item/post', {
      pasta_id: folderId,
      text: 'Início da carga longa',
    });
    /** @type {number[]} */
    const posts = [(await first.json()).data.id];
    const operations = mix(call, folderId, posts);
    const total = operations.reduce((sum, [weight]) => sum + weight, 0);

    /** @type {string[]} */
    const failures = [];
    let running = true;
    let received = 0;
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, () => openLive(base.replace('http', 'ws'), { token, clientId: CLIENT })),
    );
    for (const socket of sockets) {
      socket.ws.on('message', () => (received += 1));
      socket.closed.then(({ code }) => running && failures.push(`socket closed with ${code}`));
    }

    /** @type {Minute[]} */
    const minutes = [];
    /** @type {{ at: number, rssMB: number }[]} */
    const rss = [];
    const started = performance.now();
    const minuteOf = () => Math.floor((performance.now() - started) / 60_000);
    const sampler = setInterval(
      () => rss.push({ at: (performance.now() - started) / 60_000, rssMB: rssKiB(server.pid) / 1024 }),
      SAMPLE_MS,
    );
    let n = 0;
    const worker = async () => {
      while (running) {
        let pick = (n * 7919) % total;
        const [, name, operation] = operations.find(([weight]) => (pick -= weight) < 0) ?? operations[0];
        const at = performance.now();
        const minute = (minutes[minuteOf()] ??= { requests: 0, errors: 0, times: [] });
        try {
          const res = await operation(n++);
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${res.status}`);
        } catch (error) {
          minute.errors += 1;
          if (failures.length < 20) failures.push(`${name}: ${/** @type {Error} */ (error).message}`);
        }
        minute.requests += 1;
        minute.times.push(performance.now() - at);
      }
    };
    const deadline = setTimeout(() => (running = false), MINUTES * 60_000);
    const progress = setInterval(() => {
      const done = minuteOf();
      const m = minutes[done - 1];
      console.log(
        `minute ${done}: ${m?.requests ?? 0} requests, ${m?.errors ?? 0} errors, RSS ${rss.at(-1)?.rssMB.toFixed(0)} MB`,
      );
    }, 60_000);
    await Promise.all(Array.from({ length: WORKERS }, worker));
    clearTimeout(deadline);
    clearInterval(progress);
    clearInterval(sampler);
    for (const socket of sockets) socket.ws.close();
    report({ minutes: minutes.slice(0, MINUTES), rss, failures, received, posts: posts.length });
  } finally {
    server.kill('SIGTERM');
    cleanup();
  }
}

/** @param {{ minutes: Minute[], rss: { at: number, rssMB: number }[], failures: string[], received: number, posts: number }} run */
function report({ minutes, rss, failures, received, posts }) {
  const rows = minutes.map((m, i) => {
    const sorted = m.times.sort((a, b) => a - b);
    const inMinute = rss.filter((s) => s.at >= i && s.at < i + 1).map((s) => s.rssMB);
    return {
      minute: i + 1,
      requests: m.requests,
      errors: m.errors,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      rssMB: Math.max(...inMinute),
    };
  });
  const after = rss.filter((s) => s.at >= WARM_UP_MINUTES);
  const slope = trend(after.map((s) => [s.at, s.rssMB]));
  const p99s = rows
    .slice(WARM_UP_MINUTES)
    .map((r) => r.p99)
    .sort((a, b) => a - b);
  const p99Median = percentile(p99s, 50);
  const p99Worst = p99s.at(-1) ?? 0;
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const requests = rows.reduce((sum, r) => sum + r.requests, 0);
  // A trend that would add less than 5% to the memory over the whole run is noise around a level.
  const level = after.length ? after.reduce((s, x) => s + x.rssMB, 0) / after.length : 0;
  const stableRss = slope * MINUTES < 0.05 * level;
  const stableP99 = p99Worst <= 2 * p99Median;
  writeFileSync(join(ROOT, 'docs/soak.svg'), rssChart(rss, rows, WARM_UP_MINUTES));
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'missed');
  writeSection(
    '## Soak: mixed load',
    `## Soak: mixed load

Measured ${new Date().toISOString()} with \`npm run bench:soak -- --minutes ${MINUTES} --database ${args.database} --workers ${WORKERS} --sockets ${SOCKETS}\`
(scripts/bench-soak.mjs). One API server (\`npm start\`'s command line, NODE_ENV=production) on ${args.database === 'postgres' ? 'PostgreSQL (a throwaway cluster of scripts/pg-cluster.sh)' : 'SQLite'}
with the demo data; ${WORKERS} clients send requests back to back, each picking from a weighted mix: list reads 60%
(users pages, users search, feed page, a collection list), writes 40% (feed posts, comments, likes, users, library
uploads of small PNGs, collection records), while ${SOCKETS} feed WebSockets stay open and receive each new post. The
server's RSS is sampled every 5 s; the trend is the least-squares slope after the first ${WARM_UP_MINUTES} minutes.

- Requests: ${requests.toLocaleString('en')}, errors: ${errors} (goal 0: ${verdict(errors === 0 && failures.length === 0)}).${failures.length ? ` First failures: ${failures.slice(0, 5).join('; ')}.` : ''}
- Feed messages received over the sockets (new posts, comments, likes): ${received.toLocaleString('en')} (${posts.toLocaleString('en')} posts created, ${SOCKETS} sockets).
- RSS after the warm-up: level ${level.toFixed(0)} MB, trend ${slope >= 0 ? '+' : ''}${slope.toFixed(2)} MB per minute (goal: no growth trend, read as less than 5% of the level over the run: ${verdict(stableRss)}).
- p99 per minute after the warm-up: median ${p99Median?.toFixed(0)} ms, worst ${p99Worst.toFixed(0)} ms (goal: stable, the worst at most twice the median: ${verdict(stableP99)}).

![RSS and p99 per minute](soak.svg)

| minute | requests | errors | p50 ms | p99 ms | RSS MB (max) |
|---:|---:|---:|---:|---:|---:|
${rows.map((r) => `| ${r.minute} | ${r.requests} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rssMB.toFixed(0)} |`).join('\n')}

${machine()}.
`,
    'docs/reliability.md',
    '# Reliability',
  );
}

await main();
