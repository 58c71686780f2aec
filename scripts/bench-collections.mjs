// Collections benchmark (issue 12, "Scale"): one client with 1,000,000 products (produtos) and 10,000 courses
// (cursos) holding 1,000,000 modules (modulos, the child collection), on SQLite and on PostgreSQL, measured through
// the real HTTP API of a running server: list pages (first, deep by cursor, filtered, under a parent), search,
// xlsx exports of 100,000 and 1,000,000 rows (time and the server's RSS), and the generic list's throughput under
// 50 connections against the hand-written users list in the same run, and the products list's first page with the
// answer cache off beside its floors (bare node:http and Fastify + security headers sending its body,
// scripts/bench/floor.mjs) with its CPU profile. Writes the "Collections" section of docs/benchmarks.md.
//   npm run bench:collections [-- --duration 10 --samples 40 --floor-only --engines --events]
// Then, in the same run, the events measurements (scripts/bench/collections-events.mjs): 1,000,000 registrations
// under 10,000 events, the events list sorted by confirmed registrations and filtered sold out, 50 clients confirming
// at once, and the generic list's share of bare node:http; written to their own section. --events: those alone.
// BENCH_SCALE=small: a quick run of everything (20,000 products and modules, 100,000 registrations).
// --floor-only: the floors and the profile alone (no latency scenarios, exports or users comparison).
// --engines: SQLite only, the scenarios and a few lists' throughput with COLLECTION_LIST_ENGINE=adaptive and =plain
// (scripts/bench/collections-engines.mjs), written to the "List engines" section.
// BENCH_COLLECTIONS_ROWS=20000 for a quick run (the products, the modules; courses are rows/100). SQLite: a fresh
// temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a loaded one. PostgreSQL: DATABASE_URL, or a throwaway cluster
// (scripts/pg-cluster.sh). A database whose client already holds the rows is not loaded again.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { loadCollections } from './bench/collections-load.mjs';
import { deepCursors as cursorsOf } from './bench/deep-cursors.mjs';
import { benchEngines, enginesSection } from './bench/collections-engines.mjs';
import { listsOf, scenariosOf, timeScenarios } from './bench/collections-scenarios.mjs';
import { serverArgv } from './server-argv.mjs';
import { alternating, machine, onBothDatabases, startServer as startApi, writeSection } from './bench/common.mjs';
import { floorTable, measureFloors, profileTables } from './bench/floor.mjs';
import { COLLECTIONS_BEFORE } from './bench/collections-before.mjs';
import { timeExport } from './bench/time-export.mjs';
import { benchEvents, eventsSection } from './bench/collections-events.mjs';

const { values: args } = parseArgs({
  options: {
    client: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
    samples: { type: 'string', default: '40' },
    'floor-only': { type: 'boolean', default: false },
    engines: { type: 'boolean', default: false },
    events: { type: 'boolean', default: false },
  },
});
const FLOOR_ONLY = args['floor-only'];
const ENGINES = args.engines;
const SCALE = /** @type {'small' | 'full'} */ (process.env.BENCH_SCALE === 'small' ? 'small' : 'full');
const ROWS = Number(process.env.BENCH_COLLECTIONS_ROWS ?? (SCALE === 'small' ? 20_000 : 1_000_000));
const CLIENT = Number(args.client);
const SAMPLES = Number(args.samples);
const DURATION = Number(args.duration);
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const PG_SETTINGS = '-c shared_buffers=2GB -c effective_cache_size=8GB';
const MB = 1024 * 1024;
/** Goals: p95 of list pages and of searches (ms), export of 100,000 rows (s), RSS added by an export (MB), throughput ratio. */
const GOAL = { list: 20, search: 100, exportSeconds: 10, rssMB: 128, ratio: 0.9 };
/** @typedef {import('../apps/api/src/config.ts').Config} Config */
/** @typedef {import('../apps/api/src/db/database.ts').Database} Database */

/**
 * @template T
 * @param {Config} config
 * @param {(database: Database) => Promise<T>} work
 */
async function withDatabase(config, work) {
  const database = openDatabase(targetFromConfig(config));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Loads the client's rows (unless present) and answers what the scenarios need of them.
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function factsOf(label, env) {
  /** @type {(database: Database, entity: string, query: Record<string, string>, parentId?: number) => Promise<string[]>} */
  const deepCursors = (database, entity, query, parentId) => cursorsOf(database, CLIENT, entity, query, parentId);
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  return withDatabase(config, async (database) => {
    await migrateToLatest(database.db, database.sql);
    await seedDemo(database.db, config.DEMO_PASSWORD);
    console.log(`${label}: loading up to ${ROWS.toLocaleString('en')} products and modules into client ${CLIENT} ...`);
    const loaded = await loadCollections(database, { clientId: CLIENT, rows: ROWS });
    /** @param {import('kysely').RawBuilder<unknown>} query */
    const first = async (query) =>
      /** @type {{ id?: number | string, n?: number | string }} */ ((await query.execute(database.db)).rows[0] ?? {});
    const count = async (/** @type {string} */ table, /** @type {string} */ extra = '') =>
      Number(
        (await first(sql`select count(*) as n from ${sql.table(table)} where client_id = ${CLIENT} ${sql.raw(extra)}`))
          .n ?? 0,
      );
    const course = await first(
      sql`select curso_id as id, count(*) as n from c_modulos where client_id = ${CLIENT} group by curso_id order by count(*) desc, curso_id limit 1`,
    );
    // The category with the fewest products: a filter that keeps a small share of the list.
    const category = await first(
      sql`select categoria_id as id from c_produtos where client_id = ${CLIENT} and categoria_id is not null group by categoria_id order by count(*), categoria_id limit 1`,
    );
    const courseId = Number(course.id);
    const categoryId = Number(category.id);
    return {
      loaded,
      products: await count('c_produtos'),
      inactive: await count('c_produtos', "and status = 'inativo'"),
      courses: await count('c_cursos'),
      modules: await count('c_modulos'),
      courseId,
      courseModules: Number(course.n),
      categoryId,
      cursors: {
        produtos: await deepCursors(database, 'produtos', {}),
        byPrice: await deepCursors(database, 'produtos', { sort: '-preco' }),
        inactive: await deepCursors(database, 'produtos', { status: 'inativo' }),
        category: await deepCursors(database, 'produtos', { categoria_id: String(categoryId) }),
        modulos: await deepCursors(database, 'modulos', {}),
        underCourse: await deepCursors(database, 'modulos', {}, courseId),
      },
    };
  });
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const facts = await factsOf(label, env);
  const produtos = `/api/v2/admin/produtos?client_id=${CLIENT}&per_page=20`;
  const measured = FLOOR_ONLY ? null : await measureScenarios(label, env, facts);
  // The products list's first page with the answer cache off beside its floors, then its profile.
  const floors = await measureFloors({
    env,
    clientId: CLIENT,
    credentials: ADMIN,
    path: produtos,
    duration: DURATION,
    profileDir: join(tmpdir(), `bench-collections-profile-${process.pid}`),
  });
  console.log(
    `${label} throughput req/s: produtos first page ${floors.api.toFixed(0)}, Fastify floor ${floors.floor.toFixed(0)}, bare ${floors.bare.toFixed(0)}; ratio ${(floors.api / floors.bare).toFixed(2)}; server CPU per request ${floors.cpuUs.api.toFixed(0)} us (bare ${floors.cpuUs.bare.toFixed(0)})`,
  );
  if (floors.profile) console.log(`${label} profile of the products list, answer cache off:\n${floors.profile.table}`);
  // The users list beside its own floors: each list against bare node:http sending its own body leaves out what the
  // bodies' sizes cost (the genericity's cost is what remains).
  const usersFloors = FLOOR_ONLY
    ? null
    : await measureFloors({
        env,
        clientId: CLIENT,
        credentials: ADMIN,
        path: `/api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20`,
        duration: DURATION,
      });
  return { label, facts, measured, floors, usersFloors, load: loadavg()[2] };
}

/**
 * Latencies of the list and search scenarios, the exports, and the generic list's throughput against the users list's.
 * @param {string} label
 * @param {Record<string, string>} env
 * @param {{ courseId: number, categoryId: number, inactive: number, products: number, cursors: Record<string, string[]> }} facts
 */
async function measureScenarios(label, env, facts) {
  const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' });
  try {
    const scenarios = scenariosOf(facts, CLIENT, ROWS);
    const latencies = await timeScenarios(label, base, token, scenarios, SAMPLES);
    const { produtos, under, inactive } = listsOf(facts, CLIENT);

    // Exports, after a small one so the code paths are loaded: the server's RSS is sampled during each.
    const pid = /** @type {number} */ (server.pid);
    await timeExport({ base, token, pid }, `${under}&format=xlsx`);
    const export100k = await timeExport({ base, token, pid }, `${inactive}&format=xlsx`);
    console.log(
      `${label} export ${facts.inactive} rows: ${export100k.seconds.toFixed(1)} s, first byte ${export100k.firstByte.toFixed(1)} s, RSS +${((export100k.peak - export100k.before) / 1024).toFixed(1)} MB ${export100k.failed ?? ''}`,
    );
    const exportAll = await timeExport({ base, token, pid }, `${produtos}&format=xlsx`);
    console.log(
      `${label} export ${facts.products} rows: ${exportAll.seconds.toFixed(1)} s, first byte ${exportAll.firstByte.toFixed(1)} s, RSS +${((exportAll.peak - exportAll.before) / 1024).toFixed(1)} MB ${exportAll.failed ?? ''}`,
    );

    // Throughput of the generic list and of the hand-written users list, both reading the database (answer cache off),
    // taking turns in short rounds so that the machine's neighbours weigh on both alike.
    const auth = { authorization: `Bearer ${token}` };
    const users = `/api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20`;
    const { generic, handWritten } = await alternating(
      [
        { name: 'generic', url: `${base}${produtos}`, headers: auth },
        { name: 'handWritten', url: `${base}${users}`, headers: auth },
      ],
      DURATION,
      5,
    );
    const rps = {
      generic: generic.rate,
      users: handWritten.rate,
      genericLatency: generic.latency,
      usersLatency: handWritten.latency,
    };
    console.log(
      `${label} throughput req/s: produtos ${rps.generic.toFixed(0)}, users ${rps.users.toFixed(0)}; ratio ${(rps.generic / rps.users).toFixed(2)}`,
    );
    return { latencies, exports: { part: export100k, all: exportAll }, rps };
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
  const [a, b] = results;
  const over = (/** @type {boolean} */ ok) => (ok ? '' : ' (over)');
  const ma = a.measured;
  const mb = b.measured;
  const rows = (ma?.latencies ?? []).map((l, i) => {
    const goal = GOAL[/** @type {'list' | 'search'} */ (l.kind)];
    const mark = (/** @type {{ p50: number, p95: number }} */ x) =>
      `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${over(x.p95 <= goal)}`;
    return `| ${l.kind} | ${l.name} | ${mark(l)} | ${mark(mb?.latencies[i] ?? l)} | p95 <= ${goal} ms |`;
  });
  /** @typedef {Awaited<ReturnType<typeof benchDatabase>>} Result */
  /** @typedef {{ seconds: number, firstByte: number, bytes: number, before: number, peak: number, failed: string | null }} Export */
  const added = (/** @type {Export} */ e) => (e.peak - e.before) / 1024;
  const exportCell = (/** @type {Export} */ e, /** @type {boolean} */ timed) =>
    `${e.failed ? `FAILED after ${e.seconds.toFixed(0)} s (${e.failed})` : `${e.seconds.toFixed(1)} s${timed ? over(e.seconds <= GOAL.exportSeconds) : ''}, first byte at ${e.firstByte.toFixed(1)} s, ${(e.bytes / MB).toFixed(1)} MB file`}, RSS ${(e.before / 1024).toFixed(0)} -> ${(e.peak / 1024).toFixed(0)} MB (+${added(e).toFixed(0)} MB${over(added(e) <= GOAL.rssMB)})`;
  const n = (/** @type {number} */ x) => x.toLocaleString('en');
  /** @typedef {NonNullable<Result['measured']>} Measured */
  const ratio = (/** @type {Measured} */ m) => m.rps.generic / m.rps.users;
  /** @param {Result} r */
  const bodyRatio = (r) =>
    r.usersFloors ? (r.floors.api / r.floors.bare / (r.usersFloors.api / r.usersFloors.bare)).toFixed(2) : '';
  /** @param {Result} r */
  const bodies = (r) =>
    r.usersFloors
      ? `${r.floors.bodyBytes.toLocaleString('en')} and ${r.usersFloors.bodyBytes.toLocaleString('en')} bytes`
      : '';
  /**
   * The latency, export and generic-versus-users tables of a run with its scenarios.
   * @param {Measured} ma
   * @param {Measured} mb
   */
  const scenarioTables = (ma, mb) => `| kind | scenario | ${a.label} p50 / p95 ms | ${b.label} p50 / p95 ms | goal |
|---|---|---|---|---|
${rows.join('\n')}

| export (\`format=xlsx\`) | ${a.label} | ${b.label} | goal |
|---|---|---|---|
| products status=inativo (${n(a.facts.inactive)} / ${n(b.facts.inactive)} rows) | ${exportCell(ma.exports.part, true)} | ${exportCell(mb.exports.part, true)} | <= ${GOAL.exportSeconds} s, RSS +<= ${GOAL.rssMB} MB |
| all products (${n(a.facts.products)} / ${n(b.facts.products)} rows) | ${exportCell(ma.exports.all, false)} | ${exportCell(mb.exports.all, false)} | RSS +<= ${GOAL.rssMB} MB |

| throughput, 50 connections, answer cache off | ${a.label} | ${b.label} | goal |
|---|---|---|---|
| generic list \`GET /api/v2/admin/produtos?client_id=${CLIENT}&per_page=20\`, requests/s | ${ma.rps.generic.toFixed(0)} | ${mb.rps.generic.toFixed(0)} | |
| hand-written users list \`GET /api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20\`, requests/s | ${ma.rps.users.toFixed(0)} | ${mb.rps.users.toFixed(0)} | |
| **ratio generic / users** | **${ratio(ma).toFixed(2)}** | **${ratio(mb).toFixed(2)}** | >= ${GOAL.ratio} ${ratio(ma) >= GOAL.ratio && ratio(mb) >= GOAL.ratio ? '(met)' : '(NOT met)'} |
| the same, each list's rate as a share of bare node:http sending its own body (${bodies(a)}) | ${bodyRatio(a)} | ${bodyRatio(b)} | |
| latency under load p50 / p99 ms, generic; users | ${ma.rps.genericLatency.p50} / ${ma.rps.genericLatency.p99}; ${ma.rps.usersLatency.p50} / ${ma.rps.usersLatency.p99} | ${mb.rps.genericLatency.p50} / ${mb.rps.genericLatency.p99}; ${mb.rps.usersLatency.p50} / ${mb.rps.usersLatency.p99} | |
`;
  const loaded = (/** @type {Result} */ r) =>
    r.facts.loaded === null ? 'reused an already loaded database' : `${r.facts.loaded.toFixed(0)} s`;
  const section = `## Collections: lists, search and exports with ${n(ROWS)} rows in one collection${ROWS < 1_000_000 || FLOOR_ONLY ? ' (reduced run: fewer rows, or the throughput and profile only)' : ''}

Measured ${new Date().toISOString()} with \`npm run bench:collections\` (\`node --import tsx scripts/bench-collections.mjs${FLOOR_ONLY ? ' --floor-only' : ''}${DURATION !== 10 ? ` --duration ${DURATION}` : ''}\`${ROWS === 1_000_000 ? '' : `, \`BENCH_COLLECTIONS_ROWS=${ROWS}\`: a reduced run`}).

The script fills client ${CLIENT} with products (\`produtos\`) and with courses (\`cursos\`) of 100 modules each (\`modulos\`, a
child collection), in bulk through the collection tables (\`scripts/bench/collections-load.mjs\`: rows stored as the API
stores them, inserts of 1,000 rows in transactions of 10,000, the tables' triggers keeping the counters and the search
index, statistics refreshed after). It starts the API server (\`node ${serverArgv().slice(0, -1).join(' ')} apps/api/src/server.ts\`, as \`npm start\` does) on that database with
the answer cache off (\`ANSWER_CACHE_MB=0\`), signs in as the client's administrator and times sequential requests
through HTTP (${SAMPLES} per scenario, after 3 warm-up ones, rotating over the scenario's URLs), response parsing
included. Deep pages are opened with the cursor of the page after a row taken at 20 places spread over the list (or
the filtered list) in its order. Exports stream \`format=xlsx\` while the script samples the server's \`VmRSS\` every 50 ms.
Throughput: autocannon (50 connections, ${DURATION} s each) against the products list and, in the same run and server,
the hand-written users list (\`/api/v2/admin/asap-user\`, the client's ${'demo'} members), both reading the database,
taking turns in 5 rounds so that the machine's neighbours weigh on both alike. The products page's body is about
1.6 times the users page's (more columns, a description): the row under the ratio divides each list's rate by that of
a bare \`node:http\` server sending its own body (the users list's floors are measured in this run too, as below for the
products), which leaves out what the bodies' sizes cost without any of our code.
Then the products list's first page alone on a server with the answer cache off, and in the same run
(\`scripts/bench/floor.mjs\`) Fastify with the API's own security headers answering that page's JSON body and doing
nothing else (\`scripts/bench/fastify-floor.ts\`) and a bare \`node:http\` server answering it; then a server with
\`--cpu-prof\` under the same load (a run of its own: the profiler slows it). \`--floor-only\` runs only these.

Rows of the client: SQLite ${n(a.facts.products)} products (${n(a.facts.inactive)} inactive), ${n(a.facts.courses)} courses, ${n(a.facts.modules)} modules;
PostgreSQL ${n(b.facts.products)} products (${n(b.facts.inactive)} inactive), ${n(b.facts.courses)} courses, ${n(b.facts.modules)} modules.
Load time: SQLite ${loaded(a)}, PostgreSQL ${loaded(b)}.

${ma && mb ? scenarioTables(ma, mb) : ''}
${floorTable(`\`GET /api/v2/admin/produtos?client_id=${CLIENT}&per_page=20\``, a, b, null)}

Profile of the server answering the products list's first page with the answer cache off, under the same load
(\`node --cpu-prof\`, summarised by \`scripts/bench/cpuprofile-top.mjs\`; shares of the server's busy time, idle left out).
Inclusive time counts a function once per sample, with everything it called.

${profileTables(a, b)}

${COLLECTIONS_BEFORE}

How the lists are answered (\`modules/collections/listing.ts\` and \`list-repo.ts\`): a list that nothing narrows opens
with one statement, compiled once per shape (\`db/compiled.ts\`): its page along the order's index, each row with the
titles of the rows its references name (a subquery per reference, run for the page's rows only) and the scope's counter
as a column, as the users list does. Every read of rows selects the columns a row is presented from (not its search key)
with those titles, its LIMIT written into the SQL. Statements that test a pattern (the searches) are planned for each
run on PostgreSQL, not prepared (\`db/prepared.ts\`): a plan kept after five runs was made without the pattern. A page walks the collection's
\`(client_id, <sort field>, id)\` index, and a cursor seeks it by the row value \`(<sort>, id) > (?, ?)\`, whatever the
depth. The indexes carry the collection's default order (here by name): a filter by equality is indexed as
\`(client_id, <field>, nome, id)\`, so that a filtered list is one walk of its value's range; the rows by id as
\`(client_id, id, nome)\`; and the order's own index holds \`search_head\`, the first 400 characters of the search key
(a generated column; PostgreSQL keeps it with INCLUDE). A narrowed list is first sampled: 8 windows of 250 rows spread
over the client's ids, each row tested against the filters, the search and both, and ranked in the list's order. The
sample tells how many rows match, and where along the order the first sampled match sits: the rows before it, the key
of the sampled row just before it (the edge), and whether the matches sit together (far more rows before the first
match than a spread of them would leave). A search alone is tested along the order's index (\`search_head\`; a row is read
only when its key is longer) for up to 50,000 entries, not begun when the sample places matches that sit together beyond
them; a search with filters walks its order testing rows for at most 5,000 rows (a subquery with a LIMIT, so neither
engine trades the order's index for a filter's and sorts), not begun when the sample saw so many rows before its first
match that a page within the walk would have shown one (95% odds). Otherwise a search's matches are found by walking
the order's index against FTS5's ids (SQLite, up to 100,000 entries), or, for matches that sit together within
250,000 rows, by counting the matches up to the edge (PostgreSQL ANDs the bitmaps of the order's index range and of
pg_trgm's index; SQLite reads the range's index entries against FTS5's ids) and, when there are none, walking the order
from the edge. Failing those, matches are read through their own index (a filter's, or the trigram index: FTS5
\`MATCH\` / pg_trgm \`LIKE\`) and sorted by key, the page's rows read after (on SQLite a search alone reads the keys of
FTS5's ids from \`(client_id, id, nome)\`, and a filter that keeps fewer rows than the search matches is read along its
index against FTS5's ids rather than each match looked up). A search whose sample promises up to 5,000 matches reads the
trigram index at once. Totals: the counters when nothing narrows the list; the sample's estimate when it surely (three
standard deviations) passes the exact limit of 10,000; else counted through the narrowing indexes, a search's matches
read in order (up to 40,000), so that its pages come from that read. Two-letter terms cannot use a trigram index and are
tested along the order's index.
Exports walk the list once in batches of 1,000 rows (no budget: each batch goes on where the last stopped) and write
the xlsx with \`platform/xlsx\` (the sheet's XML deflated into the zip as it is made, waiting for the reader).
Load average over the last 15 minutes at the end of each engine's run: SQLite ${a.load.toFixed(1)}, PostgreSQL ${b.load.toFixed(1)}
on ${cpus().length} cores (above 2, other work shared the machine and every latency above is inflated by it).

${machine()}; PostgreSQL 15
(throwaway cluster of \`scripts/pg-cluster.sh\`: fsync off, \`${PG_SETTINGS}\`, or \`DATABASE_URL\`) on the same machine. Client, server and database share
its ${cpus().length} cores.
`;
  writeSection('## Collections: ', section);
}

if (ENGINES) {
  // The adaptive and the plain list engine on the same SQLite database (collections-engines.mjs).
  const temp = mkdtempSync(join(tmpdir(), 'bench-collections-engines-'));
  try {
    const env = { DATA_DIR: process.env.BENCH_SQLITE_DIR || join(temp, 'sqlite'), DATABASE_URL: '' };
    const facts = await factsOf('SQLite', env);
    const run = { client: CLIENT, credentials: ADMIN, rows: ROWS, samples: SAMPLES, duration: DURATION };
    const result = await benchEngines('SQLite', { env, facts, ...run });
    const command = `${ROWS === 1_000_000 ? '' : `BENCH_COLLECTIONS_ROWS=${ROWS} `}npm run bench:collections -- --engines --samples ${SAMPLES} --duration ${DURATION}`;
    writeSection('## List engines: ', enginesSection(result, { command, facts, ...run }));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
} else {
  if (!args.events) writeReport(await onBothDatabases('bench-collections', { pgOptions: PG_SETTINGS }, benchDatabase));
  // The events measurements (collections-events.mjs), each engine on a database of its own.
  const run = { client: CLIENT, credentials: ADMIN, samples: SAMPLES, duration: DURATION, scale: SCALE, floors: true };
  const results = await onBothDatabases('bench-collections-events', { pgOptions: PG_SETTINGS }, (label, env) =>
    benchEvents(label, env, run),
  );
  const command = `${SCALE === 'small' ? 'BENCH_SCALE=small ' : ''}npm run bench:collections${args.events || SAMPLES !== 40 || DURATION !== 10 ? ' --' : ''}${args.events ? ' --events' : ''}${SAMPLES !== 40 ? ` --samples ${SAMPLES}` : ''}${DURATION !== 10 ? ` --duration ${DURATION}` : ''}`;
  writeSection('## Collections at scale: ', eventsSection(results, { ...run, command }));
}
