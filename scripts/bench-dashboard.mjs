// Dashboard benchmark: the whole dashboard's data (GET /api/v2/admin/dashboard: every card, the daily series, the
// breakdowns) for a client with 1,000,000 members and 1,000,000 feed posts (seed:scale), on SQLite and PostgreSQL,
// through the real HTTP API of a running server, beside a baseline measured in the same run: the authenticated
// user's own record (GET /api/v2/client/user/authenticated), the cheapest authenticated answer. Writes the
// "Dashboard: the whole dashboard at scale" section of docs/benchmarks.md.
//   npm run bench:dashboard [-- --samples 60]
// BENCH_DASHBOARD_SIZE=20000 runs it reduced (that many members and as many posts), to check the script; the goal
// is that of the full size. SQLite: a fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one. PostgreSQL:
// DATABASE_URL, or a throwaway cluster (scripts/pg-cluster.sh). A database whose client already has them is not
// seeded again.
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { machine, onBothDatabases, startServer, timeGets, writeSection } from './bench/common.mjs';
import { seedScaleInto } from './seed-scale.mjs';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '60' },
    client: { type: 'string', default: '8' },
    help: { type: 'boolean', default: false },
  },
});
const SIZE = Number(process.env.BENCH_DASHBOARD_SIZE ?? 1_000_000);
const SAMPLES = Number(args.samples);
const CLIENT = Number(args.client);
const USAGE = 'usage: [BENCH_DASHBOARD_SIZE=N (1000000)] npm run bench:dashboard [-- --samples N (60) --client ID (8)]';
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (![SIZE, SAMPLES, CLIENT].every((n) => Number.isSafeInteger(n) && n >= 1)) {
  console.error(USAGE);
  process.exit(2);
}
const FULL = SIZE >= 1_000_000;
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const GOAL_P95_MS = 150;
const HEADING = '## Dashboard: the whole dashboard at scale';
const PG_SETTINGS = '-c shared_buffers=1GB -c effective_cache_size=4GB';

/**
 * The client's live members and posts, and the rollup rows it has (what each dashboard reads at most).
 * @param {import('../apps/api/src/config.ts').Config} config
 */
async function counts(config) {
  const database = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(database.db, database.sql);
    const db = database.db;
    const one = async (/** @type {any} */ query) => Number((await query.executeTakeFirst())?.n ?? 0);
    return {
      users: await one(
        db
          .selectFrom('user_counts')
          .select((eb) => eb.fn.sum('live').as('n'))
          .where('client_id', '=', CLIENT),
      ),
      posts: await one(
        db
          .selectFrom('feed_posts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('client_id', '=', CLIENT),
      ),
      days: await one(
        db
          .selectFrom('activity_days')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('client_id', '=', CLIENT),
      ),
    };
  } finally {
    await database.close();
  }
}

/**
 * Every answer holds the cards, one daily entry per day of the period and the breakdowns of the seeded members.
 * @param {any} body
 * @param {string} url
 */
function checkDashboard(body, url) {
  const data = body.data;
  if (!data?.cards?.length || data.daily?.length !== data.range?.days || !data.groups?.length)
    throw new Error(`${url}: an incomplete dashboard`);
  const active = data.cards.find((/** @type {any} */ c) => c.key === 'members_active')?.value ?? 0;
  if (active < SIZE) throw new Error(`${url}: ${active} active members, fewer than the ${SIZE} seeded`);
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  const had = await counts(config);
  const users = Math.max(0, SIZE - had.users);
  const posts = Math.max(0, SIZE - had.posts);
  const seeded = users + posts > 0 ? await seedScaleInto(config, { users, posts, clientId: CLIENT }) : null;
  const now = await counts(config);

  // Latencies are those of requests that read the database: the answer cache is off.
  const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' }, CLIENT, ADMIN);
  try {
    const dashboard = `/api/v2/admin/dashboard?client_id=${CLIENT}`;
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    /** @type {Array<[name: string, urls: string[]]>} */
    const scenarios = [
      [
        'dashboard, 7, 30 and 90 days in turn',
        [`${dashboard}&period=7`, `${dashboard}&period=30`, `${dashboard}&period=90`],
      ],
      [`dashboard, custom period of 366 days (${yearAgo}..${today})`, [`${dashboard}&from=${yearAgo}&to=${today}`]],
    ];
    const baseline = await timeGets(base, token, [`/api/v2/client/user/authenticated?client_id=${CLIENT}`], SAMPLES);
    console.log(`${label} baseline: p50 ${baseline.p50.toFixed(1)} ms, p95 ${baseline.p95.toFixed(1)} ms`);
    const latencies = [];
    for (const [name, urls] of scenarios) {
      const figures = await timeGets(base, token, urls, SAMPLES, checkDashboard);
      console.log(`${label} ${name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms`);
      latencies.push({ name, ...figures });
    }
    return { label, ...now, seeded, baseline, latencies };
  } finally {
    server.kill('SIGTERM');
  }
}

/** @param {Awaited<ReturnType<typeof benchDatabase>>[]} results */
function writeReport(results) {
  const [a, b] = results;
  const cell = (/** @type {{ p50: number, p95: number }} */ x, /** @type {{ p95: number }} */ base) =>
    `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)} (${(x.p95 / base.p95).toFixed(1)}x)${x.p95 <= GOAL_P95_MS ? '' : ' (over)'}`;
  const rows = a.latencies.map(
    (l, i) => `| ${l.name} | ${cell(l, a.baseline)} | ${cell(b.latencies[i], b.baseline)} | p95 <= ${GOAL_P95_MS} ms |`,
  );
  const seed = (/** @type {{ seeded: number | null }} */ r) =>
    r.seeded === null ? 'reused an already seeded database' : `${r.seeded.toFixed(0)} s`;
  const size = SIZE.toLocaleString('en');
  const section = `${HEADING}${FULL ? '' : ` (reduced run: ${size} members and posts)`}

Measured ${new Date().toISOString()} with \`${FULL ? '' : `BENCH_DASHBOARD_SIZE=${SIZE} `}npm run bench:dashboard -- --samples ${SAMPLES}\`.${
    FULL ? '' : ` A reduced run checks the script; the goal is that of 1,000,000 members and 1,000,000 posts.`
  }

The script fills client ${CLIENT} with ${size} members and ${size} feed posts through the \`seed:scale\` code (when the
database does not have them yet), starts the API server on that database with the answer cache off
(\`ANSWER_CACHE_MB=0\`), signs in as the client's administrator (every tag: every card) and times sequential requests
through HTTP (${SAMPLES} per scenario after 3 warm-up ones, rotating over the scenario's URLs), response parsing included;
every answer is checked to hold the cards, one daily entry per day of the period and the members by group. The
baseline, in the same run on the same server, is the signed-in user's own record
(\`GET /api/v2/client/user/authenticated\`); each cell is p50 / p95 in ms and the p95 as a multiple of the baseline's.

Live members of the client: SQLite ${a.users.toLocaleString('en')}, PostgreSQL ${b.users.toLocaleString('en')}; posts: SQLite ${a.posts.toLocaleString('en')},
PostgreSQL ${b.posts.toLocaleString('en')}; rows of activity_days for the client: SQLite ${a.days.toLocaleString('en')}, PostgreSQL ${b.days.toLocaleString('en')}.
Seed time: SQLite ${seed(a)}, PostgreSQL ${seed(b)}.

| scenario | ${a.label} | ${b.label} | goal |
|---|---|---|---|
| baseline: the authenticated user | ${a.baseline.p50.toFixed(1)} / ${a.baseline.p95.toFixed(1)} | ${b.baseline.p50.toFixed(1)} / ${b.baseline.p95.toFixed(1)} | |
${rows.join('\n')}

How the figures read: no query of the dashboard reads the members or the posts themselves. Sign-ins, joins,
departures, posts, comments, likes and uploads are counted per client and day in activity_days by triggers
(migration 016, docs/dashboard.md), so a period reads at most its days and the previous period's (732 rows for a
custom year) and the figures at a period's end read the days after it; members by group and regional read
user_counts; projects and the collections' cards read their own small tables through the client's index. The cost
follows the number of days asked for, not the number of members or posts (compare a reduced run with a full one).

${machine()}; PostgreSQL with ${PG_SETTINGS}.
`;
  writeSection(HEADING, section);
}

const results = await onBothDatabases('bench-dashboard', { pgOptions: PG_SETTINGS }, benchDatabase);
writeReport(results);
