// The generic list's throughput against an earlier version of the code, in one run (issue 28's goal: within 5% of the
// list before the issue). Each tree, the baseline's and this one, gets a fresh demo SQLite database made by its own
// migrations and seeds, then its own floor measurement (scripts/bench/floor.mjs: autocannon, 50 connections, rounds
// taking turns with bare node:http) of client 8's products list, answer cache off; the trees take turns, twice.
// Writes the "Collections: the generic list against its baseline" section of docs/benchmarks.md.
//   git worktree add ../baseline bd818f2 && (cd ../baseline && npm ci)
//   npm run bench:list-ab -- ../baseline [--duration 10 --pairs 2]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { machine, ROOT, writeSection } from './common.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { duration: { type: 'string', default: '10' }, pairs: { type: 'string', default: '2' } },
});
const BASELINE = resolve(positionals[0] ?? '');
if (!positionals[0]) throw new Error('usage: list-share-ab.ts <baseline tree>');
const DURATION = Number(args.duration);
const PAIRS = Number(args.pairs);
const PATH = '/api/v2/admin/produtos?client_id=8&per_page=20';
const CREDENTIALS = { email: 'admin@smartfit.demo', password: process.env.DEMO_PASSWORD ?? 'demo1234' };

interface Measure {
  api: number;
  bare: number;
  cpuUs: number;
}

const commitOf = (tree: string) =>
  execFileSync('git', ['-C', tree, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

/** A fresh demo database of the tree's own schema and seeds, in a temp folder. */
async function prepare(tree: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-list-ab-'));
  const { loadConfig } = await import(`${tree}/apps/api/src/config.ts`);
  const { openDatabase, targetFromConfig } = await import(`${tree}/apps/api/src/db/database.ts`);
  const { migrateToLatest } = await import(`${tree}/apps/api/src/db/migrations/index.ts`);
  const { seedDemo } = await import(`${tree}/apps/api/src/db/seed/index.ts`);
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
  const database = openDatabase(targetFromConfig(config));
  await migrateToLatest(database.db, database.sql);
  await seedDemo(database.db, config.DEMO_PASSWORD);
  await database.close();
  return dir;
}

async function measure(tree: string, dir: string): Promise<Measure> {
  const { measureFloors } = await import(`${tree}/scripts/bench/floor.mjs`);
  const floors = await measureFloors({
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    clientId: 8,
    credentials: CREDENTIALS,
    path: PATH,
    duration: DURATION,
  });
  return { api: floors.api, bare: floors.bare, cpuUs: floors.cpuUs.api };
}

const trees = [
  { label: `baseline (${commitOf(BASELINE)})`, tree: BASELINE },
  { label: `this code (${commitOf(ROOT)})`, tree: ROOT },
];
const dirs = [await prepare(BASELINE), await prepare(ROOT)];
const runs: Measure[][] = [[], []];
try {
  for (let pair = 0; pair < PAIRS; pair += 1) {
    for (const [i, { label, tree }] of trees.entries()) {
      const m = await measure(tree, dirs[i]);
      console.log(
        `${label}: ${m.api.toFixed(0)} req/s, bare ${m.bare.toFixed(0)}, ${m.cpuUs.toFixed(0)} us CPU/request`,
      );
      runs[i].push(m);
    }
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const summary = runs.map((ms) => ({
  api: mean(ms.map((m) => m.api)),
  share: mean(ms.map((m) => m.api / m.bare)),
  cpuUs: mean(ms.map((m) => m.cpuUs)),
}));
const [before, after] = summary;
const throughputRatio = after.api / before.api;
const cpuRatio = before.cpuUs / after.cpuUs;
const met = (ratio: number) => (ratio >= 0.95 ? 'met' : '**NOT met**');
writeSection(
  '## Collections: the generic list against its baseline',
  [
    '## Collections: the generic list against its baseline',
    '',
    `Measured ${new Date().toISOString()} with \`npm run bench:list-ab -- <baseline tree> --duration ${DURATION}\`,`,
    `the baseline being the code the issue's goal was set on (${commitOf(BASELINE)}). Each tree serves a fresh demo SQLite`,
    'database made by its own migrations and seeds; `scripts/bench/floor.mjs` of each tree measures',
    `\`${PATH}\` (answer cache off, autocannon, 50 connections, ${DURATION} s rounds taking turns with bare node:http`,
    `sending the same body); the trees take turns, ${PAIRS} times. Requests/s and the server's CPU per request are the`,
    "steady figures; the share of bare node:http moves with bare's own rate from round to round.",
    '',
    machine(),
    '',
    '| tree | API requests/s (each turn) | share of bare (mean) | server CPU per request, us (mean) |',
    '| --- | --- | --- | --- |',
    ...trees.map(
      ({ label }, i) =>
        `| ${label} | ${runs[i].map((m) => m.api.toFixed(0)).join(', ')} | ${summary[i].share.toFixed(3)} | ${summary[i].cpuUs.toFixed(0)} |`,
    ),
    '',
    `This code against the baseline: throughput ${throughputRatio.toFixed(3)} (${met(throughputRatio)}), CPU per`,
    `request ${cpuRatio.toFixed(3)} of the baseline's rate (${met(cpuRatio)}); goal: within 5% (>= 0.95).`,
    '',
  ].join('\n'),
);
