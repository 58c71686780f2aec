// Users benchmark: a client with 1,000,000 members (seed:scale) on SQLite and on PostgreSQL, measured through the
// real HTTP API of a running server: list pages (first, deep by cursor, last, filtered), prefix and substring
// search, and the list endpoint's throughput under 50 connections with the answer cache off and on, in the same run as
// a bare node:http server and Fastify with the API's security headers alone sending the same body (scripts/bench/
// floor.mjs), and a CPU profile of the list with the answer cache off. Writes the "Users" section of docs/benchmarks.md.
//   npm run bench:users [-- --users 1000000 --duration 10 --samples 40 --floor-only]
// --users 20000 --floor-only: a quick run (the throughput, its floors and the profile; no latency scenarios).
// SQLite: a fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one. PostgreSQL: DATABASE_URL, or a
// throwaway cluster (scripts/pg-cluster.sh). A database whose client already has the users is not seeded again.
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { cursorScope } from '../apps/api/src/modules/users/listing.ts';
import { cursorAfter } from '../apps/api/src/platform/pagination.ts';
import { seedScaleInto } from './seed-scale.mjs';
import {
  machine,
  onBothDatabases,
  throughput as load,
  timeGets,
  startServer as startApi,
  writeSection,
} from './bench/common.mjs';
import { floorTable, measureFloors, profileTables } from './bench/floor.mjs';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    client: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    samples: { type: 'string', default: '40' },
    'floor-only': { type: 'boolean', default: false },
  },
});
const FLOOR_ONLY = args['floor-only'];
const USERS = Number(args.users);
const CLIENT = Number(args.client);
const SAMPLES = Number(args.samples);
const DURATION = Number(args.duration);
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
/** Least ratio to bare of the list with the answer cache off (issue 16): SQLite, PostgreSQL. */
const UNCACHED_GOALS = /** @type {[number, number]} */ ([0.25, 0.15]);
/** The profile before issue 16's changes to the uncached read path, for comparison (measured once, kept here). */
const USERS_BEFORE = `Before the changes of issue 16 to this path (the code of commit 98c6330: Kysely building and compiling every query,
zod checking every answer, statements parsed and planned on every run), measured the same way on 2026-11-25 at
20,000 members (\`--floor-only\`; a reduced run on a shared machine, its load average about 15 on 2 cores, so absolute
figures are low and noisy): SQLite 70 requests/s against bare 5,065 (ratio 0.014), server CPU per request 2,120 us
(bare 21); PostgreSQL 39 against 6,026 (0.006), 3,086 us. At full size on a quiet machine (docs of issue 16) the list
answered 0.05 of bare on SQLite and 0.02 on PostgreSQL.

Profile before, SQLite:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 38.2% \`kysely\` | 23.1% \`executeQuery (kysely sqlite-driver.js:60)\` | 91.5% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 27.0% \`V8 builtins / native\` | 21.9% \`writev (V8 builtins / native)\` | 86.9% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 14.2% \`node (internals)\` | 2.2% \`(anonymous) (api platform/ serializer.ts:1)\` | 35.1% \`send (api platform/ answer-cache.ts:1)\` |
| 4 | 4.1% \`api platform/\` | 2.1% \`visitNode (kysely operation-node-visitor.js:107)\` | 27.5% \`(anonymous) (api platform/ answer-cache.ts:1)\` |
| 5 | 3.5% \`fastify\` | 1.9% \`runMicrotasks (V8 builtins / native)\` | 27.4% \`Reply.send (fastify reply.js:156)\` |
| 6 | 2.3% \`zod\` | 1.9% \`(anonymous) (V8 builtins / native)\` | 27.1% \`onSendHook (fastify reply.js:565)\` |
| 7 | 2.1% \`api modules/users/\` | 1.5% \`(garbage collector) (GC)\` | 26.8% \`onSendEnd (fastify reply.js:599)\` |
| 8 | 1.8% \`api db/\` | 1.1% \`createExpressionBuilder (kysely expression-builder.js:26)\` | 24.5% \`provideConnection (kysely default-connection-provider.js:7)\` |
| 9 | 1.5% \`GC\` | 1.1% \`freeze (kysely object-utils.js:62)\` | 24.5% \`writePayload (fastify reply.js:718)\` |
| 10 | 1.2% \`find-my-way\` | 1.0% \`(anonymous) (api db/ search-keys.ts:1)\` | 24.4% \`end (node (internals) node:_http_outgoing:1034)\` |
| 11 | 1.1% \`helmet\` | 0.9% \`(program) ((program))\` | 24.2% \`(anonymous) (kysely query-executor-base.js:34)\` |
| 12 | 0.9% \`(program)\` | 0.9% \`inst._zod.parse (zod schemas.js:1199)\` | 23.9% \`executeQuery (kysely sqlite-driver.js:60)\` |

Profile before, PostgreSQL:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 40.7% \`V8 builtins / native\` | 34.4% \`writev (V8 builtins / native)\` | 76.2% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 17.0% \`node (internals)\` | 8.8% \`(garbage collector) (GC)\` | 72.3% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 9.9% \`kysely\` | 2.4% \`(anonymous) (V8 builtins / native)\` | 36.5% \`Socket._writeGeneric (node (internals) node:net:927)\` |
| 4 | 8.8% \`GC\` | 2.0% \`(anonymous) (api platform/ serializer.ts:1)\` | 36.5% \`clearBuffer (node (internals) writable:744)\` |
| 5 | 4.3% \`api platform/\` | 1.8% \`runMicrotasks (V8 builtins / native)\` | 36.4% \`Writable.uncork (node (internals) writable:520)\` |
| 6 | 3.6% \`pg\` | 1.5% \`(program) ((program))\` | 35.9% \`Socket._writev (node (internals) node:net:964)\` |
| 7 | 3.3% \`fastify\` | 1.4% \`visitNode (kysely operation-node-visitor.js:107)\` | 35.9% \`doWrite (node (internals) writable:587)\` |
| 8 | 2.7% \`pg-protocol\` | 1.3% \`addFields (pg result.js:82)\` | 35.7% \`writevGeneric (node (internals) stream_base_commons:123)\` |
| 9 | 2.2% \`zod\` | 1.1% \`slice (node (internals) node:buffer:635)\` | 34.4% \`writev (V8 builtins / native)\` |
| 10 | 1.8% \`api modules/users/\` | 1.0% \`Hash (node (internals) hash:88)\` | 25.0% \`send (api platform/ answer-cache.ts:1)\` |
| 11 | 1.5% \`(program)\` | 0.8% \`inst._zod.check (zod checks.js:90)\` | 24.9% \`provideConnection (kysely default-connection-provider.js:7)\` |
| 12 | 1.1% \`pg-pool\` | 0.7% \`emit (node (internals) node:events:471)\` | 21.9% \`(anonymous) (kysely query-executor-base.js:34)\` |`;

const PG_SETTINGS = '-c shared_buffers=2GB -c effective_cache_size=8GB';
const PREFIX_TERMS = ['a', 'ju', 'ma', 'fe', 'lu', 'r', 'zz', 'q'];
const SUBSTRING_TERMS = {
  common: ['sil', 'ana', 'ira', 'ferr', 'gmail'],
  rare: ['joao pedro', '12345', 'barbosa77', 'helena dias', 'caio_'],
  'no match': ['xyzq', 'kkkk', 'zzz', 'wxy'],
};

/**
 * @typedef {import('../apps/api/src/config.ts').Config} Config
 * @typedef {{ group?: number, regional?: number }} Where
 */

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 */
const throughput = (url, headers) => load(url, headers, DURATION);

/**
 * Ids spread over the client's list, for cursors that open pages deep inside it.
 * @param {Config} config
 * @param {Where} [where]
 */
async function spreadIds(config, where = {}) {
  const database = openDatabase(targetFromConfig(config));
  try {
    let query = database.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', CLIENT)
      .where('deleted_at', 'is', null);
    if (where.group) query = query.where('group_id', '=', where.group);
    if (where.regional) query = query.where('regional_id', '=', where.regional);
    const rows = await query.orderBy('id').execute();
    return Array.from({ length: 20 }, (_, i) => rows[Math.floor(((i + 0.5) * rows.length) / 20)].id);
  } finally {
    await database.close();
  }
}

/** @param {Config} config */
async function liveUsers(config) {
  const database = openDatabase(targetFromConfig(config));
  try {
    await import('../apps/api/src/db/migrations/index.ts').then((m) => m.migrateToLatest(database.db, database.sql));
    const row = await database.db
      .selectFrom('user_counts')
      .select((eb) => eb.fn.sum('live').as('n'))
      .where('client_id', '=', CLIENT)
      .executeTakeFirst();
    const places = async (/** @type {'groups' | 'regionals'} */ table) =>
      await database.db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('client_id', '=', CLIENT)
        .orderBy('id')
        .execute();
    return { live: Number(row?.n ?? 0), groups: await places('groups'), regionals: await places('regionals') };
  } finally {
    await database.close();
  }
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  let seeded = null;
  if ((await liveUsers(config)).live < USERS) seeded = await seedScaleInto(config, { users: USERS, clientId: CLIENT });
  const { live, groups, regionals } = await liveUsers(config);
  const group = groups.find((g) => g.name === 'Unidade Savassi') ?? groups[0];
  const regional = regionals.find((r) => r.name === 'Nordeste') ?? regionals[0];

  const list = `/api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20`;
  const latencies = FLOOR_ONLY ? [] : await timeScenarios(label, config, env, list, group, regional);

  // Throughput of the list with the answer cache off beside its floors (bare node:http and Fastify + security headers
  // sending its body), then the profile of that server under the same load; then with the answer cache on, and the
  // same request path without a query (the signed-in user), on a server of its own.
  const floors = await measureFloors({
    env,
    clientId: CLIENT,
    credentials: ADMIN,
    path: list,
    duration: DURATION,
    profileDir: join(tmpdir(), `bench-users-profile-${process.pid}`),
  });
  const warm = await startServer(env);
  const auth = { authorization: `Bearer ${warm.token}` };
  let api;
  let noQuery;
  try {
    api = await throughput(`${warm.base}${list}`, auth);
    noQuery = await throughput(`${warm.base}/api/v2/client/user/authenticated?client_id=${CLIENT}`, auth);
  } finally {
    warm.server.kill('SIGTERM');
  }
  /** @type {Array<[string, import('autocannon').Result]>} */
  const runs = [
    ['list', api],
    ['signed-in user', noQuery],
  ];
  // References only: a timeout on a machine shared with other work is reported, not fatal (the floors' runs are strict).
  for (const [what, run] of runs) {
    if (run.non2xx || run.errors)
      console.warn(`${label} ${what} under load: ${run.non2xx} non-2xx, ${run.errors} errors`);
  }
  const rps = { api: api.requests.average, noQuery: noQuery.requests.average, apiLatency: api.latency };
  console.log(
    `${label} throughput req/s: cache off ${floors.api.toFixed(0)}, Fastify floor ${floors.floor.toFixed(0)}, bare ${floors.bare.toFixed(0)}; ratio ${(floors.api / floors.bare).toFixed(2)}; server CPU per request ${floors.cpuUs.api.toFixed(0)} us (bare ${floors.cpuUs.bare.toFixed(0)}); cache on ${rps.api.toFixed(0)}, no query ${rps.noQuery.toFixed(0)}`,
  );
  if (floors.profile) console.log(`${label} profile of the list, answer cache off:\n${floors.profile.table}`);
  return { label, live, seeded, latencies, rps, floors };
}

/**
 * Sequential latencies of the list and search scenarios; the answer cache is off (the scenarios repeat their URLs,
 * which it would answer).
 * @param {string} label
 * @param {Config} config
 * @param {Record<string, string>} env
 * @param {string} list
 * @param {{ id: number, name: string }} group
 * @param {{ id: number, name: string }} regional
 */
async function timeScenarios(label, config, env, list, group, regional) {
  const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' });
  try {
    const deep = async (/** @type {Where} */ filter, /** @type {string} */ query) =>
      (await spreadIds(config, filter)).map(
        (id) => `${list}${query}&page=2&cursor=${cursorAfter(cursorScope({ clientId: CLIENT, ...filter }), id)}`,
      );
    const back = (/** @type {string[]} */ urls) =>
      urls.map((u) =>
        u.replace(
          /cursor=([\w-]+)/,
          (_, c) =>
            `cursor=${Buffer.from(Buffer.from(c, 'base64url').toString().replace(/^a/, 'b')).toString('base64url')}`,
        ),
      );
    const g = `&group=${group.id}`;
    const r = `&regional=${regional.id}`;
    const middle = await deep({}, '');
    /** @type {Array<[kind: string, name: string, urls: string[]]>} */
    const scenarios = [
      ['list', 'first page', [list]],
      ['list', 'deep pages by cursor (next)', middle],
      ['list', 'deep pages by cursor (previous)', back(middle)],
      ['list', 'last page (cursor=last)', [`${list}&cursor=last`]],
      ['list', 'page 500 by number (deepest OFFSET allowed)', [`${list}&page=500`]],
      ['list', `group "${group.name}": first page`, [`${list}${g}`]],
      ['list', `group: deep pages by cursor`, await deep({ group: group.id }, g)],
      ['list', `group: last page`, [`${list}${g}&cursor=last`]],
      ['list', `regional "${regional.name}": deep pages by cursor`, await deep({ regional: regional.id }, r)],
      ['list', 'group + regional: first and last page', [`${list}${g}${r}`, `${list}${g}${r}&cursor=last`]],
      [
        'prefix search',
        `first page: ${PREFIX_TERMS.map((t) => `'${t}'`).join(', ')}`,
        PREFIX_TERMS.map((t) => `${list}&search=${encodeURIComponent(t)}`),
      ],
      ...Object.entries(SUBSTRING_TERMS).map(
        ([kind, terms]) =>
          /** @type {[string, string, string[]]} */ ([
            'substring search',
            `${kind}: ${terms.map((t) => `'${t}'`).join(', ')}`,
            terms.map((t) => `${list}&search=${encodeURIComponent(t)}`),
          ]),
      ),
      [
        'substring search',
        `common terms within group "${group.name}"`,
        SUBSTRING_TERMS.common.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`),
      ],
      [
        'substring search',
        `rare terms within group "${group.name}"`,
        SUBSTRING_TERMS.rare.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`),
      ],
      [
        'substring search',
        `common and rare terms within regional "${regional.name}"`,
        [...SUBSTRING_TERMS.common, ...SUBSTRING_TERMS.rare].map((t) => `${list}${r}&search=${encodeURIComponent(t)}`),
      ],
      [
        'prefix search',
        `first page within group "${group.name}"`,
        PREFIX_TERMS.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`),
      ],
    ];
    const latencies = [];
    for (const [kind, name, urls] of scenarios) {
      const figures = await timeGets(base, token, urls, SAMPLES);
      console.log(`${label} ${kind} / ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      latencies.push({ kind, name, ...figures });
    }

    return latencies;
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * Starts the API server on the database of env, signed in as the client's administrator.
 * @param {Record<string, string>} env
 */
const startServer = (env) => startApi(env, CLIENT, ADMIN);

/** @param {Array<Awaited<ReturnType<typeof benchDatabase>>>} results */
function writeReport(results) {
  /** @type {Record<string, number>} */
  const goal = { list: 20, 'prefix search': 50, 'substring search': 150 };
  const [a, b] = results;
  const rows = a.latencies.map((l, i) => {
    const other = b.latencies[i];
    const mark = (/** @type {{ p50: number, p95: number }} */ x) =>
      `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${x.p95 <= goal[l.kind] ? '' : ' (over)'}`;
    return `| ${l.kind} | ${l.name} | ${mark(l)} | ${mark(other)} | p95 <= ${goal[l.kind]} ms |`;
  });
  /** @typedef {Awaited<ReturnType<typeof benchDatabase>>} Result */
  const share = (/** @type {Result} */ r, /** @type {number} */ rps) => (rps / r.floors.bare).toFixed(2);
  const seed = (/** @type {Result} */ r) =>
    r.seeded === null ? 'reused an already seeded database' : `${r.seeded.toFixed(0)} s`;
  const reduced = USERS < 1_000_000 || FLOOR_ONLY;
  const command = `node --import tsx scripts/bench-users.mjs --users ${USERS}${FLOOR_ONLY ? ' --floor-only' : ''}${DURATION !== 10 ? ` --duration ${DURATION}` : ''}`;
  const section = `## Users: lists and search with ${USERS.toLocaleString('en')} members in one client${reduced ? ' (reduced run: fewer rows, or the throughput and profile only)' : ''}

Measured ${new Date().toISOString()} with \`npm run bench:users\` (\`${command}\`).

The script fills client ${CLIENT} with ${USERS.toLocaleString('en')} members through the \`seed:scale\` code (when the database does not
have them yet), starts the API server (\`apps/api/src/server.ts\`) on that database with the answer cache off
(\`ANSWER_CACHE_MB=0\`: every request reads the database), signs in as the client's administrator and times
sequential requests through HTTP (${SAMPLES} per scenario, after 3 warm-up ones, rotating over
the scenario's URLs), response parsing included (\`--floor-only\` leaves these scenarios out). Deep pages are opened
with the cursor of the page after a user taken at 20 places spread over the list (or the filtered list). Then it runs
autocannon (50 connections, ${DURATION} s each) against the list's first page with the bearer token and the answer cache off,
and in the same run (\`scripts/bench/floor.mjs\`) against Fastify with the API's own security headers answering the
list's JSON body and doing nothing else (\`scripts/bench/fastify-floor.ts\`) and a bare \`node:http\` server answering
that body; then against a server with \`--cpu-prof\` (the profile below, a run of its own as the profiler slows it);
then with the answer cache on, and the same request path without a query (\`/api/v2/client/user/authenticated\`:
token check, tenancy, response schema).

Live users of the client: SQLite ${a.live.toLocaleString('en')}, PostgreSQL ${b.live.toLocaleString('en')}. Seed time: SQLite ${seed(a)}, PostgreSQL ${seed(b)}
(bulk inserts, trigram index and counters rebuilt once, statistics refreshed).
${
  a.latencies.length
    ? `
| kind | scenario | ${a.label} p50 / p95 ms | ${b.label} p50 / p95 ms | goal |
|---|---|---|---|---|
${rows.join('\n')}
`
    : ''
}
${floorTable(`\`GET /api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20\``, a, b, UNCACHED_GOALS)}
| API with the answer cache on, requests/s (ratio to bare) | ${a.rps.api.toFixed(0)} (${share(a, a.rps.api)}) | ${b.rps.api.toFixed(0)} (${share(b, b.rps.api)}) | |
| reference: signed-in user, no query (ratio to bare) | ${a.rps.noQuery.toFixed(0)} (${share(a, a.rps.noQuery)}) | ${b.rps.noQuery.toFixed(0)} (${share(b, b.rps.noQuery)}) | |
| API with the answer cache on, latency under load p50 / p99 ms | ${a.rps.apiLatency.p50} / ${a.rps.apiLatency.p99} | ${b.rps.apiLatency.p50} / ${b.rps.apiLatency.p99} | |

Profile of the server answering the list's first page with the answer cache off, under the same load (\`node --cpu-prof\`,
summarised by \`scripts/bench/cpuprofile-top.mjs\`; shares of the server's busy time, idle left out). Inclusive time
counts a function once per sample, with everything it called.

${profileTables(a, b)}

${USERS_BEFORE}

How the list is answered (read with the figures above): the server runs with LOG_LEVEL=warn, as in production, and
checks the token on every request against an in-process session cache (30 s, invalidated by revoke and by user
update or deletion). On SQLite the user lists keep their serialised answers in an in-process answer cache until the
database's change mark moves: any write through the process, or a commit by another connection or process (seen
through \`PRAGMA data_version\`), makes every kept answer stale at once. On PostgreSQL nothing is kept (other instances write unseen). With the answer
cache off every request runs one statement: the page in one pass of the order index with its group and regional
names, and the scope's counter as a column of it (\`readCounted\`, users/list-repo.ts), compiled once per shape and
bound to the request's values (\`db/compiled.ts\`), its LIMIT written into the SQL (\`db/inline-limits.ts\`: a bound
LIMIT made SQLite recompile the statement after every bind and kept PostgreSQL planning every run), prepared once per
connection on PostgreSQL (\`db/prepared.ts\`, a pool of \`DATABASE_POOL_MAX\` connections), its rows read as arrays
on SQLite and made into objects in JavaScript (\`db/sqlite-rows.ts\`: better-sqlite3 looked every column name up in
V8's string table for every row), and the answer, built field by field by \`toListItem\`, is stringified without the zod check
(\`shapedByCode\`, platform/serializer.ts; a test parses every such route's answers with their schemas). The CPU per
request rows count the server process alone (\`/proc/<pid>/stat\`): on a machine shared with other work they are
steadier than requests per second; PostgreSQL's own processes are not in them.
The Fastify reference (security headers, no work) is the ceiling of every route of this stack.
Substring search reads the trigram index: a term whose trigrams are common but whose matches are rare (two words,
'joao pedro') makes the index produce many candidates, which is the rare-term p95; within a group, counting the
matches walks every trigram match of the term to find those of the group.

${machine()}; PostgreSQL 15
(throwaway cluster of \`scripts/pg-cluster.sh\`: fsync off, \`${PG_SETTINGS}\`) on the same machine. Client, server and database share
its ${cpus().length} cores.
`;
  writeSection('## Users: ', section);
}

writeReport(await onBothDatabases('bench-users', { pgOptions: PG_SETTINGS }, benchDatabase));
