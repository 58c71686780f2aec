import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { COLLECTION_CHANGES_PROTOCOL, FEED_LIVE_PROTOCOL } from '@console/contract';
import type { PoolStats } from '../../db/database.ts';
import type { Db } from '../../db/handle.ts';
import { waitingMailCount } from './probes-repo.ts';
import { CHECK_TIMEOUT_MS, within } from './readiness.ts';

/** Request latencies from 5 ms to 10 s: a cached read takes a few ms, an export or an upload seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of requests no route matched: their paths are the caller's to choose, and would grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

export interface MetricSources {
  db: Db;
  /** PostgreSQL's connection pool; absent on SQLite (one connection, nothing to wait for). */
  pool?: () => PoolStats;
  /** The app's open WebSockets (@fastify/websocket's server tracks them), each with the protocol it chose. */
  sockets: () => Iterable<{ protocol: string }>;
}

export interface AppMetrics {
  /** Counts a finished request and its latency (an onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The Prometheus text exposition, version 0.0.4. */
  text(): Promise<string>;
  contentType: string;
}

/**
 * The app's metrics, in a registry of its own (tests build several apps in one process): requests by method, route
 * pattern and status; latency by method and route; the database pool; open sockets by protocol; the outbox backlog;
 * and prom-client's process metrics (resident memory, heap, event-loop lag, garbage collection).
 */
export function appMetrics({ db, pool, sockets }: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request received to the answer sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  if (pool) {
    const stats: { name: string; help: string; of: (s: PoolStats) => number }[] = [
      { name: 'db_pool_connections', help: 'Connections the PostgreSQL pool holds open.', of: (s) => s.total },
      {
        name: 'db_pool_idle_connections',
        help: 'Open connections of the pool not running a query.',
        of: (s) => s.idle,
      },
      { name: 'db_pool_waiting_requests', help: 'Queries waiting for a connection of the pool.', of: (s) => s.waiting },
      { name: 'db_pool_max_connections', help: 'The most connections the pool opens.', of: (s) => s.max },
    ];
    for (const { name, help, of } of stats) {
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(of(pool()));
        },
      });
    }
  }

  new Gauge({
    name: 'websockets_open',
    help: `Open WebSockets by protocol (${FEED_LIVE_PROTOCOL}: the feed's live events).`,
    labelNames: ['protocol'] as const,
    registers,
    collect() {
      const counts = new Map<string, number>([
        [FEED_LIVE_PROTOCOL, 0],
        [COLLECTION_CHANGES_PROTOCOL, 0],
      ]);
      for (const socket of sockets()) counts.set(socket.protocol, (counts.get(socket.protocol) ?? 0) + 1);
      this.reset();
      for (const [protocol, count] of counts) this.set({ protocol }, count);
    },
  });

  new Gauge({
    name: 'mail_outbox_waiting',
    help: 'Mails of every client whose delivery failed and waits for a retry (the backlog of an SMTP outage).',
    registers,
    async collect() {
      // A database that does not answer makes the count unknown (NaN) for this scrape, rather than failing or holding it.
      try {
        this.set(await within(waitingMailCount(db), AbortSignal.timeout(CHECK_TIMEOUT_MS)));
      } catch {
        this.set(NaN);
      }
    },
  });

  return {
    observe(request, reply) {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
