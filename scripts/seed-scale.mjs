// `npm run seed:scale -- --users 1000000 [--client 8]`: adds that many realistic members to one client (default 8,
// Smart Fit) of the database the server uses (DATA_DIR's SQLite file, or DATABASE_URL), migrating and seeding the
// demo data first when the database is new. `--posts N` adds N feed posts to the client as well (alone, it adds no
// users). Run it while the server is stopped.
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase, targetFromConfig } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrations/index.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';
import { seedScale } from '../apps/api/src/db/seed/scale.ts';
import { seedScaleFeed } from '../apps/api/src/db/seed/scale-feed.ts';
import { hashPassword } from '../apps/api/src/platform/passwords.ts';

/**
 * @param {import('../apps/api/src/config.ts').Config} config
 * @param {{ users: number, clientId: number, posts?: number, log?: (line: string) => void }} what
 * @returns {Promise<number>} the seconds it took
 */
export async function seedScaleInto(config, { users, clientId, posts = 0, log = console.log }) {
  const database = openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(database.db, database.sql);
    await seedDemo(database.db, config.DEMO_PASSWORD);
    const client = await database.db
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw new Error(`client ${clientId} does not exist`);
    const started = Date.now();
    const onProgress = (/** @type {number} */ done, /** @type {number} */ total) =>
      log(
        `  ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    if (users > 0) {
      log(
        `Adding ${users.toLocaleString('pt-BR')} users to client ${client.id} ${client.name} (${database.sql.name}) ...`,
      );
      await seedScale(database, {
        clientId,
        users,
        passwordHash: await hashPassword(config.DEMO_PASSWORD),
        onProgress,
      });
    }
    if (posts > 0) {
      log(`Adding ${posts.toLocaleString('pt-BR')} feed posts to client ${client.id} ${client.name} ...`);
      await seedScaleFeed(database, { clientId, posts, onProgress });
    }
    const seconds = (Date.now() - started) / 1000;
    log(`Done in ${seconds.toFixed(1)} s, indexes and counters included.`);
    return seconds;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      posts: { type: 'string', default: '0' },
      client: { type: 'string', default: '8' },
    },
  });
  const posts = Number(values.posts);
  const users = Number(values.users ?? (posts > 0 ? '0' : '1000000'));
  const clientId = Number(values.client);
  const count = (/** @type {number} */ n) => Number.isSafeInteger(n) && n >= 0;
  if (!count(users) || !count(posts) || users + posts < 1 || !Number.isSafeInteger(clientId) || clientId < 1) {
    console.error('usage: npm run seed:scale -- [--users N] [--posts N] [--client ID]');
    process.exit(2);
  }
  await seedScaleInto(loadConfig(process.env), { users, posts, clientId });
}
