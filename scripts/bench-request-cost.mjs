// CPU per request of the main requests (docs/scale.md, section 3): one API instance (apps/api/src/server.ts, the fault
// suite's harness) on a throwaway PostgreSQL cluster with the demo data; autocannon drives each request for 6 s after
// 2 s of warm-up, and the script reads the CPU time (user + system, /proc/<pid>/stat) the server process and the
// database's backends spent meanwhile, divided by the requests answered. Bounded: about 2 minutes, 127.0.0.1 only.
//   node --import tsx scripts/bench-request-cost.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signIn } from '../apps/api/faults/harness/api.ts';
import { startInstance } from '../apps/api/faults/harness/instance.ts';
import { startCluster } from '../apps/api/faults/harness/postgres.ts';

const pg = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');
const TICK_MS = 10; // /proc counts CPU in clock ticks of 1/100 s

/** @param {number} pid */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // a backend that ended meanwhile
  }
}

const cluster = startCluster();
const dataDir = mkdtempSync(join(tmpdir(), 'request-cost-'));
let instance;
const url = await cluster.createDatabase('request_cost');
const probe = new pg.Client({ connectionString: url });
try {
  instance = await startInstance({
    env: { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', CONSOLE_DIR: '/nonexistent' },
    startTimeoutMs: 180_000,
  });
  await probe.connect();
  /** @returns {Promise<number[]>} the database's backends serving the API */
  const backends = async () =>
    (
      await probe.query("select pid from pg_stat_activity where datname = 'request_cost' and pid <> pg_backend_pid()")
    ).rows.map((/** @type {{ pid: number }} */ r) => r.pid);
  const admin = await signIn(instance.base);
  const folder = (await (await admin.request('GET', '/api/v2/client/feed/pasta')).json()).data[0].id;
  const base = instance.base;
  const auth = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };
  /** @type {[string, import('autocannon').Options][]} */
  const cases = [
    [
      'GET /api/v2/client/user/authenticated',
      { url: `${base}/api/v2/client/user/authenticated?client_id=3`, connections: 10, headers: auth },
    ],
    [
      'GET /api/v2/admin/asap-user?per_page=20',
      { url: `${base}/api/v2/admin/asap-user?client_id=3&per_page=20`, connections: 10, headers: auth },
    ],
    [
      'GET /api/v2/admin/asap-user?search=silva',
      { url: `${base}/api/v2/admin/asap-user?client_id=3&search=silva`, connections: 10, headers: auth },
    ],
    ['GET /api/v2/client/feed', { url: `${base}/api/v2/client/feed?client_id=3`, connections: 10, headers: auth }],
    [
      'GET /api/v2/admin/dashboard',
      { url: `${base}/api/v2/admin/dashboard?client_id=3`, connections: 10, headers: auth },
    ],
    [
      'POST /api/v2/client/feed/pasta/item/post',
      {
        url: `${base}/api/v2/client/feed/pasta/item/post?client_id=3`,
        method: 'POST',
        connections: 4,
        headers: auth,
        body: JSON.stringify({ pasta_id: folder, title: 'Custo', text: 'Medindo' }),
      },
    ],
    [
      'POST /api/oauth/access_token',
      {
        url: `${base}/api/oauth/access_token?client_id=3`,
        method: 'POST',
        connections: 2,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@asta.demo', password: 'demo1234' }),
      },
    ],
  ];
  console.log('| request | API CPU ms | PostgreSQL CPU ms | requests/s | p50 ms |\n|---|---:|---:|---:|---:|');
  for (const [name, options] of cases) {
    await autocannon({ ...options, duration: 2 });
    const pids = await backends();
    const before = pids.map(cpuMs);
    const api = cpuMs(instance.process.pid ?? 0);
    const result = await autocannon({ ...options, duration: 6 });
    const apiMs = cpuMs(instance.process.pid ?? 0) - api;
    // A backend the pool closed meanwhile reads 0: left out (its share is lost, so the figure is a lower bound then).
    const dbMs = pids.reduce((sum, pid, i) => {
      const after = cpuMs(pid);
      return after ? sum + after - before[i] : sum;
    }, 0);
    const n = result.requests.total;
    console.log(
      `| ${name} | ${(apiMs / n).toFixed(3)} | ${(dbMs / n).toFixed(3)} | ${Math.round(result.requests.average)} | ${result.latency.p50} |${result.non2xx ? ` ${result.non2xx} not 2xx` : ''}`,
    );
  }
} finally {
  await probe.end().catch(() => {});
  await instance?.stop();
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
