// The floors of a list endpoint's throughput, measured in the same run as the endpoint itself: a bare node:http
// server and Fastify with the API's own security headers alone (fastify-floor.ts), both sending the endpoint's body.
// Ratios to bare are what a shared machine lets one trust (absolute figures move with the neighbours' load). With a
// profile folder, a second server with the answer cache off runs under the same load with `--cpu-prof`, and the
// summary of its profile (cpuprofile-top.mjs) comes back with the figures.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';
import { serverArgv } from '../server-argv.mjs';
import { alternating, signIn, spawnReady, startServer, throughput } from './common.mjs';
import { summariseProfile } from './cpuprofile-top.mjs';

/**
 * @typedef {import('./common.mjs').Credentials} Credentials
 * @typedef {import('autocannon').Result} Result
 * @typedef {{ api: number, floor: number, bare: number, bodyBytes: number, latency: { p50: number, p99: number }, cpuUs: { api: number, floor: number, bare: number, database: number, load: number }, profile: ReturnType<typeof summariseProfile> | null }} Floors
 */

/**
 * Starts a server process on a free port (argv from the port, it prints `ready`); answers its URL and the process.
 * @param {(port: number) => string[]} argv
 */
async function serving(argv) {
  const port = await freePort();
  const child = await spawnReady(argv(port), {}, 'ready');
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** @param {string} what @param {Result} run */
function assertClean(what, run) {
  if (run.non2xx || run.errors) throw new Error(`${what} under load: ${run.non2xx} non-2xx, ${run.errors} errors`);
}

/** Rounds the load alternates over the three servers: each gets `duration / ROUNDS` s per round. */
const ROUNDS = 5;

/** CPU time a process has used (user + system, /proc/<pid>/stat), in microseconds (clock ticks of 10 ms). */
function cpuMicros(/** @type {number | string | undefined} */ pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** CPU time of this machine's PostgreSQL processes (a local cluster's server and backends), in microseconds. */
function postgresMicros() {
  let sum = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) sum += cpuMicros(pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sum;
}

/** CPU time of this process (the load generator: autocannon runs in it), in microseconds. */
const selfMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * Requests/s of `path` on the API server of env with the answer cache off, of Fastify + security headers and of bare
 * node:http sending the same body (autocannon, 50 connections, `duration` s each in all). The three run at once and
 * the load alternates between them in short rounds, so that a neighbour's burst on a shared machine weighs on each
 * alike: their ratios are what such a machine lets one trust.
 * @param {{ env: Record<string, string>, clientId: number, credentials: Credentials, path: string, duration: number, profileDir?: string }} options
 * @returns {Promise<Floors>}
 */
export async function measureFloors({ env, clientId, credentials, path, duration, profileDir }) {
  const uncached = { ...env, ANSWER_CACHE_MB: '0' };
  const { server, base, token } = await startServer(uncached, clientId, credentials);
  const auth = { authorization: `Bearer ${token}` };
  const bodyFile = join(tmpdir(), `bench-floor-body-${process.pid}.json`);
  /** @type {Array<{ child: import('node:child_process').ChildProcess }>} */
  const started = [{ child: server }];
  try {
    const res = await fetch(`${base}${path}`, { headers: auth });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
    writeFileSync(bodyFile, body);
    const floor = await serving((port) => [
      '--import',
      'tsx',
      'scripts/bench/fastify-floor.ts',
      String(port),
      bodyFile,
    ]);
    started.push(floor);
    const bare = await serving((port) => [
      '-e',
      `const b=require('fs').readFileSync(${JSON.stringify(bodyFile)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'application/json; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('ready'))`,
    ]);
    started.push(bare);
    const servers = { api: server, floor: floor.child, bare: bare.child };
    /**
     * CPU time per request, summed over the rounds (microseconds, then requests): each serving process's, and during
     * the API's rounds PostgreSQL's processes' and the load generator's, which share the machine's cores with it.
     */
    const cpu = { api: [0, 0], floor: [0, 0], bare: [0, 0], database: [0, 0], load: [0, 0] };
    const measured = await alternating(
      [
        { name: 'api', url: `${base}${path}`, headers: auth },
        { name: 'floor', url: floor.url, headers: {} },
        { name: 'bare', url: bare.url, headers: {} },
      ],
      duration,
      ROUNDS,
      async (name, run) => {
        const pid = servers[/** @type {keyof typeof servers} */ (name)].pid;
        const before = { server: cpuMicros(pid), database: postgresMicros(), load: selfMicros() };
        const result = await run();
        const add = (/** @type {keyof typeof cpu} */ key, /** @type {number} */ us) => {
          cpu[key][0] += us;
          cpu[key][1] += result.requests.total;
        };
        add(/** @type {keyof typeof cpu} */ (name), cpuMicros(pid) - before.server);
        if (name === 'api') {
          add('database', postgresMicros() - before.database);
          add('load', selfMicros() - before.load);
        }
        return result;
      },
    );
    const perRequest = (/** @type {number[]} */ [us, n]) => us / Math.max(1, n);
    const latency = measured.api.latency;
    const cpuUs = {
      api: perRequest(cpu.api),
      floor: perRequest(cpu.floor),
      bare: perRequest(cpu.bare),
      database: perRequest(cpu.database),
      load: perRequest(cpu.load),
    };
    const floors = {
      api: measured.api.rate,
      floor: measured.floor.rate,
      bare: measured.bare.rate,
      bodyBytes: Buffer.byteLength(body),
      latency,
      cpuUs,
    };
    for (const { child } of started.splice(0)) child.kill('SIGTERM');
    const profile = profileDir ? await profiled(uncached, clientId, credentials, path, duration, profileDir) : null;
    return { ...floors, profile };
  } finally {
    for (const { child } of started) child.kill('SIGTERM');
    rmSync(bodyFile, { force: true });
  }
}

/**
 * The API server of env under the same load with `--cpu-prof` (its own run: the profiler slows it); the summary of
 * the profile it writes when it exits.
 * @param {Record<string, string>} env
 * @param {number} clientId
 * @param {Credentials} credentials
 * @param {string} path
 * @param {number} duration
 * @param {string} dir
 */
async function profiled(env, clientId, credentials, path, duration, dir) {
  rmSync(dir, { recursive: true, force: true });
  // As common.mjs startServer, with the profiler's options before the server's (NODE_OPTIONS refuses them).
  const port = await freePort();
  const argv = ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...serverArgv()];
  const server = await spawnReady(
    argv,
    { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    'Console ready',
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base, clientId, credentials);
    assertClean(
      `${path} (profiled)`,
      await throughput(`${base}${path}`, { authorization: `Bearer ${token}` }, duration),
    );
  } finally {
    server.kill('SIGTERM');
  }
  await exited;
  // One file per thread (the module loader's hooks run in one of their own): the main thread's is the largest.
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f));
  if (!files.length) throw new Error(`no .cpuprofile in ${dir}`);
  const main = files.sort((x, y) => statSync(y).size - statSync(x).size)[0];
  try {
    return summariseProfile(main);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The rows of a table of floors for two databases (a and b): the endpoint, the floors, and the ratios to bare.
 * @param {string} what the endpoint, as the table names it
 * @param {{ label: string, floors: Floors }} a
 * @param {{ label: string, floors: Floors }} b
 * @param {[number, number] | null} goals the least ratio to bare on a and on b, if the endpoint has goals
 */
export function floorTable(what, a, b, goals) {
  const ratio = (/** @type {Floors} */ f, /** @type {'api' | 'floor'} */ key) => f[key] / f.bare;
  const met = (/** @type {number} */ r, /** @type {number | undefined} */ goal) =>
    goal === undefined ? '' : r >= goal ? '(met)' : '(NOT met)';
  const fa = a.floors;
  const fb = b.floors;
  const cpuCell = (/** @type {Floors} */ f) =>
    `${f.cpuUs.api.toFixed(0)} / ${f.cpuUs.floor.toFixed(0)} / ${f.cpuUs.bare.toFixed(0)}`;
  return `| throughput, 50 connections, answer cache off: ${what} | ${a.label} | ${b.label} | goal |
|---|---|---|---|
| API, requests/s | ${fa.api.toFixed(0)} | ${fb.api.toFixed(0)} | |
| Fastify + security headers sending the same body, requests/s | ${fa.floor.toFixed(0)} | ${fb.floor.toFixed(0)} | |
| bare node:http sending the same body (${fa.bodyBytes.toLocaleString('en')} / ${fb.bodyBytes.toLocaleString('en')} bytes), requests/s | ${fa.bare.toFixed(0)} | ${fb.bare.toFixed(0)} | |
| **ratio API / bare** | **${ratio(fa, 'api').toFixed(2)}** ${met(ratio(fa, 'api'), goals?.[0])} | **${ratio(fb, 'api').toFixed(2)}** ${met(ratio(fb, 'api'), goals?.[1])} | ${goals ? `>= ${goals[0]} on ${a.label}, >= ${goals[1]} on ${b.label}` : ''} |
| ratio Fastify floor / bare | ${ratio(fa, 'floor').toFixed(2)} | ${ratio(fb, 'floor').toFixed(2)} | |
| server process CPU per request, us: API / Fastify floor / bare | ${cpuCell(fa)} | ${cpuCell(fb)} | |
| ratio by CPU per request: bare's / the API's (PostgreSQL's own CPU not counted) | ${(fa.cpuUs.bare / fa.cpuUs.api).toFixed(2)} | ${(fb.cpuUs.bare / fb.cpuUs.api).toFixed(2)} | |
| CPU per API request besides the server's, us: PostgreSQL's processes / the load generator (they share the cores) | ${fa.cpuUs.database.toFixed(0)} / ${fa.cpuUs.load.toFixed(0)} | ${fb.cpuUs.database.toFixed(0)} / ${fb.cpuUs.load.toFixed(0)} | |
| API latency under load p50 / p99 ms (mean of the rounds) | ${fa.latency.p50} / ${fa.latency.p99} | ${fb.latency.p50} / ${fb.latency.p99} | |`;
}

/**
 * The profile tables of two databases, when both were profiled.
 * @param {{ label: string, floors: Floors }} a
 * @param {{ label: string, floors: Floors }} b
 */
export function profileTables(a, b) {
  const pa = a.floors.profile;
  const pb = b.floors.profile;
  if (!pa || !pb) return '(not profiled in this run)';
  return `${a.label} (${pa.samples.toLocaleString('en')} samples, ${pa.busyShare} busy):

${pa.table}

${b.label} (${pb.samples.toLocaleString('en')} samples, ${pb.busyShare} busy):

${pb.table}`;
}
