// Users benchmark: a client with 1,000,000 members (seed:scale) on SQLite and on PostgreSQL, measured through the
// real HTTP API of a running server: list pages (first, deep by cursor, last, filtered), prefix and substring
// search, and the list endpoint's throughput under 50 connections against a bare node:http server sending the
// same body. Writes the "Users" section of docs/benchmarks.md.
//   npm run bench:users [-- --users 1000000 --duration 10 --samples 40]
// SQLite: a fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one. PostgreSQL: DATABASE_URL, or a
// throwaway cluster (scripts/pg-cluster.sh). A database whose client already has the users is not seeded again.
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { cursorScope } from '../apps/api/src/modules/users/listing.ts';
import { cursorAfter } from '../apps/api/src/platform/pagination.ts';
import { seedScaleInto } from './seed-scale.mjs';
import { machine, onBothDatabases, spawnReady, timeGets, startServer as startApi, writeSection } from './bench/common.mjs';

const { values: args } = parseArgs({
  options: { users: { type: 'string', default: '1000000' }, client: { type: 'string', default: '8' }, duration: { type: 'string', default: '10' }, samples: { type: 'string', default: '40' } },
});
const USERS = Number(args.users);
const CLIENT = Number(args.client);
const SAMPLES = Number(args.samples);
const DURATION = Number(args.duration);
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };

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
 * @returns {Promise<import('autocannon').Result>}
 */
const throughput = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Ids spread over the client's list, for cursors that open pages deep inside it.
 * @param {Config} config
 * @param {Where} [where]
 */
async function spreadIds(config, where = {}) {
  const database = openDatabase(targetFromConfig(config));
  try {
    let query = database.db.selectFrom('users').select('id').where('client_id', '=', CLIENT).where('deleted_at', 'is', null);
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
    const row = await database.db.selectFrom('user_counts').select((eb) => eb.fn.sum('live').as('n')).where('client_id', '=', CLIENT).executeTakeFirst();
    const places = async (/** @type {'groups' | 'regionals'} */ table) => (await database.db.selectFrom(table).select(['id', 'name']).where('client_id', '=', CLIENT).orderBy('id').execute());
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

  // Latencies are those of requests that read the database: the answer cache is off for them (the scenarios repeat
  // their URLs, which it would answer).
  const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' });
  try {
    const list = `/api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20`;
    const deep = async (/** @type {Where} */ filter, /** @type {string} */ query) => (await spreadIds(config, filter)).map((id) => `${list}${query}&page=2&cursor=${cursorAfter(cursorScope({ clientId: CLIENT, ...filter }), id)}`);
    const back = (/** @type {string[]} */ urls) => urls.map((u) => u.replace(/cursor=([\w-]+)/, (_, c) => `cursor=${Buffer.from(Buffer.from(c, 'base64url').toString().replace(/^a/, 'b')).toString('base64url')}`));
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
      ['prefix search', `first page: ${PREFIX_TERMS.map((t) => `'${t}'`).join(', ')}`, PREFIX_TERMS.map((t) => `${list}&search=${encodeURIComponent(t)}`)],
      ...Object.entries(SUBSTRING_TERMS).map(([kind, terms]) => /** @type {[string, string, string[]]} */ (['substring search', `${kind}: ${terms.map((t) => `'${t}'`).join(', ')}`, terms.map((t) => `${list}&search=${encodeURIComponent(t)}`)])),
      ['substring search', `common terms within group "${group.name}"`, SUBSTRING_TERMS.common.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`)],
      ['substring search', `rare terms within group "${group.name}"`, SUBSTRING_TERMS.rare.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`)],
      ['substring search', `common and rare terms within regional "${regional.name}"`, [...SUBSTRING_TERMS.common, ...SUBSTRING_TERMS.rare].map((t) => `${list}${r}&search=${encodeURIComponent(t)}`)],
      ['prefix search', `first page within group "${group.name}"`, PREFIX_TERMS.map((t) => `${list}${g}&search=${encodeURIComponent(t)}`)],
    ];
    const latencies = [];
    for (const [kind, name, urls] of scenarios) {
      const figures = await timeGets(base, token, urls, SAMPLES);
      console.log(`${label} ${kind} / ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      latencies.push({ kind, name, ...figures });
    }

    // Throughput of the list endpoint, with the answer cache off (this server) and on (a second one); in the same
    // run, the same request path without a query (the signed-in user), Fastify with the API's security headers
    // answering the list's body and doing nothing else, and a bare node:http server answering that body.
    const body = await (await fetch(`${base}${list}`, { headers: { authorization: `Bearer ${token}` } })).text();
    const uncached = await throughput(`${base}${list}`, { authorization: `Bearer ${token}` });
    server.kill('SIGTERM');
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
    const runs = [['list', api], ['list, cache off', uncached], ['signed-in user', noQuery]];
    for (const [what, run] of runs) {
      if (run.non2xx || run.errors) throw new Error(`${what} under load: ${run.non2xx} non-2xx, ${run.errors} errors`);
    }
    const bodyFile = join(tmpdir(), `bench-users-body-${process.pid}.json`);
    writeFileSync(bodyFile, body);
    try {
      const floor = await serving((port) => ['--import', 'tsx', 'scripts/bench/fastify-floor.ts', String(port), bodyFile]);
      const bare = await serving((port) => [
        '-e',
        `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('ready'))`,
      ]);
      const rps = { api: api.requests.average, uncached: uncached.requests.average, noQuery: noQuery.requests.average, floor: floor.requests.average, bare: bare.requests.average, apiLatency: api.latency, bodyBytes: Buffer.byteLength(body) };
      console.log(`${label} throughput req/s: list ${rps.api.toFixed(0)}, cache off ${rps.uncached.toFixed(0)}, no query ${rps.noQuery.toFixed(0)}, Fastify floor ${rps.floor.toFixed(0)}, bare ${rps.bare.toFixed(0)}; ratio ${(rps.api / rps.bare).toFixed(2)}`);
      return { label, live, seeded, latencies, rps };
    } finally {
      rmSync(bodyFile, { force: true });
    }
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * Starts the API server on the database of env, signed in as the client's administrator.
 * @param {Record<string, string>} env
 */
const startServer = (env) => startApi(env, CLIENT, ADMIN);

/**
 * Starts a server process on a free port (argv from the port), runs autocannon against it, stops it.
 * @param {(port: number) => string[]} argv
 */
async function serving(argv) {
  const port = await freePort();
  const child = await spawnReady(argv(port), {}, 'ready');
  try {
    return await throughput(`http://127.0.0.1:${port}/`, {});
  } finally {
    child.kill('SIGTERM');
  }
}

/** @param {Array<Awaited<ReturnType<typeof benchDatabase>>>} results */
function writeReport(results) {
  /** @type {Record<string, number>} */
  const goal = { list: 20, 'prefix search': 50, 'substring search': 150 };
  const [a, b] = results;
  const rows = a.latencies.map((l, i) => {
    const other = b.latencies[i];
    const mark = (/** @type {{ p50: number, p95: number }} */ x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${x.p95 <= goal[l.kind] ? '' : ' (over)'}`;
    return `| ${l.kind} | ${l.name} | ${mark(l)} | ${mark(other)} | p95 <= ${goal[l.kind]} ms |`;
  });
  /** @typedef {Awaited<ReturnType<typeof benchDatabase>>} Result */
  const ratio = (/** @type {Result} */ r) => (r.rps.api / r.rps.bare).toFixed(2);
  const share = (/** @type {Result} */ r, /** @type {'uncached' | 'noQuery' | 'floor'} */ key) => (r.rps[key] / r.rps.bare).toFixed(2);
  const seed = (/** @type {Result} */ r) => (r.seeded === null ? 'reused an already seeded database' : `${r.seeded.toFixed(0)} s`);
  const section = `## Users: lists and search with ${USERS.toLocaleString('en')} members in one client

Measured ${new Date().toISOString()} with \`npm run bench:users\` (\`node --import tsx scripts/bench-users.mjs --users ${USERS}\`).

The script fills client ${CLIENT} with ${USERS.toLocaleString('en')} members through the \`seed:scale\` code (when the database does not
have them yet), starts the API server (\`apps/api/src/server.ts\`) on that database with the answer cache off
(\`ANSWER_CACHE_MB=0\`: every request reads the database), signs in as the client's administrator and times
sequential requests through HTTP (${SAMPLES} per scenario, after 3 warm-up ones, rotating over
the scenario's URLs), response parsing included. Deep pages are opened with the cursor of the page after a user
taken at 20 places spread over the list (or the filtered list). Then it runs autocannon (50 connections,
${DURATION} s each) against the list endpoint with the bearer token, with the answer cache off and on, and, in the same run,
against three references:
the same request path without a query (\`/api/v2/client/user/authenticated\`: token check, tenancy, response schema),
Fastify with the API's own security headers answering the list's JSON body and doing nothing else
(\`scripts/bench/fastify-floor.ts\`), and a bare \`node:http\` server answering that body (${a.rps.bodyBytes.toLocaleString('en')} bytes).

Live users of the client: SQLite ${a.live.toLocaleString('en')}, PostgreSQL ${b.live.toLocaleString('en')}. Seed time: SQLite ${seed(a)}, PostgreSQL ${seed(b)}
(bulk inserts, trigram index and counters rebuilt once, statistics refreshed).

| kind | scenario | ${a.label} p50 / p95 ms | ${b.label} p50 / p95 ms | goal |
|---|---|---|---|---|
${rows.join('\n')}

| throughput of \`GET /api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20\` | ${a.label} | ${b.label} | goal |
|---|---|---|---|
| API, requests/s (autocannon, 50 connections) | ${a.rps.api.toFixed(0)} | ${b.rps.api.toFixed(0)} | |
| bare node:http, same body, requests/s | ${a.rps.bare.toFixed(0)} | ${b.rps.bare.toFixed(0)} | |
| **ratio API / bare** | **${ratio(a)}** | **${ratio(b)}** | >= 0.4 on SQLite ${Number(ratio(a)) >= 0.4 ? '(met)' : '(NOT met)'} |
| API with the answer cache off (ANSWER_CACHE_MB=0), requests/s (ratio to bare) | ${a.rps.uncached.toFixed(0)} (${share(a, 'uncached')}) | ${b.rps.uncached.toFixed(0)} (${share(b, 'uncached')}) | |
| reference: signed-in user, no query (ratio to bare) | ${a.rps.noQuery.toFixed(0)} (${share(a, 'noQuery')}) | ${b.rps.noQuery.toFixed(0)} (${share(b, 'noQuery')}) | |
| reference: Fastify + security headers, no work (ratio to bare) | ${a.rps.floor.toFixed(0)} (${share(a, 'floor')}) | ${b.rps.floor.toFixed(0)} (${share(b, 'floor')}) | |
| API latency under load p50 / p99 ms | ${a.rps.apiLatency.p50} / ${a.rps.apiLatency.p99} | ${b.rps.apiLatency.p50} / ${b.rps.apiLatency.p99} | |

How the list is answered (read with the figures above): the server runs with LOG_LEVEL=warn, as in production, and
checks the token on every request against an in-process session cache (30 s, invalidated by revoke and by user
update or deletion). On SQLite the user lists keep their serialised answers in an in-process answer cache until the
database's change mark moves: any write through the process, or a commit by another connection or process (seen
through \`PRAGMA data_version\`), makes every kept answer stale at once. The benchmark asks for one URL, so its first
row is that hot path; the cache-off row is every request running the two reads (the counters, then the page with
its group and regional names, about 130 us on SQLite), Kysely building them, and zod checking the answer before
JSON.stringify. On PostgreSQL nothing is kept (other instances write unseen), so both rows read the database.
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
