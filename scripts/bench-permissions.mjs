// Permissions benchmark: what the access check costs a request, on SQLite and on PostgreSQL. The API app is built
// in this process (apps/api/src/app.ts, seeded demo data) with two probe routes answering the same body: one
// public, one guarded by a tag. A route-level onRequest hook reads reply.elapsedTime, the time from the request's
// start through every app-level onRequest hook (request id, security headers, then the access check), so the
// public route is the baseline measured in the same run and the difference is the check: token hash, session
// cache, tenancy, isAllowed. Scenarios: cache hit (the tag first or last in the grants, a platform operator acting
// for another client) and the cold miss (cache cleared before each request: the token's session read from the
// database). Writes the "Permissions: the access check" section of docs/benchmarks.md.
// With --who-users N it also fills client 8 with N members (the seed:scale code) holding tags of every density
// (db/seed/scale-permissions.ts) and times the who-can list (GET /api/v2/admin/asap-user/list/permission) on both
// engines: the "Permissions: who can open a tag" section.
//   npm run bench:permissions [-- --samples 5000] [--who-users 1000000 --who-samples 20]
// SQLite: a fresh temp DATA_DIR, or BENCH_SQLITE_DIR to reuse a seeded one. PostgreSQL: DATABASE_URL, or a
// throwaway cluster (scripts/pg-cluster.sh).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isAllowed } from '@console/contract';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { systemClock } from '../apps/api/src/platform/clock.ts';
import { sessionCache } from '../apps/api/src/platform/session-cache.ts';
import { SCALE_GRANTS, seedScalePermissions } from '../apps/api/src/db/seed/scale-permissions.ts';
import { seedScaleInto } from './seed-scale.mjs';
import { machine as machineLine, percentile, replaceSection, ROOT } from './bench/common.mjs';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '5000' },
    'who-users': { type: 'string', default: '0' },
    'who-samples': { type: 'string', default: '20' },
  },
});
const SAMPLES = Number(args.samples);
const WHO_USERS = Number(args['who-users']);
const WHO_SAMPLES = Number(args['who-samples']);
const WHO_CLIENT = 8;
const WARMUP = 500;
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const GOAL_US = 200;

/**
 * @typedef {{ p50: number, p95: number }} Figures
 * @typedef {{ phase: Figures, total: Figures }} Run
 * @typedef {Awaited<ReturnType<typeof benchDatabase>>} CheckResult
 * @typedef {Awaited<ReturnType<typeof benchWho>>} WhoResult
 */

/**
 * @param {number[]} values
 * @returns {Figures}
 */
const figures = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchDatabase(label, env) {
  const config = loadConfig({
    ...process.env,
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CONSOLE_DIR: '/nonexistent-console',
  });
  const database = openDatabase(targetFromConfig(config));
  await migrateToLatest(database.db, database.sql);
  await seedDemo(database.db, PASSWORD);
  const sessions = sessionCache(systemClock);
  // The production logger (level warn): Fastify then times every reply, which reply.elapsedTime reads.
  const app = await buildApp({ config, database, sessions });

  // Microseconds from the request's start to the route's own onRequest hook: after the app's hooks, access included.
  let phase = 0;
  const mark = async (/** @type {unknown} */ _request, /** @type {import('fastify').FastifyReply} */ reply) => {
    phase = reply.elapsedTime * 1000;
  };
  const body = async () => ({ success: true, data: { ok: true } });
  app.get('/api/bench/public', { config: { access: 'public' }, onRequest: mark }, body);
  app.get('/api/bench/first', { config: { access: { tag: 'dashboard' } }, onRequest: mark }, body);
  app.get('/api/bench/last', { config: { access: { tag: 'clientes.editar' } }, onRequest: mark }, body);
  await app.ready();

  const signIn = async (/** @type {string} */ email, /** @type {number} */ clientId) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/oauth/access_token?client_id=${clientId}`,
      payload: { email, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token;
  };
  const admin = await signIn('admin@asta.demo', 3);
  const operator = await signIn('admin@admin.demo', 16);
  const grants = (
    await app.inject({
      method: 'GET',
      url: '/api/v2/client/user/authenticated',
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json().data;

  /**
   * @param {string} url
   * @param {string | null} token
   * @param {{ before?: () => void }} [options]
   * @returns {Promise<Run>}
   */
  async function run(url, token, { before } = {}) {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const phases = [];
    const totals = [];
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      before?.();
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const total = (performance.now() - start) * 1000;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= WARMUP) {
        phases.push(phase);
        totals.push(total);
      }
    }
    return { phase: figures(phases), total: figures(totals) };
  }

  const baseline = await run('/api/bench/public', null);
  /** @type {Array<[name: string, run: Run]>} */
  const scenarios = [
    ['cache hit: tag first in the grants', await run('/api/bench/first', admin)],
    ['cache hit: sub-resource tag last in the grants', await run('/api/bench/last', admin)],
    [
      'cache hit: platform operator acting for client 3 (?client_id=3)',
      await run('/api/bench/last?client_id=3', operator),
    ],
    [
      'cold miss: session read from the database',
      await run('/api/bench/last', admin, { before: () => sessions.clear() }),
    ],
  ];

  // isAllowed alone over the administrator's grants, the tag found last, in batches (timer resolution).
  const calls = 200_000;
  let start = performance.now();
  for (let i = 0; i < calls; i++) isAllowed(grants, 'clientes.editar');
  const isAllowedNs = ((performance.now() - start) * 1e6) / calls;
  start = performance.now();
  for (let i = 0; i < calls; i++) isAllowed(grants, 'nada');
  const refusedNs = ((performance.now() - start) * 1e6) / calls;

  await app.close();
  for (const [name, s] of scenarios) {
    console.log(
      `${label} ${name}: phase p50 ${s.phase.p50.toFixed(1)} us p95 ${s.phase.p95.toFixed(1)} us (check ${(s.phase.p50 - baseline.phase.p50).toFixed(1)} / ${(s.phase.p95 - baseline.phase.p95).toFixed(1)} us)`,
    );
  }
  return {
    label,
    baseline,
    scenarios,
    grantCount: grants.resource.length + grants.resource_sub.length,
    isAllowedNs,
    refusedNs,
  };
}

/**
 * The who-can list of a client with WHO_USERS members: sequential requests through app.inject, p50 / p95 ms.
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchWho(label, env) {
  const config = loadConfig({
    ...process.env,
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CONSOLE_DIR: '/nonexistent-console',
  });
  const database = openDatabase(targetFromConfig(config));
  const live = async () =>
    Number(
      (
        await database.db
          .selectFrom('user_counts')
          .select((eb) => eb.fn.sum('live').as('n'))
          .where('client_id', '=', WHO_CLIENT)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  if ((await live()) < WHO_USERS)
    await seedScaleInto(config, { users: WHO_USERS - (await live()), clientId: WHO_CLIENT });
  await seedScalePermissions(database, WHO_CLIENT);
  const members = await live();
  const group = await database.db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('client_id', '=', WHO_CLIENT)
    .where('name', '=', 'Unidade Savassi')
    .executeTakeFirstOrThrow();
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const token = (
      await app.inject({
        method: 'POST',
        url: `/api/oauth/access_token?client_id=${WHO_CLIENT}`,
        payload: { email: 'admin@smartfit.demo', password: PASSWORD },
      })
    ).json().token;
    const list = `/api/v2/admin/asap-user/list/permission?client_id=${WHO_CLIENT}&per_page=20`;
    const share = (/** @type {string} */ tag) => {
      const grant = SCALE_GRANTS.find((g) => g.tag === tag);
      if (!grant) throw new Error(`no scale grant for '${tag}'`);
      const n = grant.oneIn;
      return n === 1 ? 'all' : `1 in ${n.toLocaleString('en')}`;
    };
    /** @type {Array<[name: string, urls: string[]]>} */
    const scenarios = [
      ['no tag: first page, last page, page 400', [list, `${list}&cursor=last`, `${list}&page=400`]],
      ...['feed', 'cursos', 'feed.criar', 'usuarios', 'eventos', 'permissoes'].map(
        (tag) =>
          /** @type {[string, string[]]} */ ([
            `'${tag}' (${share(tag)}): first and last page`,
            [`${list}&tag=${tag}`, `${list}&tag=${tag}&cursor=last`],
          ]),
      ),
      [
        `'feed', 'usuarios', 'permissoes' within group "${group.name}"`,
        ['feed', 'usuarios', 'permissoes'].map((tag) => `${list}&tag=${tag}&group=${group.id}`),
      ],
      [
        "substring search with a tag: 'silva', 'joao pedro' with 'feed' and 'usuarios'",
        ['feed', 'usuarios'].flatMap((tag) => ['silva', 'joao%20pedro'].map((t) => `${list}&tag=${tag}&search=${t}`)),
      ],
      [
        "prefix search with a tag: 'zz', 'q' with 'feed' and 'usuarios'",
        ['feed', 'usuarios'].flatMap((tag) => ['zz', 'q'].map((t) => `${list}&tag=${tag}&search=${t}`)),
      ],
      ["prefix search 'ju' with 'cursos' (both common)", [`${list}&tag=cursos&search=ju`]],
    ];
    const results = [];
    for (const [name, urls] of scenarios) {
      const times = [];
      for (let i = 0; i < 3 + WHO_SAMPLES * urls.length; i++) {
        const url = urls[i % urls.length];
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        res.json();
        if (i >= 3) times.push(performance.now() - start);
      }
      const f = figures(times);
      console.log(`${label} who / ${name}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`);
      results.push({ name, ...f });
    }
    return { label, members, results };
  } finally {
    await app.close();
  }
}

const machine = () => `${machineLine()}; PostgreSQL 15
(throwaway cluster of \`scripts/pg-cluster.sh\`: fsync off, or \`DATABASE_URL\`) on the same machine.`;

/** @param {WhoResult[]} results */
function whoSection([a, b]) {
  const goal = 150;
  const mark = (/** @type {Figures} */ x) =>
    `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}${x.p95 <= goal ? '' : ' (over)'}`;
  const rows = a.results.map((r, i) => `| ${r.name} | ${mark(r)} | ${mark(b.results[i])} |`);
  return `## Permissions: who can open a tag, with ${WHO_USERS.toLocaleString('en')} members in one client

Measured ${new Date().toISOString()} with \`npm run bench:permissions -- --who-users ${WHO_USERS}\`.

Client ${WHO_CLIENT} holds ${a.members.toLocaleString('en')} live members on SQLite and ${b.members.toLocaleString('en')} on PostgreSQL (the \`seed:scale\` code), with tags
granted at every density (\`apps/api/src/db/seed/scale-permissions.ts\`: 'feed' to all, 'cursos' to half,
'feed.criar' to a third, 'usuarios' to 1 in 160, 'eventos' to 1 in 400, 'permissoes' to 1 in 100,000). The app runs
in the script's process; its administrator's requests go through \`app.inject\` one at a time, ${WHO_SAMPLES} per URL after 3
warm-up ones, response parsing included (p50 / p95 ms; goal p95 <= ${goal} ms, the users lists' search goal).

| scenario | ${a.label} p50 / p95 ms | ${b.label} p50 / p95 ms |
|---|---|---|
${rows.join('\n')}

How the list reads (docs/permissions.md, "At scale"): up to 10,000 holders or matches are read whole from their index and
sorted (an exact total); more, and pages walk the name order testing each user's record (a common 1-2 character
prefix: only its range of the name order, merged with its few e-mail-only matches), with a sampled estimate of the
total; the sample (16 windows of 1,000 ids) is most of the cost of a common tag's page.

${machine()}
`;
}

/**
 * @param {CheckResult[]} results
 * @param {WhoResult[] | null} who
 */
function writeReport(results, who) {
  const path = join(ROOT, 'docs/benchmarks.md');
  const [a, b] = results;
  const us = (/** @type {number} */ x) => x.toFixed(1);
  const pair = (/** @type {Figures} */ f) => `${us(f.p50)} / ${us(f.p95)}`;
  const check = (/** @type {Run} */ s, /** @type {Run} */ base) =>
    `${us(s.phase.p50 - base.phase.p50)} / ${us(s.phase.p95 - base.phase.p95)}`;
  const hit = (/** @type {CheckResult} */ r) => r.scenarios.filter(([name]) => name.startsWith('cache hit'));
  const met = (/** @type {CheckResult} */ r) => hit(r).every(([, s]) => s.phase.p95 - r.baseline.phase.p95 <= GOAL_US);
  const rows = a.scenarios.map(([name, s], i) => {
    const other = b.scenarios[i][1];
    const goal = name.startsWith('cache hit') ? `check p95 <= ${GOAL_US} us` : '';
    return `| ${name} | ${pair(s.phase)} | ${check(s, a.baseline)} | ${pair(other.phase)} | ${check(other, b.baseline)} | ${goal} |`;
  });
  const section = `## Permissions: the access check

Measured ${new Date().toISOString()} with \`npm run bench:permissions\` (\`node --import tsx scripts/bench-permissions.mjs --samples ${SAMPLES}\`).

The script builds the API app in its own process (\`buildApp\` of \`apps/api/src/app.ts\`, migrated and seeded demo data,
the production logger at level warn) on SQLite (a temp \`DATA_DIR\`) and on PostgreSQL, and adds probe routes that answer the same small body: one
public, the others guarded by a tag. A route-level \`onRequest\` hook reads \`reply.elapsedTime\`: the time from the
request's start through every app-level \`onRequest\` hook (request id and cache headers, security headers, then the
access check). Requests go through \`app.inject\` one at a time, ${SAMPLES.toLocaleString('en')} per scenario after ${WARMUP} warm-up ones.
The public route, measured in the same run, is the baseline; **check** is the scenario minus the baseline at the same
percentile: reading the bearer token and hashing it (SHA-256), the session cache, the tenancy rule and \`isAllowed\`.
The signed-in user is client 3's administrator, who holds every tag (${a.grantCount} grants, the longest list
\`isAllowed\` walks). The cold miss clears the session cache before each request, so the token's user and grants are
read from the database (three queries).

| scenario | ${a.label} onRequest p50 / p95 us | ${a.label} check p50 / p95 us | ${b.label} onRequest p50 / p95 us | ${b.label} check p50 / p95 us | goal |
|---|---|---|---|---|---|
| baseline: public route, no token | ${pair(a.baseline.phase)} | 0 | ${pair(b.baseline.phase)} | 0 | |
${rows.join('\n')}

Whole request through \`app.inject\` (routing, hooks, handler, serialisation), p50 / p95 us: public ${pair(a.baseline.total)} on
${a.label}, ${pair(b.baseline.total)} on ${b.label}; guarded, cache hit ${pair(a.scenarios[1][1].total)} and ${pair(b.scenarios[1][1].total)}.

\`isAllowed\` alone over the administrator's ${a.grantCount} grants (a linear scan of the two lists): ${a.isAllowedNs.toFixed(0)} ns a call with the
tag found last, ${a.refusedNs.toFixed(0)} ns for a tag not held, ${((100 * Math.max(a.isAllowedNs, a.refusedNs)) / (GOAL_US * 1000)).toFixed(1)}% of the goal, which is all a Set of allowed tags in the
cached session could save a request; the session keeps the lists as the contract's \`Grants\` has them.

Goal (cache hit: check p95 <= ${GOAL_US} us): ${met(a) && met(b) ? 'met' : 'NOT met'} on ${a.label} ${met(a) ? '(met)' : '(NOT met)'} and ${b.label} ${met(b) ? '(met)' : '(NOT met)'}.
The cold miss happens once per token per cache lifetime (30 s) and after every change of the user or their grants.

${machine()}
`;
  let text = replaceSection(
    existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n',
    '## Permissions: the access check',
    section,
  );
  if (who) text = replaceSection(text, '## Permissions: who can open a tag', whoSection(who));
  writeFileSync(path, text);
  console.log(`Wrote ${path}`);
}

const temp = mkdtempSync(join(tmpdir(), 'bench-permissions-'));
const cluster = join(temp, 'pg');
try {
  const sqliteEnv = { DATA_DIR: process.env.BENCH_SQLITE_DIR || join(temp, 'sqlite'), DATABASE_URL: '' };
  const sqlite = await benchDatabase('SQLite', sqliteEnv);
  const sqliteWho = WHO_USERS > 0 ? await benchWho('SQLite', sqliteEnv) : null;
  const postgresUrl =
    process.env.DATABASE_URL ||
    execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start', cluster], { encoding: 'utf8' }).trim();
  const postgresEnv = { DATABASE_URL: postgresUrl, DATA_DIR: join(temp, 'pg-files') };
  const postgres = await benchDatabase('PostgreSQL', postgresEnv);
  const postgresWho = WHO_USERS > 0 ? await benchWho('PostgreSQL', postgresEnv) : null;
  writeReport([sqlite, postgres], sqliteWho && postgresWho ? [sqliteWho, postgresWho] : null);
} finally {
  if (!process.env.DATABASE_URL && existsSync(cluster))
    execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop', cluster]);
  rmSync(temp, { recursive: true, force: true });
}
