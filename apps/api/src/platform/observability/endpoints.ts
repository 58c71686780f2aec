import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { languageOf, message, notFound, unauthenticated, type MessageKey } from '../errors.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Storage } from '../storage/index.ts';
import { appMetrics } from './metrics.ts';
import { readinessCheck, type DependencyName } from './readiness.ts';

export interface ObservabilityOptions {
  config: Pick<Config, 'METRICS_TOKEN' | 'SMTP_URL'>;
  database: Database;
  storage: Storage;
  realtime: RealtimeHub;
}

const DEPENDENCY_NAMES: Partial<Record<DependencyName, MessageKey>> = {
  database: 'dependencyDatabase',
  storage: 'dependencyStorage',
};

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Whether the Authorization header carries the token; compared in constant time (digests have one length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Probes and scrapes answer what is true now: no cache may keep an answer. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * GET /healthz (liveness: the process answers), GET /readyz (readiness for a load balancer: 200 while the database
 * and the storage answer, else 503 naming those down) and GET /metrics (Prometheus text behind METRICS_TOKEN; 404
 * without it). Their own request lines are logged at debug. Installed before the feature modules, so that the
 * metrics' hook sees every route.
 */
export function installObservability(
  app: FastifyInstance,
  { config, database, storage, realtime }: ObservabilityOptions,
): void {
  const readiness = readinessCheck({ db: database.db, storage, smtpUrl: config.SMTP_URL, realtime });
  const token = config.METRICS_TOKEN;
  const metrics = token
    ? appMetrics({ db: database.db, pool: database.poolStats, sockets: () => app.websocketServer.clients })
    : null;
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
  }
  const quiet = { access: 'public', quietLog: true } as const;

  app.get(
    '/healthz',
    { config: quiet, schema: { tags: ['health'], summary: 'Liveness: the process answers' } },
    async (_request, reply) => {
      noStore(reply);
      return { success: true, data: { status: 'ok' } };
    },
  );

  app.get(
    '/readyz',
    { config: quiet, schema: { tags: ['health'], summary: 'Readiness: the database and the storage answer' } },
    async (request, reply) => {
      noStore(reply);
      const { ready, dependencies, blocking, failures } = await readiness();
      for (const [dependency, reason] of Object.entries(failures))
        request.log.warn({ dependency, reason }, 'dependency down');
      if (ready) return { success: true, data: { status: 'ready', dependencies } };
      const lang = languageOf(request);
      const what = blocking.map((name) => message(DEPENDENCY_NAMES[name]!, lang)).join(', ');
      reply.code(503).header('retry-after', '1');
      return {
        success: false,
        message: message(blocking.length > 1 ? 'dependenciesDown' : 'dependencyDown', lang, { what }),
        dependencies,
      };
    },
  );

  app.get(
    '/metrics',
    { config: quiet, schema: { tags: ['health'], summary: 'Prometheus metrics (bearer METRICS_TOKEN)' } },
    async (request, reply) => {
      noStore(reply);
      if (!metrics || !token) throw notFound();
      if (!bearerMatches(request.headers.authorization, token)) throw unauthenticated();
      return reply.type(metrics.contentType).send(await metrics.text());
    },
  );
}
