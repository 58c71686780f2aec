// Export benchmark: a client's members (seed:scale) exported through the real HTTP API of a running server,
// GET /api/v2/admin/asap-user?format=xlsx|csv, on SQLite and on PostgreSQL: the time, rows per second, the file's
// size, the server's RSS growth while it streams (goal: ≤ 10 s for 100,000 rows, ≤ 128 MB of growth at any size),
// and the throughput of the list's own page request alone and while exports of the same list run back to back (an
// export must not starve the others). The row count each export wrote is read back from its audit entry.
// Writes the "Export" section of docs/benchmarks.md.
//   npm run bench:export [-- --sizes 100000,1000000 --duration 10]
//   BENCH_EXPORT_SIZES=20000 npm run bench:export   (a reduced run)
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { seedScaleInto } from './seed-scale.mjs';
import { machine, onBothDatabases, rssKiB, startServer, throughput, writeSection } from './bench/common.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_EXPORT_SIZES ?? '100000,1000000' },
    client: { type: 'string', default: '8' },
    duration: { type: 'string', default: '10' },
  },
});
const SIZES = args.sizes
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const CLIENT = Number(args.client);
const DURATION = Number(args.duration);
const ADMIN = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };
const PG_SETTINGS = '-c shared_buffers=1GB -c effective_cache_size=4GB';
const EXPORT = `/api/v2/admin/asap-user?client_id=${CLIENT}`;
const LIST = `/api/v2/admin/asap-user?client_id=${CLIENT}&per_page=20`;
const GOAL_SECONDS_100K = 10;
const GOAL_RSS_MB = 128;

/**
 * @typedef {import('../apps/api/src/config.ts').Config} Config
 * @typedef {{ format: string, seconds: number, rows: number, bytes: number, rssGrowthMB: number }} ExportRun
 */

/** @param {Config} config */
/**
 * @template T
 * @param {Config} config
 * @param {(database: ReturnType<typeof openDatabase>) => Promise<T>} use
 */
async function withDatabase(config, use) {
  const database = openDatabase(targetFromConfig(config));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Live members of the client (migrating a new database first). @param {Config} config */
const liveMembers = (config) =>
  withDatabase(config, async (database) => {
    await migrateToLatest(database.db, database.sql);
    const row = await database.db
      .selectFrom('user_counts')
      .select((eb) => eb.fn.sum('live').as('n'))
      .where('client_id', '=', CLIENT)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  });

/** The row count the newest users export recorded in its audit entry. @param {Config} config */
const auditedRows = (config) =>
  withDatabase(config, async (database) => {
    const row = await database.db
      .selectFrom('audit_log')
      .select('after')
      .where('client_id', '=', CLIENT)
      .where('action', '=', 'users.export')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return JSON.parse(row?.after ?? '{}').rows ?? -1;
  });

/**
 * Downloads one export, sampling the server's RSS every 50 ms; answers its time, size and the largest RSS growth.
 * @param {string} base
 * @param {Record<string, string>} headers
 * @param {string} format
 * @param {number | undefined} pid
 */
async function download(base, headers, format, pid) {
  const before = rssKiB(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 50);
  const start = performance.now();
  try {
    const res = await fetch(`${base}${EXPORT}&format=${format}`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.byteLength;
    return {
      seconds: (performance.now() - start) / 1000,
      bytes,
      rssGrowthMB: (Math.max(peak, rssKiB(pid)) - before) / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The list's throughput alone, then while exports of the same list run one after another for the whole window.
 * @param {string} base
 * @param {Record<string, string>} headers
 */
async function listThroughput(base, headers) {
  await throughput(`${base}${LIST}`, headers, Math.min(3, DURATION)); // warm-up: the first seconds run colder
  const alone = await throughput(`${base}${LIST}`, headers, DURATION);
  let running = true;
  let exports = 0;
  const exporting = (async () => {
    while (running) {
      const res = await fetch(`${base}${EXPORT}&format=xlsx`, { headers });
      for await (const _ of res.body ?? []) if (!running) break;
      exports += 1;
    }
  })();
  const during = await throughput(`${base}${LIST}`, headers, DURATION);
  running = false;
  await exporting.catch(() => {});
  return {
    alone: alone.requests.average,
    during: during.requests.average,
    errors: during.errors + during.non2xx,
    exports,
  };
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  const results = [];
  for (const size of SIZES) {
    const live = await liveMembers(config);
    if (live < size) await seedScaleInto(config, { users: size - live, clientId: CLIENT });
    const members = await liveMembers(config);
    // List requests read the database (the answer cache would answer the repeated page from memory).
    const { server, base, token } = await startServer({ ...env, ANSWER_CACHE_MB: '0' }, CLIENT, ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    try {
      await download(base, headers, 'csv', server.pid); // warm-up: code paths and the database's cache
      /** @type {ExportRun[]} */
      const runs = [];
      for (const format of ['xlsx', 'csv']) {
        const run = await download(base, headers, format, server.pid);
        const rows = await auditedRows(config);
        if (rows !== members) throw new Error(`${label} ${format}: ${rows} rows exported of ${members}`);
        runs.push({ format, rows, ...run });
        console.log(
          `${label} ${members} ${format}: ${run.seconds.toFixed(2)} s, ${Math.round(rows / run.seconds)} rows/s, RSS +${run.rssGrowthMB.toFixed(1)} MB`,
        );
      }
      const load = await listThroughput(base, headers);
      console.log(
        `${label} ${members} list: ${load.alone.toFixed(0)} req/s alone, ${load.during.toFixed(0)} during exports`,
      );
      results.push({ members, runs, load });
    } finally {
      server.kill('SIGTERM');
    }
  }
  return { label, results };
}

/** @param {number} n @param {number} [digits] */
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const [sqlite, postgres] = await onBothDatabases('bench-export', { pgOptions: PG_SETTINGS }, benchDatabase);
const lines = [
  '## Export',
  '',
  `\`npm run bench:export\` (scripts/bench-export.mjs; sizes this run: ${SIZES.map((s) => fmt(s)).join(', ')} members): a client's members exported`,
  'through GET /api/v2/admin/asap-user?format=xlsx|csv on a running server (platform/export: keyset batches of 500',
  'rows, the xlsx zipped as it streams). Time to the last byte, rows per second, the file, and the growth of the',
  "server's RSS over its level before the export (sampled every 50 ms). Goals: ≤ 10 s for 100,000 rows, RSS growth",
  "≤ 128 MB at every size. The row count is checked against the export's audit entry.",
  '',
  '| database | members | format | time | rows/s | file | RSS growth | goals |',
  '|---|---:|---|---:|---:|---:|---:|---|',
];
for (const { label, results } of [sqlite, postgres]) {
  for (const { members, runs } of results) {
    for (const run of runs) {
      const timeGoal =
        members === 100_000 && run.format === 'xlsx' ? (run.seconds <= GOAL_SECONDS_100K ? 'time ✓' : 'time ✗') : '';
      const rssGoal = run.rssGrowthMB <= GOAL_RSS_MB ? 'RSS ✓' : 'RSS ✗';
      lines.push(
        `| ${label} | ${fmt(members)} | ${run.format} | ${fmt(run.seconds, 2)} s | ${fmt(run.rows / run.seconds)} | ${fmt(run.bytes / 1024 ** 2, 1)} MB | ${fmt(run.rssGrowthMB, 1)} MB | ${[timeGoal, rssGoal].filter(Boolean).join(', ')} |`,
      );
    }
  }
}
lines.push(
  '',
  `The list's first page (per_page=20, answer cache off) under 50 connections for ${DURATION} s, alone and while xlsx exports`,
  'of the same list run back to back in the same server:',
  '',
  '| database | members | list alone | list during exports | ratio | exports done | errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
);
for (const { label, results } of [sqlite, postgres]) {
  for (const { members, load } of results) {
    lines.push(
      `| ${label} | ${fmt(members)} | ${fmt(load.alone)} req/s | ${fmt(load.during)} req/s | ${fmt(load.during / load.alone, 2)} | ${load.exports} | ${load.errors} |`,
    );
  }
}
lines.push('', `${machine()}. PostgreSQL with ${PG_SETTINGS}.`, '');
writeSection('## Export', lines.join('\n'));
