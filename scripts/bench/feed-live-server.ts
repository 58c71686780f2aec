// One API instance for bench:feed-live: the server of apps/api/src/server.ts (migrated, demo-seeded database, the
// realtime hub the database calls for) that also watches its own event loop. Over IPC the parent sends 'reset'
// (start measuring) and 'report' (answers the event-loop delay percentiles and the open sockets).
//   node --import tsx scripts/bench/feed-live-server.ts PORT   (env: DATABASE_URL or DATA_DIR)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../../apps/api/src/db/seed/index.ts';
import { realtimeHubFor } from '../../apps/api/src/platform/realtime/postgres-hub.ts';

const config = loadConfig({
  ...process.env,
  PORT: process.argv[2],
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
});
const target = targetFromConfig(config);
const database = openDatabase(target);
await migrateToLatest(database.db, database.sql);
await seedDemo(database.db, config.DEMO_PASSWORD);
const realtime = realtimeHubFor(target, database.db);
if ('listening' in realtime) await realtime.listening;
const app = await buildApp({ config, database, realtime });
await app.listen({ port: config.PORT, host: config.HOST });

const delay = monitorEventLoopDelay({ resolution: 5 });
const ms = (ns: number) => Math.round(ns / 1e4) / 100;
process.on('message', (message) => {
  if (message === 'reset') {
    delay.disable();
    delay.reset();
    delay.enable();
    process.send!({ reset: true });
  } else if (message === 'report') {
    process.send!({
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      sockets: app.websocketServer.clients.size,
    });
  }
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send!('ready');
