import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { installAccess } from './platform/access.ts';
import { installObservability } from './platform/observability/endpoints.ts';
import { RequestLogController } from './platform/observability/request-log.ts';
import { followAccessChanges } from './platform/access-changes.ts';
import { answerCache } from './platform/answer-cache.ts';
import { localHub, type RealtimeHub } from './platform/realtime/hub.ts';
import { clientProfiles } from './platform/client-profiles.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import type { AppDeps } from './platform/deps.ts';
import { domainEvents } from './platform/domain-events.ts';
import { installRules } from './modules/collections/rules/index.ts';
import { collectionWrites } from './modules/collections/write-path.ts';
import { defineCollectionTimers } from './modules/collections/timers.ts';
import { defineClassOccurrences } from './modules/collections/occurrences.ts';
import { defineWebhookJobs } from './platform/webhooks/delivery.ts';
import { pushProviders } from './platform/push/providers.ts';
import { installWebhooks } from './platform/webhooks/events.ts';
import { collectionActionRoutes } from './modules/collections/action-routes.ts';
import { attendanceRoutes } from './modules/collections/attendance-routes.ts';
import { mailTemplateRoutes } from './modules/collections/mail-template-routes.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './platform/errors.ts';
import { responseSerializer } from './platform/serializer.ts';
import { sessionCache, type SessionCache } from './platform/session-cache.ts';
import { installShutdown } from './platform/shutdown.ts';
import { registerConsole, registerDocs, registerSecurityHeaders } from './platform/http.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { brandingPageHead } from './modules/branding/page-head.ts';
import { brandingRoutes } from './modules/branding/routes.ts';
import { clientsRoutes } from './modules/clients/routes.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { mediaRoutes } from './modules/files/media.ts';
import { storageFromConfig, type Storage } from './platform/storage/index.ts';
import { jobQueue } from './platform/jobs/index.ts';
import { outboxMailer, retryPolicyOf, smtpTransport, type MailTransport } from './platform/mail/index.ts';
import { memberAccounts } from './modules/users/accounts.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { jobsRoutes } from './modules/jobs/routes.ts';
import { permissionsRoutes } from './modules/permissions/routes.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { feedLiveRoutes, websocketOptions } from './modules/feed-live/routes.ts';
import { collectionsRoutes } from './modules/collections/routes.ts';
import { collectionHistoryRoutes } from './modules/collections/history-routes.ts';
import { collectionVersionsRoutes } from './modules/collections/versions-routes.ts';
import { birthdaysRoutes } from './modules/birthdays/routes.ts';
import { rankingRoutes } from './modules/ranking/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { defineProjectJobs } from './modules/projects/reminders.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { defineMessageJobs } from './modules/messages/jobs.ts';
import { projectsExportRoutes } from './modules/projects/export.ts';
import { projectsRoutes } from './modules/projects/routes.ts';
import { importsRoutes } from './modules/imports/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { digestRoutes } from './modules/digest/routes.ts';
import { defineDigestJobs } from './modules/digest/daily.ts';
import { ingestRoutes } from './modules/ingest/routes.ts';
import { translationsRoutes } from './modules/translations/routes.ts';
import { pushDevicesRoutes } from './modules/push-devices/routes.ts';

export interface BuildOptions {
  config: Config;
  /** A migrated database; the app closes it when it closes. */
  database: Database;
  clock?: Clock;
  /** Defaults to a cache of its own on the clock. */
  sessions?: SessionCache;
  /** Defaults to the driver the config names. */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to SMTP when SMTP_URL is set, else none (mails stay in the outbox). */
  mailTransport?: MailTransport | null;
  listTuning?: AppDeps['listTuning'];
  /** Defaults to in-process fan-out (server.ts picks LISTEN/NOTIFY on PostgreSQL). */
  realtime?: RealtimeHub;
  /** The job queue's worker (platform/jobs: mail deliveries, deadlines, sends); defaults to JOBS_WORKER. */
  backgroundJobs?: boolean;
}

// Field messages follow the product's default language.
z.config(z.locales.pt());

export async function buildApp({
  config,
  database,
  clock = systemClock,
  sessions = sessionCache(clock),
  storage = storageFromConfig(config),
  logger,
  mailTransport = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
  listTuning,
  realtime = localHub(),
  backgroundJobs = config.JOBS_WORKER === 'auto' ? config.NODE_ENV !== 'test' : config.JOBS_WORKER === 'on',
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    // The route pattern, then the client and user, on every line of a request (platform/observability/request-log.ts).
    logController: new RequestLogController(),
    trustProxy: false,
    // Routing and HTTP-parser faults answer the error envelope too (platform/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Requests that reach a closing server get our envelope instead (platform/shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry tenant data: never let a shared cache keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onClose', async () => {
    mailTransport?.close();
    await realtime.close();
    await database.close();
  });

  const jobs = jobQueue(database.db, database.sql.name, clock);
  const mailer = outboxMailer(database.db, mailTransport, clock, retryPolicyOf(config), jobs, (error) =>
    app.log.error({ err: error }, 'mail delivery bookkeeping failed'),
  );
  const answers = answerCache(database.changeMark, config.ANSWER_CACHE_MB * 1024 * 1024);
  const clientProfilesCache = clientProfiles(database.db, clock);
  // The rules' effects (modules/collections/rules) run in the writers' transactions; they write through the path.
  const events = domainEvents();
  const collections = collectionWrites({ sql: database.sql, clock, realtime, events }).writer;
  events.useWriter(collections);
  installRules(events, { realtime, clock });
  const deps: AppDeps = {
    db: database.db,
    sql: database.sql,
    config,
    clock,
    sessions,
    clientProfiles: clientProfilesCache,
    storage,
    mailer,
    jobs,
    answers,
    realtime,
    collections,
    events,
    members: memberAccounts({ config, mailer, clock }),
    push: pushProviders(config),
    listTuning,
  };
  followAccessChanges(realtime, sessions);

  // External plugins, then platform, then feature modules.
  registerSecurityHeaders(app);
  await app.register(fastifyWebsocket, websocketOptions);
  await registerDocs(app);
  installErrorHandling(app);
  installShutdown(app);
  installAccess(app, deps);
  installObservability(app, { config, database, storage, realtime });
  await registerConsole(app, config.CONSOLE_DIR, brandingPageHead(deps));

  await app.register(authRoutes, deps);
  await app.register(brandingRoutes, deps);
  await app.register(clientsRoutes, deps);
  await app.register(menuRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(mediaRoutes, { storage, db: deps.db });
  await app.register(usersRoutes, deps);
  await app.register(outboxRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(permissionsRoutes, deps);
  await app.register(feedRoutes, deps);
  await app.register(feedLiveRoutes, deps);
  await app.register(collectionsRoutes, deps);
  await app.register(collectionActionRoutes, deps);
  await app.register(attendanceRoutes, deps);
  await app.register(mailTemplateRoutes, deps);
  await app.register(ingestRoutes, deps);
  await app.register(translationsRoutes, deps);
  await app.register(pushDevicesRoutes, deps);
  await app.register(collectionHistoryRoutes, deps);
  await app.register(collectionVersionsRoutes, deps);
  await app.register(birthdaysRoutes, deps);
  await app.register(rankingRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(projectsRoutes, deps);
  await app.register(projectsExportRoutes, deps);
  await app.register(importsRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(messagesRoutes, deps);
  await app.register(digestRoutes, deps);
  defineProjectJobs(deps);
  defineCollectionTimers(deps);
  defineClassOccurrences(deps);
  defineWebhookJobs(deps);
  defineMessageJobs(deps);
  defineDigestJobs(deps);
  installWebhooks(events, deps);
  if (backgroundJobs) {
    app.addHook('onReady', async () =>
      jobs.start({ pollMs: config.JOBS_POLL_MS, concurrency: config.JOBS_CONCURRENCY, log: app.log }),
    );
    // Before the database closes: no new claims, and the jobs under way end.
    app.addHook('preClose', () => jobs.stop());
  }
  return app;
}
