import { cpus, loadavg } from 'node:os';
import { listsOf, scenariosOf, timeScenarios } from './collections-scenarios.mjs';
import { alternating, machine, startServer, throughput } from './common.mjs';

/**
 * The collections benchmark's comparison of the two list engines (`npm run bench:collections -- --engines`): the
 * same list and search scenarios on one loaded database, timed on a server with COLLECTION_LIST_ENGINE=adaptive and
 * then on one with =plain, and the throughput of a few lists on both servers at once, taking turns.
 */

const ENGINES = /** @type {const} */ (['adaptive', 'plain']);

/**
 * @typedef {{ courseId: number, categoryId: number, products: number, inactive: number, cursors: Record<string, string[]> }} Facts
 * @typedef {{ email: string, password: string }} Credentials
 * @typedef {{ env: Record<string, string>, facts: Facts, client: number, credentials: Credentials, rows: number, samples: number, duration: number }} Options
 */

/**
 * Times the scenarios on each engine, then the lists' throughput on both.
 * @param {string} label
 * @param {Options} options
 */
export async function benchEngines(label, { env, facts, client, credentials, rows, samples, duration }) {
  const scenarios = scenariosOf(facts, client, rows);
  /** @type {Record<string, Awaited<ReturnType<typeof timeScenarios>>>} */
  const latencies = {};
  for (const engine of ENGINES) {
    const { server, base, token } = await startServer(
      { ...env, ANSWER_CACHE_MB: '0', COLLECTION_LIST_ENGINE: engine },
      client,
      credentials,
    );
    try {
      latencies[engine] = await timeScenarios(`${label} ${engine}`, base, token, scenarios, samples);
    } finally {
      server.kill('SIGTERM');
    }
  }
  const { produtos, inactive } = listsOf(facts, client);
  const lists = {
    'first page': produtos,
    'status=inativo, first page': inactive,
    "search 'nike'": `${produtos}&search=nike`,
  };
  // Started one after the other: two servers starting together on one SQLite file wait on each other's writes.
  /** @type {Array<Awaited<ReturnType<typeof startServer>>>} */
  const servers = [];
  for (const engine of ENGINES)
    servers.push(
      await startServer({ ...env, ANSWER_CACHE_MB: '0', COLLECTION_LIST_ENGINE: engine }, client, credentials),
    );
  try {
    const targets = Object.entries(lists).flatMap(([name, path]) =>
      servers.map(({ base, token }, i) => ({
        name: `${ENGINES[i]} ${name}`,
        url: `${base}${path}`,
        headers: { authorization: `Bearer ${token}` },
        base,
      })),
    );
    // A run ends with up to 50 requests still queued on its server (a slow search's take seconds): the next run on
    // that server would wait behind them. One more request, answered after them, tells the queue is empty.
    const drained = async (/** @type {typeof targets[number]} */ target) => {
      const res = await fetch(`${target.base}${lists['first page']}`, { headers: target.headers });
      await res.arrayBuffer();
    };
    const byName = new Map(targets.map((t) => [t.name, t]));
    // Fresh servers: each list is run once untimed first, so that neither engine's rounds pay its warm-up.
    for (const target of targets) {
      await throughput(target.url, target.headers, 2);
      await drained(target);
    }
    const rates = await alternating(targets, duration, 5, async (name, run) => {
      const result = await run();
      await drained(/** @type {typeof targets[number]} */ (byName.get(name)));
      return result;
    });
    for (const [name, { rate, runs }] of Object.entries(rates))
      console.log(
        `${label} ${name}: ${rate.toFixed(0)} requests/s (rounds: ${runs.map((r) => (r.requests.total / r.duration).toFixed(0)).join(', ')}; timeouts ${runs.reduce((n, r) => n + r.timeouts, 0)})`,
      );
    return { label, latencies, lists, rates, load: loadavg()[2] };
  } finally {
    for (const { server } of servers) server.kill('SIGTERM');
  }
}

/**
 * The section of docs/benchmarks.md.
 * @param {Awaited<ReturnType<typeof benchEngines>>} result
 * @param {{ command: string, rows: number, facts: Facts, samples: number, duration: number, client: number }} run
 */
export function enginesSection(result, { command, rows, facts, samples, duration, client }) {
  const { latencies, rates, lists, label } = result;
  const n = (/** @type {number} */ x) => x.toLocaleString('en');
  const cell = (/** @type {{ p50: number, p95: number }} */ x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}`;
  const rows_ = latencies.adaptive.map(
    (l, i) =>
      `| ${l.kind} | ${l.name} | ${cell(l)} | ${cell(latencies.plain[i])} | ${latencies.plain[i].name !== l.name ? 'plain timed once (over 2 s)' : ''} |`,
  );
  const rate = (/** @type {string} */ name) => rates[name].rate;
  const throughput = Object.keys(lists).map(
    (name) =>
      `| \`${lists[/** @type {keyof typeof lists} */ (name)]}\` (${name}) | ${rate(`adaptive ${name}`).toFixed(0)} | ${rate(`plain ${name}`).toFixed(0)} | ${(rate(`plain ${name}`) / rate(`adaptive ${name}`)).toFixed(2)} |`,
  );
  return `## List engines: the adaptive and the plain collection lists

Measured ${new Date().toISOString()} with \`${command}\`: ${label} only, ${n(facts.products)} products (${n(facts.inactive)} inactive) and
as many modules in client ${client}, loaded as in the Collections section above; a reduced run on a shared machine.

The same scenarios as the Collections section (${samples} sequential requests each after 3 warm-up ones, the answer
cache off), on a server with \`COLLECTION_LIST_ENGINE=adaptive\` and then on one with \`COLLECTION_LIST_ENGINE=plain\`
(docs/collections.md, "The list engine"); a scenario whose first answer takes over 2 s is timed once. Then both servers
at once, autocannon with 50 connections taking turns on each list (5 rounds, ${duration} s in all per server and list,
after 2 s of each untimed; after each run, a request to the same server waits out what the run left queued).

| kind | scenario | adaptive p50 / p95 ms | plain p50 / p95 ms | |
|---|---|---|---|---|
${rows_.join('\n')}

| throughput, 50 connections, answer cache off | adaptive requests/s | plain requests/s | plain / adaptive |
|---|---|---|---|
${throughput.join('\n')}

How to read it: both engines answer the same pages (\`list-engines.test.ts\`); what differs is the reads. The adaptive
engine pays a sample of 2,000 rows on every narrowed request (its plan and its total), which the plain one does not,
and on a small list that sample is most of the work. The plain engine leaves the index to the planner: a page past a
key that NULLs follow in the order (the previous pages of an ascending list, any page of a descending one) ORs two
ranges, which SQLite does not seek: it walks the client's entries of the order's index from the start of that
direction, testing each, until it passes the key (deep pages cost what the rows before them do); and a common
search's page or total may read every match. Those costs grow with the list; the sample's does not.

Load average over the last 15 minutes at the end: ${result.load.toFixed(1)} on ${cpus().length} cores (above 2, other work
shared the machine and every figure above is inflated by it). ${rows < 1_000_000 ? `With ${n(rows)} rows rather than a million, the plain engine's slow cases are smaller than they would be at scale.` : ''}

${machine()}.
`;
}
