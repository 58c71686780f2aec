// What observability adds to a request, in CPU time (process.cpuUsage, so a shared machine's other load does not enter
// the figures): counting it in the metrics (counter and latency histogram), the log bindings a request gets (its route
// pattern, then its client and user), and one scrape of the metrics. docs/reliability.md, "Health, readiness and
// metrics". Run: node --import tsx scripts/bench/observability-cost.mjs
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { appMetrics } from '../../apps/api/src/platform/observability/metrics.ts';

const CALLS = 300_000;
const ROUTES = Array.from({ length: 50 }, (_, i) => `/api/v2/area-${i}/:id`);

/** CPU microseconds per call of `run` over CALLS calls (after a warm-up). @param {(i: number) => void} run */
function cpuPerCall(run) {
  for (let i = 0; i < 20_000; i++) run(i);
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) run(i);
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / CALLS;
}

// The metrics' sources are not read by observe(); the scrape below reads the sockets only.
const metrics = appMetrics({ db: /** @type {never} */ ({}), sockets: () => [] });
const reply = /** @type {never} */ ({ statusCode: 200, elapsedTime: 3.2 });
const observe = cpuPerCall((i) =>
  metrics.observe(/** @type {never} */ ({ method: 'GET', routeOptions: { url: ROUTES[i % ROUTES.length] } }), reply),
);

// The app's logger as Fastify builds it (pino), writing nowhere: the child per request is Fastify's own cost.
const app = Fastify({
  logger: { level: 'info', stream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
});
const child = cpuPerCall(() => app.log.child({ reqId: 'r' }));
const bound = cpuPerCall((i) => {
  const log = /** @type {import('fastify').FastifyBaseLogger & { setBindings(b: object): void }} */ (
    app.log.child({ reqId: 'r' })
  );
  log.setBindings({ route: ROUTES[i % ROUTES.length] });
  log.setBindings({ client_id: 3, user_id: 1 });
});

const lines = (await metrics.text()).split('\n').length;
const before = process.cpuUsage();
for (let i = 0; i < 20; i++) await metrics.text();
const scrape = process.cpuUsage(before);

console.log(`counting one request (counter + histogram): ${observe.toFixed(2)} µs CPU`);
console.log(`log bindings of one request (route, then client and user): ${(bound - child).toFixed(2)} µs CPU`);
console.log(
  `one scrape of ${lines} lines (${ROUTES.length} routes): ${((scrape.user + scrape.system) / 20 / 1000).toFixed(1)} ms CPU`,
);
await app.close();
