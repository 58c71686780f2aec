import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, targetFromConfig } from './db/database.ts';
import { realtimeHubFor } from './platform/realtime/postgres-hub.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { seedDemo, type DemoCredential } from './db/seed/index.ts';
import { storageFromConfig } from './platform/storage/index.ts';

function printCredentials(credentials: DemoCredential[], password: string): void {
  console.log('Demo accounts (password for all: %s):', password);
  for (const { client, adminEmail, memberEmail } of credentials) {
    console.log(`  ${String(client.id).padStart(2)} ${client.name.padEnd(13)} ${client.loginUrl.padEnd(20)} admin ${adminEmail}  member ${memberEmail}  password ${password}`);
  }
}

async function main(config: Config): Promise<void> {
  const target = targetFromConfig(config);
  const database = openDatabase(target);
  await migrateToLatest(database.db, database.sql);
  const storage = storageFromConfig(config);
  const seeded = config.NODE_ENV === 'production' ? null : await seedDemo(database.db, config.DEMO_PASSWORD, undefined, storage);

  // Feed events cross instances through PostgreSQL; on SQLite (one process) they fan out in memory.
  const realtime = realtimeHubFor(target, database.db, (error) => console.error('feed events: listening connection failed:', error.message));
  const app = await buildApp({ config, database, realtime, storage });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    // close() stops accepting connections, waits for in-flight requests, then runs onClose (closes the database).
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (seeded) printCredentials(seeded, config.DEMO_PASSWORD);
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  console.log(`Console ready at http://${host}:${config.PORT}/  (API docs: /docs)`);
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
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
