// What the benchmark scripts share: running on SQLite then PostgreSQL, starting the API server and signing in,
// percentiles, the machine line and the replacement of one script's own section of docs/benchmarks.md (the other
// sections are kept as they are).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../free-port.mjs';
import { serverArgv } from '../server-argv.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The p-th percentile (nearest rank) of ascending numbers.
 * @param {number[]} sorted
 * @param {number} p
 */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times `samples` sequential GETs rotating over urls (after 3 warm-up ones), response parsing included; every answer
 * must be 200 and pass `check(body, url)`. Answers p50 and p95 in ms.
 * @param {string} base
 * @param {string} token
 * @param {string[]} urls
 * @param {number} samples
 * @param {(body: any, url: string) => void} [check] body: the parsed JSON answer
 */
export async function timeGets(base, token, urls, samples, check = () => {}) {
  const headers = { authorization: `Bearer ${token}` };
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < 3; i++) await fetch(`${base}${urls[i % urls.length]}`, { headers }).then((r) => r.arrayBuffer());
  for (let i = 0; i < samples; i++) {
    const url = urls[i % urls.length];
    const start = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.json();
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    check(body, url);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Spawns a node process and resolves once it prints `ready`.
 * @param {string[]} argv
 * @param {Record<string, string>} env
 * @param {string} ready
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function spawnReady(argv, env, ready) {
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}: ${out}`)));
  });
}

/**
 * @typedef {{ email: string, password: string }} Credentials
 */

/**
 * Signs in through the API; resolves with the bearer token.
 * @param {string} base
 * @param {number} clientId
 * @param {Credentials} credentials
 * @returns {Promise<string>}
 */
export async function signIn(base, clientId, credentials) {
  const res = await fetch(`${base}/api/oauth/access_token?client_id=${clientId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = await res.json();
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

/**
 * Starts the API server (apps/api/src/server.ts) on the database of env, signed in with credentials.
 * @param {Record<string, string>} env
 * @param {number} clientId
 * @param {Credentials} credentials
 */
export async function startServer(env, clientId, credentials) {
  const port = await freePort();
  const server = await spawnReady(
    serverArgv(),
    { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    'Console ready',
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    return { server, base, token: await signIn(base, clientId, credentials) };
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

/**
 * autocannon with 50 connections for `duration` seconds against url.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} duration
 * @returns {Promise<import('autocannon').Result>}
 */
export const throughput = (url, headers, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/**
 * Throughput of several targets taking turns: `rounds` rounds of `duration / rounds` s each, so that a neighbour's
 * burst on a shared machine weighs on each alike (their ratios are what such a machine lets one trust). `around`
 * wraps each run (a server's CPU time). A run with non-2xx answers or errors throws.
 * @param {Array<{ name: string, url: string, headers: Record<string, string> }>} targets
 * @param {number} duration
 * @param {number} rounds
 * @param {(name: string, run: () => Promise<import('autocannon').Result>) => Promise<import('autocannon').Result>} [around]
 * @returns {Promise<Record<string, { rate: number, latency: { p50: number, p99: number }, runs: import('autocannon').Result[] }>>}
 */
export async function alternating(targets, duration, rounds, around = (_name, run) => run()) {
  /** @type {Record<string, import('autocannon').Result[]>} */
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const { name, url, headers } of targets) {
      const run = await around(name, () => throughput(url, headers, duration / rounds));
      if (run.non2xx || run.errors)
        throw new Error(`${name} ${url} under load: ${run.non2xx} non-2xx, ${run.errors} errors`);
      runs[name].push(run);
    }
  }
  const mean = (/** @type {number[]} */ xs) => Math.round(xs.reduce((a, x) => a + x, 0) / xs.length);
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        rate: list.reduce((n, r) => n + r.requests.total, 0) / list.reduce((s, r) => s + r.duration, 0),
        latency: { p50: mean(list.map((r) => r.latency.p50)), p99: mean(list.map((r) => r.latency.p99)) },
        runs: list,
      },
    ]),
  );
}

/**
 * A process's resident memory (VmRSS of /proc/<pid>/status), in KiB.
 * @param {number | undefined} pid
 */
export const rssKiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number((line ?? '').replace(/\D+/g, ''));
};

/** "Machine: <cpu>, <n> cores, <memory>, Node.js <version>" (the caller adds the database). */
export const machine = () =>
  `Machine: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB memory, Node.js ${process.version}`;

/**
 * Replaces the section that starts with `heading` (up to the next "## ") in text, or appends it.
 * @param {string} text
 * @param {string} heading
 * @param {string} section
 */
export function replaceSection(text, heading, section) {
  const at = text.indexOf(heading);
  if (at < 0) return `${text.trimEnd()}\n\n${section}`;
  const next = text.indexOf('\n## ', at + 4);
  return text.slice(0, at) + section + (next >= 0 ? text.slice(next) : '');
}

/**
 * Writes section into docs/benchmarks.md (or another document of docs/) in place of the one that starts with heading.
 * @param {string} heading
 * @param {string} section
 * @param {string} [document]
 * @param {string} [title] the new document's first line
 */
export function writeSection(heading, section, document = 'docs/benchmarks.md', title = '# Benchmarks') {
  const path = join(ROOT, document);
  const text = existsSync(path) ? readFileSync(path, 'utf8') : `${title}\n`;
  writeFileSync(path, replaceSection(text, heading, section));
  console.log(`Wrote ${path}`);
}

/**
 * Runs bench(label, env) on SQLite (a temp DATA_DIR, or BENCH_SQLITE_DIR) and then on PostgreSQL (DATABASE_URL, or a
 * throwaway cluster of scripts/pg-cluster.sh started with pgOptions and stopped after); resolves with both results.
 * @template T
 * @param {string} name
 * @param {{ pgOptions?: string }} options
 * @param {(label: string, env: Record<string, string>) => Promise<T>} bench
 * @returns {Promise<[T, T]>}
 */
export async function onBothDatabases(name, { pgOptions } = {}, bench) {
  const temp = mkdtempSync(join(tmpdir(), `${name}-`));
  const cluster = join(temp, 'pg');
  try {
    const sqlite = await bench('SQLite', {
      DATA_DIR: process.env.BENCH_SQLITE_DIR || join(temp, 'sqlite'),
      DATABASE_URL: '',
    });
    const postgresUrl =
      process.env.DATABASE_URL ||
      execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'start', cluster], {
        encoding: 'utf8',
        env: { ...process.env, ...(pgOptions ? { PG_OPTIONS: pgOptions } : {}) },
      }).trim();
    const postgres = await bench('PostgreSQL', { DATABASE_URL: postgresUrl, DATA_DIR: join(temp, 'pg-files') });
    return [sqlite, postgres];
  } finally {
    if (!process.env.DATABASE_URL && existsSync(cluster))
      execFileSync('bash', [join(ROOT, 'scripts/pg-cluster.sh'), 'stop', cluster]);
    rmSync(temp, { recursive: true, force: true });
  }
}
