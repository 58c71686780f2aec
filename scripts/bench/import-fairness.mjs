// The fairness run of the import benchmark (issue 27), `npm run bench:import -- --fairness`: three administrators of
// one client (client 3) start six dry runs of a 50,000-row csv at once, two each, starting again each one refused (429)
// after its Retry-After, while the administrator of another client (client 8) keeps calling two signed-in routes
// (its own session and the users list); the p50, p95 (goal < 50 ms) and p99 of those calls beside the same calls on
// the same server while idle, measured just before. Two settings of the heavy-work caps: the defaults (at most 3 at
// once per client, 2 per user: three of the six start, three answer 429) and caps raised to 6 (all six at once, the
// load of the issue's report, held back by the passes' slices alone). On SQLite, then PostgreSQL (onBothDatabases).
// Writes the "Import beside other clients" section of docs/benchmarks.md.
import { loadavg } from 'node:os';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../../apps/api/src/db/seed/index.ts';
import { machine, onBothDatabases, percentile, signIn, startServer, writeSection } from './common.mjs';

const ROWS = 50_000;
const RUNS = 6;
const BAD_EVERY = 100;
const CLIENT = 3;
const ADMIN_EMAIL = 'admin@asta.demo';
/** Seeded members of client 3 made administrators like admin@asta.demo (past the demo accounts), so that the client's
 * cap is reached before a user's. */
const EXTRA_ADMINS = 2;
const OTHER = { clientId: 8, email: 'admin@smartfit.demo' };
const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const IDLE_MS = 8000;
const LOOPS = 4;
const GAP_MS = 20;
const GOAL_P95_MS = 50;
const BASE = '/api/v2/admin/imports/usuarios';
/** @type {{ name: string, env: Record<string, string> }[]} */
const CAPS = [
  { name: 'default caps', env: {} },
  { name: 'caps raised to 6', env: { WORK_PER_CLIENT: '6', WORK_PER_USER: '6' } },
];

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The file: Nome;E-mail;Grupo, every BAD_EVERY-th e-mail malformed (the same bytes on every run). */
export function csvFile() {
  const lines = ['Nome;E-mail;Grupo'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `Pessoa Importada ${i};${i % BAD_EVERY === 0 ? `invalido-${i}` : `fair.${i}@exemplo.com.br`};Equipe Norte`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * Migrates and seeds the database, then makes the first EXTRA_ADMINS seeded members of client 3 administrators with
 * admin@asta.demo's grants. Answers their e-mails.
 * @param {Record<string, string>} env
 */
export async function prepare(env) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn' });
  const database = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(database.db, database.sql);
    await seedDemo(database.db, config.DEMO_PASSWORD);
    const db = database.db;
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', CLIENT)
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('client_id', '=', CLIENT)
      .where('role', '=', 'member')
      .where('status', '=', 'active')
      .orderBy('id')
      .offset(10)
      .limit(EXTRA_ADMINS)
      .execute();
    const resources = await db.selectFrom('user_permissions').selectAll().where('user_id', '=', admin.id).execute();
    const subs = await db.selectFrom('user_permission_subs').selectAll().where('user_id', '=', admin.id).execute();
    for (const member of members) {
      await db.updateTable('users').set({ role: 'admin' }).where('id', '=', member.id).execute();
      await db.deleteFrom('user_permissions').where('user_id', '=', member.id).execute();
      await db.deleteFrom('user_permission_subs').where('user_id', '=', member.id).execute();
      await db
        .insertInto('user_permissions')
        .values(resources.map(({ id: _id, ...row }) => ({ ...row, user_id: member.id })))
        .execute();
      if (subs.length)
        await db
          .insertInto('user_permission_subs')
          .values(subs.map(({ id: _id, ...row }) => ({ ...row, user_id: member.id })))
          .execute();
    }
    return [ADMIN_EMAIL, ...members.map((m) => m.email)];
  } finally {
    await database.close();
  }
}

/**
 * The other client's calls, LOOPS at a time, each loop alternating its session and the users list with GAP_MS between
 * a call and the next, until `until()` is true: their latencies in ms by route.
 * @param {string} base
 * @param {string} token
 * @param {() => boolean} until
 */
async function otherClientCalls(base, token, until) {
  const routes = {
    session: `${base}/api/v2/client/user/authenticated?client_id=${OTHER.clientId}`,
    users: `${base}/api/v2/admin/asap-user?client_id=${OTHER.clientId}&per_page=20`,
  };
  /** @type {Record<keyof typeof routes, number[]>} */
  const times = { session: [], users: [] };
  await Promise.all(
    Array.from({ length: LOOPS }, async (_, loop) => {
      for (let i = loop; !until(); i++) {
        const name = i % 2 === 0 ? 'session' : 'users';
        const at = performance.now();
        const res = await fetch(routes[name], { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${routes[name]}: ${res.status}`);
        times[name].push(performance.now() - at);
        await sleep(GAP_MS);
      }
    }),
  );
  return { session: figures(times.session), users: figures(times.users) };
}

/** @param {number[]} times */
function figures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

/**
 * @param {string} base
 * @param {string} token
 * @param {string} method
 * @param {string} path
 * @param {BodyInit} [body]
 */
async function call(base, token, method, path, body) {
  /** @type {Record<string, string>} */
  const headers = { authorization: `Bearer ${token}` };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}?client_id=${CLIENT}`, { method, headers, body });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 1), json: await res.json() };
}

/**
 * One setting of the caps on a fresh server: the idle calls, the six uploads, the six dry runs started at once.
 * @param {Record<string, string>} env
 * @param {string[]} admins
 * @param {Buffer} csv
 * @param {Record<string, string>} caps
 */
export async function scenario(env, admins, csv, caps) {
  const server = await startServer({ ...env, ...caps }, CLIENT, { email: admins[0], password: PASSWORD });
  try {
    const tokens = [server.token];
    for (const email of admins.slice(1)) tokens.push(await signIn(server.base, CLIENT, { email, password: PASSWORD }));
    const other = await signIn(server.base, OTHER.clientId, { email: OTHER.email, password: PASSWORD });
    const idleUntil = performance.now() + IDLE_MS;
    const idle = await otherClientCalls(server.base, other, () => performance.now() > idleUntil);

    /** @type {{ id: number, token: string }[]} */
    const jobs = [];
    for (let i = 0; i < RUNS; i++) {
      const token = tokens[i % tokens.length];
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(csv)]), `pessoas-${i + 1}.csv`);
      const res = await call(server.base, token, 'POST', BASE, form);
      if (res.status !== 201) throw new Error(`upload ${i + 1}: ${res.status}`);
      jobs.push({ id: res.json.data.id, token });
    }

    let done = false;
    const counts = { firstAccepted: 0, firstRefused: 0, refused: 0 };
    const load = { start: loadavg()[0], end: 0 };
    const started = performance.now();
    const admin = (async () => {
      /** @param {{ id: number, token: string }} job */
      const start = (job) => call(server.base, job.token, 'POST', `${BASE}/${job.id}/dry-run`, '{"mode":"both"}');
      const first = await Promise.all(jobs.map(start));
      /** @type {Promise<void>[]} */
      const retries = [];
      first.forEach((res, i) => {
        if (res.status === 202) counts.firstAccepted += 1;
        else if (res.status === 429) {
          counts.firstRefused += 1;
          counts.refused += 1;
          retries.push(
            (async () => {
              for (let wait = res.retryAfter; ;) {
                await sleep(wait * 1000);
                const again = await start(jobs[i]);
                if (again.status === 202) return;
                if (again.status !== 429) throw new Error(`dry run ${jobs[i].id}: ${again.status}`);
                counts.refused += 1;
                wait = again.retryAfter;
              }
            })(),
          );
        } else throw new Error(`dry run ${jobs[i].id}: ${res.status} ${JSON.stringify(res.json)}`);
      });
      await Promise.all(retries);
      for (const job of jobs)
        for (;;) {
          const res = await call(server.base, job.token, 'GET', `${BASE}/${job.id}`);
          const status = res.json.data.status;
          if (status === 'checked') break;
          if (status !== 'checking') throw new Error(`dry run ${job.id} ended ${status}: ${res.json.data.failure}`);
          await sleep(200);
        }
      done = true;
    })().catch((error) => {
      done = true;
      throw error;
    });
    const busy = await otherClientCalls(server.base, other, () => done);
    await admin;
    load.end = loadavg()[0];
    return { idle, busy, counts, ms: performance.now() - started, load };
  } finally {
    server.server.kill('SIGTERM');
    await new Promise((resolve) => server.server.once('exit', resolve));
  }
}

/**
 * Both settings of the caps on one database.
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function onDatabase(label, env) {
  const admins = await prepare(env);
  const csv = csvFile();
  const results = [];
  for (const caps of CAPS) {
    console.log(`${label}, ${caps.name}…`);
    results.push({ ...caps, ...(await scenario(env, admins, csv, caps.env)) });
  }
  return { label, results, bytes: csv.length };
}

/** @param {Awaited<ReturnType<typeof onDatabase>>[]} databases */
function report(databases) {
  const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
  const rows = databases.flatMap(({ label, results }) =>
    results.flatMap((r) =>
      /** @type {const} */ (['session', 'users']).flatMap((route) =>
        /** @type {[string, ReturnType<typeof figures>][]} */ ([
          ['idle', r.idle[route]],
          [`six dry runs (${(r.ms / 1000).toFixed(1)} s)`, r.busy[route]],
        ]).map(
          ([when, f]) =>
            `| ${label} | ${r.name} | ${route === 'session' ? 'own session' : 'users list'} | ${when} | ${f.n.toLocaleString('en')} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} |`,
        ),
      ),
    ),
  );
  const caps = databases.flatMap(({ label, results }) =>
    results.map(
      (r) =>
        `| ${label} | ${r.name} | ${r.counts.firstAccepted} | ${r.counts.firstRefused} | ${r.counts.refused} | ${r.load.start.toFixed(1)} → ${r.load.end.toFixed(1)} |`,
    ),
  );
  const worst = Math.max(
    ...databases.flatMap(({ results }) => results.flatMap((r) => [r.busy.session.p95, r.busy.users.p95])),
  );
  const section = `## Import beside other clients

\`npm run bench:import -- --fairness\` (scripts/bench/import-fairness.mjs, issue 27): three administrators of client ${CLIENT}
(admin@asta.demo and two seeded members given the same role and grants) upload six csv files of ${ROWS.toLocaleString('en')} members
(${(databases[0].bytes / 1024 / 1024).toFixed(1)} MB each, one row in ${BAD_EVERY} with a malformed e-mail), two each, then start the six dry runs at once; each one
refused (429) starts again after its Retry-After, until all six have ended. Meanwhile the administrator of client ${OTHER.clientId}
calls its own session (\`GET /api/v2/client/user/authenticated\`) and the users list (\`GET /api/v2/admin/asap-user?per_page=20\`),
${LOOPS} calls at a time with ${GAP_MS} ms between a call and the next. The baseline (idle) is the same calls on the same server for
${IDLE_MS / 1000} s just before the uploads. Each setting of the caps runs on a fresh server: the defaults (WORK_PER_CLIENT 3,
WORK_PER_USER 2) and both raised to 6 for the bench, so that all six dry runs run at once as in the issue's report.

| database | caps | client ${OTHER.clientId}'s call | when | calls | p50 | p95 (goal < ${GOAL_P95_MS} ms) | p99 | max |
|---|---|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

| database | caps | dry runs accepted at once | refused at once (429) | 429 answers in all (retries included) | load average, start → end |
|---|---|---:|---:|---:|---|
${caps.join('\n')}

Worst p95 of client ${OTHER.clientId}'s calls during the dry runs: ${worst.toFixed(1)} ms (goal < ${GOAL_P95_MS} ms). A pass works in slices of about
8 ms, one slice at a time in the process with the clients in rotation, and the event loop answers requests between two
slices. The machine is shared (2 cores, other work running): the load average column says how busy it was, and the idle
rows show what the machine itself adds.

Where the time under load goes (profiled once, 2026-11-28, six dry runs with the caps at 6 on SQLite, load average
about 11): the passes do keep to their slices. Of the 50,600 stretches a pass runs between two turns, p99 is 0.1 ms;
a batch's checks (250 rows: schema, form rules, the e-mail and CPF lookups) take 2.3 ms at the median and about 20 ms
at worst, its transaction under 1 ms; the csv reader parses 50,000 rows in 160-350 ms of the pass. The longer stretches
(30-450 ms) are waits for the file's next chunk, during which requests are answered. Slices of 3 ms instead of 8 moved
the p95 within the run-to-run noise (62-101 ms against 68-99 ms). What grows with the machine's load is the process's
own CPU: busy with the passes, it waits its turn among the machine's other processes, and its young-generation
collections (about 350 in a run, 6.5 s in all, the longest 260 ms) stretch with it; with a young generation of 32 MB
(\`--max-semi-space-size=32\`) they were 200 and 3.9 s, and the p95 62 ms against 125 ms in the run beside it. On a quiet
machine (load average 1.9, one administrator, default caps, own session only) the same dry runs took client 8's p95
from 4.7 ms idle to 26.3 ms (p50 1.6 → 3.4 ms, max 98.7 ms).

${machine()}.
`;
  console.log(section);
  writeSection('## Import beside other clients', section);
}

export async function fairness() {
  report(await onBothDatabases('bench-import-fair', {}, onDatabase));
}
