// Feed benchmark: a client with 1,000,000 feed posts (seed:scale --posts) on SQLite and on PostgreSQL, measured
// through the real HTTP API of a running server: the feed's first page and page 10,000 (by cursor, as the API
// pages), the deepest page the API opens by number, the same for one folder, and the author search for a common
// and a rare author; then the first page's throughput with the answer cache off beside its floors (bare node:http and
// Fastify + security headers sending its body, scripts/bench/floor.mjs) and its CPU profile. Writes the "Feed: pages
// and author search" section of docs/benchmarks.md.
//   npm run bench:feed [-- --posts 1000000 --users 1000000 --samples 40 --duration 10]   (--help: the options)
// Page 10,000 of 20 posts needs 200,180 posts in a list; the seed spreads posts over the client's 3 folders, so
// --posts below 600,540 stops before seeding anything, naming that minimum. --floor-only measures the throughput,
// its floors and the profile alone, at any size (a quick run: --posts 20000 --users 20000 --floor-only).
// SQLite: a fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one. PostgreSQL: DATABASE_URL, or a
// throwaway cluster (scripts/pg-cluster.sh). A database whose client already has the users and posts is not seeded
// again (users first, as the posts' authors come from the client's members).
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MAX_OFFSET_ROWS } from '@console/contract';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { likeContains } from '../apps/api/src/db/like.ts';
import { FEED_TOTAL_CAP } from '../apps/api/src/modules/feed/repo.ts';
import { searchKey } from '../apps/api/src/db/search-keys.ts';
import { FOLDERS } from '../apps/api/src/db/seed/data.ts';
import { machine, onBothDatabases, startServer, timeGets, writeSection } from './bench/common.mjs';
import { floorTable, measureFloors, profileTables } from './bench/floor.mjs';
import { seedScaleInto } from './seed-scale.mjs';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '1000000' },
    users: { type: 'string', default: '1000000' },
    client: { type: 'string', default: '8' },
    samples: { type: 'string', default: '40' },
    duration: { type: 'string', default: '10' },
    'floor-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const POSTS = Number(args.posts);
const USERS = Number(args.users);
const CLIENT = Number(args.client);
const SAMPLES = Number(args.samples);
const DURATION = Number(args.duration);
const FLOOR_ONLY = args['floor-only'];
const PER_PAGE = 20;
const DEEP_PAGE = 10_000;
/** Posts one list needs: the deep pages measured run to page DEEP_PAGE + 9, and each must be full. */
const LIST_MIN = (DEEP_PAGE + 9) * PER_PAGE;
/** The seed spreads the posts evenly over the client's folders, and one folder's deep pages are measured too. */
const MIN_POSTS = LIST_MIN * FOLDERS.length;
const USAGE = `usage: npm run bench:feed [-- --posts N (default 1000000, at least ${MIN_POSTS.toLocaleString('en')} unless --floor-only) --users N (1000000) --client ID (8) --samples N (40) --duration S (10) --floor-only]
SQLite: a temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one; PostgreSQL: DATABASE_URL, or a throwaway cluster.`;
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (/** @type {number} */ n, /** @type {number} */ min) => Number.isSafeInteger(n) && n >= min;
if (!whole(USERS, 1) || !whole(CLIENT, 1) || !whole(SAMPLES, 1) || !whole(POSTS, 0) || !whole(DURATION, 1)) {
  console.error(USAGE);
  process.exit(2);
}
if (POSTS < MIN_POSTS && !FLOOR_ONLY) {
  console.error(
    `bench:feed measures page ${DEEP_PAGE.toLocaleString('en')} (to page ${(DEEP_PAGE + 9).toLocaleString('en')}) of ${PER_PAGE} posts in the feed and in one of the client's ${FOLDERS.length} folders: ` +
      `that needs ${LIST_MIN.toLocaleString('en')} posts per folder, --posts ${MIN_POSTS.toLocaleString('en')} or more (got ${POSTS.toLocaleString('en')}).`,
  );
  process.exit(2);
}
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const GOAL = { page: 20, ratio: 2 };
/** Least ratio to bare of the first page with the answer cache off (issue 16): SQLite, PostgreSQL. */
const UNCACHED_GOALS = /** @type {[number, number]} */ ([0.15, 0.1]);
/** The profile before issue 16's changes to the uncached read path, for comparison (measured once, kept here). */
const FEED_BEFORE = `Before the changes of issue 16 to this path (the code of commit 98c6330), measured the same way on 2026-11-25 with
20,000 posts and members (\`--floor-only\`; a reduced run on a shared machine, load average about 15 on 2 cores):
SQLite 46 requests/s against bare 2,439 (ratio 0.02); PostgreSQL 33 against 6,060 (0.01).

Profile before, SQLite:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 61.3% \`kysely\` | 48.8% \`executeQuery (kysely sqlite-driver.js:60)\` | 95.3% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 15.0% \`V8 builtins / native\` | 11.9% \`writev (V8 builtins / native)\` | 93.6% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 7.2% \`node (internals)\` | 1.9% \`visitNode (kysely operation-node-visitor.js:107)\` | 50.6% \`provideConnection (kysely default-connection-provider.js:7)\` |
| 4 | 3.7% \`api platform/\` | 1.3% \`(garbage collector) (GC)\` | 50.5% \`(anonymous) (kysely query-executor-base.js:34)\` |
| 5 | 3.1% \`api modules/feed/\` | 1.2% \`(anonymous) (api platform/ serializer.ts:1)\` | 50.5% \`executeQuery (kysely sqlite-driver.js:60)\` |
| 6 | 1.8% \`fastify\` | 1.1% \`close (better-sqlite3 wrappers.js:13)\` | 18.8% \`(anonymous) (fastify wrap-thenable.js:14)\` |
| 7 | 1.6% \`api db/\` | 1.1% \`afterWriteDispatched (node (internals) stream_base_commons:156)\` | 18.7% \`Reply.send (fastify reply.js:156)\` |
| 8 | 1.5% \`zod\` | 1.1% \`runMicrotasks (V8 builtins / native)\` | 18.4% \`preSerializationHook (fastify reply.js:524)\` |
| 9 | 1.3% \`GC\` | 1.1% \`(anonymous) (api modules/feed/ rules.ts:1)\` | 18.4% \`preSerializationHookEnd (fastify reply.js:538)\` |
| 10 | 1.2% \`better-sqlite3\` | 0.9% \`createExpressionBuilder (kysely expression-builder.js:26)\` | 15.6% \`onSendHook (fastify reply.js:565)\` |
| 11 | 0.6% \`@console/contract\` | 0.9% \`(anonymous) (V8 builtins / native)\` | 15.6% \`onSendEnd (fastify reply.js:599)\` |
| 12 | 0.5% \`find-my-way\` | 0.9% \`(anonymous) (api modules/feed/ repo.ts:1)\` | 14.3% \`keysetPage (api platform/ pagination.ts:1)\` |

Profile before, PostgreSQL:

| # | self time by package or area | self time by function | inclusive time by function |
|---|---|---|---|
| 1 | 37.0% \`V8 builtins / native\` | 30.7% \`writev (V8 builtins / native)\` | 73.7% \`processTicksAndRejections (node (internals) task_queues:67)\` |
| 2 | 18.0% \`node (internals)\` | 9.6% \`(garbage collector) (GC)\` | 70.6% \`runMicrotasks (V8 builtins / native)\` |
| 3 | 12.0% \`kysely\` | 2.1% \`runMicrotasks (V8 builtins / native)\` | 32.5% \`Writable.uncork (node (internals) writable:520)\` |
| 4 | 9.6% \`GC\` | 2.0% \`(anonymous) (V8 builtins / native)\` | 32.2% \`clearBuffer (node (internals) writable:744)\` |
| 5 | 4.3% \`pg\` | 1.8% \`emit (node (internals) node:events:471)\` | 32.0% \`Socket._writeGeneric (node (internals) node:net:927)\` |
| 6 | 3.2% \`fastify\` | 1.7% \`visitNode (kysely operation-node-visitor.js:107)\` | 31.9% \`doWrite (node (internals) writable:587)\` |
| 7 | 3.0% \`api modules/feed/\` | 1.5% \`addFields (pg result.js:82)\` | 31.9% \`Socket._writev (node (internals) node:net:964)\` |
| 8 | 2.5% \`api platform/\` | 1.4% \`(program) ((program))\` | 31.8% \`writevGeneric (node (internals) stream_base_commons:123)\` |
| 9 | 1.6% \`pg-protocol\` | 1.4% \`(anonymous) (api platform/ serializer.ts:1)\` | 30.7% \`writev (V8 builtins / native)\` |
| 10 | 1.4% \`(program)\` | 1.3% \`(anonymous) (api modules/feed/ rules.ts:1)\` | 26.0% \`Reply.send (fastify reply.js:156)\` |
| 11 | 1.4% \`pg-pool\` | 1.2% \`createExpressionBuilder (kysely expression-builder.js:26)\` | 25.2% \`(anonymous) (fastify wrap-thenable.js:14)\` |
| 12 | 1.3% \`zod\` | 1.1% \`parseDate (postgres-date index.js:8)\` | 24.7% \`preSerializationHook (fastify reply.js:524)\` |`;
const COMMON_AUTHOR = 'silva';
const HEADING = '## Feed: pages and author search';

const PG_SETTINGS = '-c shared_buffers=2GB -c effective_cache_size=8GB';

/**
 * @typedef {import('../apps/api/src/config.ts').Config} Config
 * @typedef {Awaited<ReturnType<typeof benchDatabase>>} Result
 * @typedef {Result['latencies'][number]} Latency
 */

/**
 * Every page holds PER_PAGE posts, each with its author, like count and comment count.
 * @param {any} body the parsed JSON answer
 * @param {string} url
 */
function checkPage(body, url) {
  const posts = body.data?.data ?? [];
  if (posts.length !== PER_PAGE) throw new Error(`${url}: ${posts.length} posts, not ${PER_PAGE}`);
  const post = posts[0];
  if (!post.author?.name || typeof post.likes !== 'number' || typeof post.comments !== 'number')
    throw new Error(`${url}: a post without author, likes or comments`);
}

/**
 * @template T
 * @param {Config} config
 * @param {(db: import('../apps/api/src/db/database.ts').Database['db']) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withDatabase(config, work) {
  const database = openDatabase(targetFromConfig(config));
  try {
    await import('../apps/api/src/db/migrations/index.ts').then((m) => m.migrateToLatest(database.db, database.sql));
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const counts = (/** @type {Config} */ config) =>
  withDatabase(config, async (db) => {
    const live = await db
      .selectFrom('user_counts')
      .select((eb) => eb.fn.sum('live').as('n'))
      .where('client_id', '=', CLIENT)
      .executeTakeFirst();
    const posts = await db
      .selectFrom('feed_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('client_id', '=', CLIENT)
      .executeTakeFirst();
    return { users: Number(live?.n ?? 0), posts: Number(posts?.n ?? 0) };
  });

/**
 * Ids of the posts just before pages first..first+19 of a list (newest first), for cursors that open those pages;
 * the folder, the rare author's name and how many people the two author terms name.
 */
const fixtures = (/** @type {Config} */ config) =>
  withDatabase(config, async (db) => {
    const folders = await db
      .selectFrom('feed_folders')
      .select(['id', 'name'])
      .where('client_id', '=', CLIENT)
      .orderBy('id')
      .execute();
    const folder = folders[0];
    const before = async (/** @type {number | null} */ pasta) => {
      let query = db
        .selectFrom('feed_posts')
        .select('id')
        .where('client_id', '=', CLIENT)
        .where('status', '=', 'published');
      if (pasta) query = query.where('pasta_id', '=', pasta);
      const rows = await query
        .orderBy('id', 'desc')
        .offset((DEEP_PAGE - 1) * PER_PAGE - 1 - 10 * PER_PAGE)
        .limit(20 * PER_PAGE)
        .execute();
      // A reused database may hold fewer published posts than --posts asked for.
      if (rows.length < 20 * PER_PAGE) {
        const list = pasta ? `folder ${pasta}` : 'the feed';
        throw new Error(
          `${list} of client ${CLIENT} holds fewer than the ${LIST_MIN.toLocaleString('en')} published posts its page ${(DEEP_PAGE + 9).toLocaleString('en')} needs`,
        );
      }
      return Array.from({ length: 20 }, (_, i) => rows[i * PER_PAGE].id);
    };
    const named = async (/** @type {string} */ term) =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('client_id', '=', CLIENT)
            .where('deleted_at', 'is', null)
            .where('name_key', 'like', likeContains(searchKey(term)))
            .executeTakeFirst()
        )?.n ?? 0,
      );
    // The rare author: among the authors of the newest posts, one whose full name no other member's name contains.
    const recent = await db
      .selectFrom('feed_posts as p')
      .innerJoin('users as u', 'u.id', 'p.author_id')
      .select('u.name')
      .where('p.client_id', '=', CLIENT)
      .orderBy('p.id', 'desc')
      .limit(20)
      .execute();
    let rare = null;
    for (const { name } of recent) {
      if ((await named(name)) === 1) {
        rare = name;
        break;
      }
    }
    if (!rare) rare = recent[0].name;
    return {
      folder,
      folders: folders.length,
      feed: await before(null),
      folderIds: await before(folder.id),
      rare,
      named: { common: await named(COMMON_AUTHOR), rare: await named(rare) },
    };
  });

/**
 * The cursor of the page after post `id`, with the scope tag of a cursor the API issued for the same list.
 * @param {string} issued
 * @param {number} id
 */
const cursorLike = (issued, id) =>
  Buffer.from(
    Buffer.from(issued, 'base64url')
      .toString('latin1')
      .replace(/^[ab]\d+/, `a${id}`),
  ).toString('base64url');

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  const had = await counts(config);
  const started = Date.now();
  const users = had.users < USERS ? USERS - had.users : 0;
  const posts = had.posts < POSTS ? POSTS - had.posts : 0;
  if (users + posts > 0) await seedScaleInto(config, { users, posts, clientId: CLIENT });
  const seeded = users + posts > 0 ? (Date.now() - started) / 1000 : null;
  const now = await counts(config);
  const list = `/api/v2/client/feed?client_id=${CLIENT}&per_page=${PER_PAGE}`;
  const latencies = FLOOR_ONLY ? [] : await timeScenarios(label, config, env, list);
  // The first page's throughput with the answer cache off beside its floors, then its profile.
  const floors = await measureFloors({
    env,
    clientId: CLIENT,
    credentials: ADMIN,
    path: `${list}&page=1`,
    duration: DURATION,
    profileDir: join(tmpdir(), `bench-feed-profile-${process.pid}`),
  });
  console.log(
    `${label} throughput req/s: first page ${floors.api.toFixed(0)}, Fastify floor ${floors.floor.toFixed(0)}, bare ${floors.bare.toFixed(0)}; ratio ${(floors.api / floors.bare).toFixed(2)}; server CPU per request ${floors.cpuUs.api.toFixed(0)} us (bare ${floors.cpuUs.bare.toFixed(0)})`,
  );
  if (floors.profile) console.log(`${label} profile of the first page, answer cache off:\n${floors.profile.table}`);
  return { label, ...now, seeded, latencies, floors };
}

/**
 * Sequential latencies of the pages and searches; the answer cache is off (requests read the database).
 * @param {string} label
 * @param {Config} config
 * @param {Record<string, string>} env
 * @param {string} list
 */
async function timeScenarios(label, config, env, list) {
  const { folder, feed, folderIds, rare, named } = await fixtures(config);
  const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' }, CLIENT, ADMIN);
  try {
    const pasta = `/api/v2/client/feed/pasta/${folder.id}?client_id=${CLIENT}&per_page=${PER_PAGE}`;
    const issued = async (/** @type {string} */ url) => {
      const res = await fetch(`${base}${url}&page=1`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (!body.data?.next_cursor) throw new Error(`${url}: no next_cursor (${res.status})`);
      return body.data.next_cursor;
    };
    const deep = async (/** @type {string} */ url, /** @type {number[]} */ ids) => {
      const cursor = await issued(url);
      return ids.map((id, i) => `${url}&page=${DEEP_PAGE - 10 + i}&cursor=${cursorLike(cursor, id)}`);
    };
    const deepest = MAX_OFFSET_ROWS / PER_PAGE;
    const search = (/** @type {string} */ term) =>
      `/api/v2/client/feed/user/search/${encodeURIComponent(term)}?client_id=${CLIENT}&per_page=${PER_PAGE}`;
    /** @type {Array<[kind: string, name: string, urls: string[]]>} */
    const scenarios = [
      ['feed', 'page 1', [`${list}&page=1`]],
      [
        'feed',
        `page ${DEEP_PAGE.toLocaleString('en')} by cursor (pages ${(DEEP_PAGE - 10).toLocaleString('en')}-${(DEEP_PAGE + 9).toLocaleString('en')})`,
        await deep(list, feed),
      ],
      ['feed', `page ${deepest} by number (deepest OFFSET allowed)`, [`${list}&page=${deepest}`]],
      ['folder', `"${folder.name}": page 1`, [`${pasta}&page=1`]],
      ['folder', `"${folder.name}": page ${DEEP_PAGE.toLocaleString('en')} by cursor`, await deep(pasta, folderIds)],
      ['folder', `"${folder.name}": page ${deepest} by number`, [`${pasta}&page=${deepest}`]],
      [
        'author search',
        `common: '${COMMON_AUTHOR}' (${named.common.toLocaleString('en')} members named so; the first 1,000 count)`,
        [search(COMMON_AUTHOR)],
      ],
      [
        'author search',
        `rare: '${rare}' (${named.rare.toLocaleString('en')} member${named.rare === 1 ? '' : 's'} named so)`,
        [search(rare)],
      ],
    ];
    const latencies = [];
    for (const [kind, name, urls] of scenarios) {
      const figures = await timeGets(base, token, urls, SAMPLES, checkPage);
      console.log(`${label} ${kind} / ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      latencies.push({ kind, name, ...figures });
    }
    return latencies;
  } finally {
    server.kill('SIGTERM');
  }
}

/** @param {Result[]} results */
function writeReport(results) {
  const [a, b] = results;
  // The goal is that of a page as the feed scrolls (page 1, then by cursor); pages by number and the search have none.
  const goal = (/** @type {Latency} */ l) => l.kind !== 'author search' && !l.name.includes('by number');
  const mark = (/** @type {Latency} */ x) =>
    `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${!goal(x) || x.p95 <= GOAL.page ? '' : ' (over)'}`;
  const rows = a.latencies.map(
    (l, i) =>
      `| ${l.kind} | ${l.name} | ${mark(l)} | ${mark(b.latencies[i])} | ${goal(l) ? `p95 <= ${GOAL.page} ms` : ''} |`,
  );
  const ratio = (/** @type {Result} */ r, /** @type {number} */ first, /** @type {number} */ deep) =>
    r.latencies[deep].p95 / r.latencies[first].p95;
  const ratioRow = (/** @type {string} */ what, /** @type {number} */ first, /** @type {number} */ deep) => {
    const cell = (/** @type {Result} */ r) =>
      `${ratio(r, first, deep).toFixed(2)} ${ratio(r, first, deep) <= GOAL.ratio ? '(met)' : '(NOT met)'}`;
    return `| ${what}: p95 of page ${DEEP_PAGE.toLocaleString('en')} / p95 of page 1 | ${cell(a)} | ${cell(b)} | <= ${GOAL.ratio} |`;
  };
  const seed = (/** @type {Result} */ r) =>
    r.seeded === null ? 'reused an already seeded database' : `${r.seeded.toFixed(0)} s`;
  const reduced = POSTS < 1_000_000 || USERS < 1_000_000 || FLOOR_ONLY;
  const command = `node --import tsx scripts/bench-feed.mjs --posts ${POSTS}${USERS !== 1_000_000 ? ` --users ${USERS}` : ''} --samples ${SAMPLES}${DURATION !== 10 ? ` --duration ${DURATION}` : ''}${FLOOR_ONLY ? ' --floor-only' : ''}`;
  const latencyTables = () => `
| kind | scenario | ${a.label} p50 / p95 ms | ${b.label} p50 / p95 ms | goal |
|---|---|---|---|---|
${rows.join('\n')}

| ratio | ${a.label} | ${b.label} | goal |
|---|---|---|---|
${ratioRow('feed', 0, 1)}
${ratioRow(`folder`, 3, 4)}
`;
  const section = `${HEADING} with ${POSTS.toLocaleString('en')} posts${reduced ? ' (reduced run: fewer rows, or the throughput and profile only)' : ''}

Measured ${new Date().toISOString()} with \`npm run bench:feed\` (\`${command}\`).

The script fills client ${CLIENT} with ${USERS.toLocaleString('en')} members and ${POSTS.toLocaleString('en')} feed posts through the \`seed:scale\` code (when
the database does not have them yet: posts over the client's ${FOLDERS.length} folders, by 10,000 of its members, with like and
comment counters), starts the API server (\`apps/api/src/server.ts\`) on that database with the answer cache off
(\`ANSWER_CACHE_MB=0\`), signs in as the client's administrator (a moderator: every folder) and times
sequential requests through HTTP (${SAMPLES} per scenario, after 3 warm-up ones, rotating over the scenario's URLs),
response parsing included; every answer is checked to hold ${PER_PAGE} posts, each with its author, like count and
comment count. The API pages posts by keyset (docs/feed.md): \`?page\` opens pages by number up to row
${MAX_OFFSET_ROWS.toLocaleString('en')} (page ${MAX_OFFSET_ROWS / PER_PAGE} at ${PER_PAGE} a page; deeper it answers 422), and a deeper page is opened with the
cursor of its neighbour. Page ${DEEP_PAGE.toLocaleString('en')} is reached that way: the cursor of the page after the post just before
it (pages ${(DEEP_PAGE - 10).toLocaleString('en')} to ${(DEEP_PAGE + 9).toLocaleString('en')}, one URL each), with the scope tag of a cursor the API issued for the
same list. The author search asks the first page of posts whose author's name contains the term (\`--floor-only\`
leaves these scenarios out). Then autocannon (50 connections, ${DURATION} s each) loads the feed's first page with the
answer cache off, and in the same run (\`scripts/bench/floor.mjs\`) Fastify with the API's own security headers
answering that page's JSON body and doing nothing else (\`scripts/bench/fastify-floor.ts\`) and a bare \`node:http\`
server answering it; then a server with \`--cpu-prof\` under the same load (a run of its own: the profiler slows it).

Posts of the client: SQLite ${a.posts.toLocaleString('en')}, PostgreSQL ${b.posts.toLocaleString('en')}; live members: SQLite ${a.users.toLocaleString('en')},
PostgreSQL ${b.users.toLocaleString('en')}. Seed time: SQLite ${seed(a)}, PostgreSQL ${seed(b)}.
${a.latencies.length ? latencyTables() : ''}
${floorTable(`\`GET /api/v2/client/feed?client_id=${CLIENT}&per_page=${PER_PAGE}&page=1\``, a, b, UNCACHED_GOALS)}

Profile of the server answering the feed's first page with the answer cache off, under the same load (\`node --cpu-prof\`,
summarised by \`scripts/bench/cpuprofile-top.mjs\`; shares of the server's busy time, idle left out). Inclusive time
counts a function once per sample, with everything it called.

${profileTables(a, b)}

${FEED_BEFORE}

Read with the profile: a page's two reads are compiled once per shape (\`db/compiled.ts\`, prepared once per connection
on PostgreSQL) and the posts, built by \`toPost\`, are stringified without the zod check. What is left is mostly the
database's own work. The total no longer counts the list: the live posts of each folder and status are counters kept
by triggers on the posts (\`feed_post_counts\`, migration 020), as the users' are, and a feed's total is the sum of
its folders' counters of published posts (every status in the moderation queue) plus the viewer's own unpublished
posts, counted through the author index up to ${FEED_TOTAL_CAP.toLocaleString('en')}: exact at any size. Before, every page counted its list up to
${(FEED_TOTAL_CAP + 1).toLocaleString('en')} posts, a scan of the posts' table on SQLite for a moderator's feed: 1.4 ms a page at a million posts,
which held the page to about 700 requests/s.

How the figures read: a page is two reads, the total (a read of a few counters, and of the viewer's own unpublished
posts; an author's list and an author search count their posts, up to ${FEED_TOTAL_CAP.toLocaleString('en')} + 1, the posts alone) and the page
itself, which walks the posts' index backwards from the cursor's id, so page ${DEEP_PAGE.toLocaleString('en')} costs what page 1 does.
A page by number skips its OFFSET rows (up to ${MAX_OFFSET_ROWS.toLocaleString('en')}); it has no goal. The author search
first finds the matching members (the users' trigram index read in id order, stopped at the first 1,000), then counts
and reads the posts of those authors through the author index of migration 008 (live posts, with folder and status):
the count reads the index alone, and the page's ids come from each author's newest entries, only as far as they can
still make the page, before the 20 posts are joined to their authors and likes (docs/feed.md). Before that change
SQLite read every post of the 1,000 authors, a table row each, and sorted them all: 'silva' took 293 / 367 ms (p50 /
p95; the median of three runs of the previous code alternating with three of this one on the same databases,
2026-11-23), PostgreSQL 32 / 50 ms. On SQLite the rare term's time is mostly the lookup of its member: FTS5 matches
the phrase's 22 trigrams (spaces included), about 17 ms alone. The administrator is a moderator: their lists hold every
folder, and like everyone's the published posts and their own; a member's list also keeps to the folders they reach.

${machine()}; PostgreSQL 15
(${process.env.DATABASE_URL ? 'an existing server given by `DATABASE_URL`' : `the throwaway cluster of \`scripts/pg-cluster.sh\`: fsync off, \`${PG_SETTINGS}\``}) on the same machine.
Client, server and database share its ${cpus().length} cores.
`;
  writeSection(HEADING, section);
}

writeReport(await onBothDatabases('bench-feed', { pgOptions: PG_SETTINGS }, benchDatabase));
