import { checkDefinitions, COLLECTIONS, DefinitionError } from '@console/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, targetFromConfig } from './db/database.ts';
import { realtimeHubFor } from './platform/realtime/postgres-hub.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { seedDemo, type DemoCredential } from './db/seed/index.ts';
import { localRoot, storageFromConfig } from './platform/storage/index.ts';
import { removeDeadTemps } from './platform/storage/local.ts';
import { sweepUploads } from './platform/uploads/sweep.ts';

/** How long a stopping server answers new requests 503 before it closes its listener. */
const DRAIN_MS = 1000;
/** How long a starting server waits for its first LISTEN before it takes traffic all the same (readyz then says so). */
const LISTEN_WAIT_MS = 10_000;

function printCredentials(credentials: DemoCredential[], password: string): void {
  console.log('Demo accounts (password for all: %s):', password);
  for (const { client, adminEmail, memberEmail } of credentials) {
    console.log(
      `  ${String(client.id).padStart(2)} ${client.name.padEnd(13)} ${client.loginUrl.padEnd(20)} admin ${adminEmail}  member ${memberEmail}  password ${password}`,
    );
  }
}

async function main(config: Config): Promise<void> {
  // Tables, routes and the demo data are all built from the definitions: a faulty one stops the start here, named.
  checkDefinitions(COLLECTIONS);
  const target = targetFromConfig(config);
  const database = openDatabase(target);
  await migrateToLatest(database.db, database.sql);
  const storage = storageFromConfig(config);
  // Uploads cut by a crash or a kill leave temp files behind; nothing else removes them.
  if (config.STORAGE === 'local') {
    const removed = await removeDeadTemps(localRoot(config));
    if (removed) console.log(`Removed ${removed} temp file(s) of uploads cut by a previous stop.`);
  }
  const sweep = async () => {
    const removed = await sweepUploads(database.db, storage, Date.now() - config.UPLOAD_SWEEP_SECONDS * 1000);
    if (removed)
      console.log(
        `Removed ${removed} stored upload(s) that no record names (cut by a stop between storing and recording).`,
      );
  };
  await sweep();
  setInterval(
    () => sweep().catch((error: Error) => console.error(`upload sweep failed: ${error.message}`)),
    3600_000,
  ).unref();
  const seeded =
    config.NODE_ENV === 'production' ? null : await seedDemo(database.db, config.DEMO_PASSWORD, undefined, storage);

  // Feed events cross instances through PostgreSQL; on SQLite (one process) they fan out in memory.
  const realtime = realtimeHubFor(target, database.db, (error) =>
    console.error('feed events: listening connection failed:', error.message),
  );
  const app = await buildApp({ config, database, realtime, storage });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // New requests are answered 503 for a moment while the listener stays open: the connections already queued to it
    // are answered, not reset, and a load balancer moves on (platform/shutdown.ts).
    app.drain();
    // close() then stops accepting connections, tells the sockets to reconnect (1012), waits for in-flight requests,
    // and runs onClose (closes the database).
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, DRAIN_MS);
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  // Traffic waits for the link to the other instances: until it holds, their feed events and access changes would
  // not reach this one (a post's sockets here would miss it).
  const linked = await Promise.race([
    realtime.listening.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), LISTEN_WAIT_MS).unref()),
  ]);
  if (!linked)
    console.error(
      `feed events: not listening after ${LISTEN_WAIT_MS / 1000} s; starting all the same, /readyz says so`,
    );
  await app.listen({ port: config.PORT, host: config.HOST });
  if (seeded) printCredentials(seeded, config.DEMO_PASSWORD);
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  console.log(`Console ready at http://${host}:${config.PORT}/  (API docs: /docs)`);
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DefinitionError) {
    console.error(error.message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`The port is already in use: set PORT to a free one (${(error as Error).message}).`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
