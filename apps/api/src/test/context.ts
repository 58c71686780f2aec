import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { seedDemo } from '../db/seed/index.ts';
import { systemClock, type Clock } from '../platform/clock.ts';
import { localHub, type RealtimeHub } from '../platform/realtime/hub.ts';
import { sessionCache, type SessionCache } from '../platform/session-cache.ts';
import { DEMO_PASSWORD, signIn as signInOn, tokenOf } from './sign-in.ts';

export { DEMO_PASSWORD };

/** A PostgreSQL database of its own for one test file (a copy of `template` when given), dropped afterwards. */
export async function freshPostgres(
  url: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated, seeded database every test file starts from (test/template.ts): a SQLite file or a PostgreSQL database name. */
    databaseTemplate: string;
  }
}

/** Migrates and seeds a database as a first start does. */
export async function migrateAndSeed(database: Database): Promise<void> {
  await migrateToLatest(database.db, database.sql);
  await seedDemo(database.db, DEMO_PASSWORD);
}

/**
 * A migrated, seeded database: SQLite in memory (in a temp file with onDisk, so that other connections can open it),
 * or PostgreSQL when TEST_DB=postgres. `target` opens it again. It is a copy of the run's template (test/template.ts):
 * the demo data of a hundred collections takes seconds to write, once per run rather than once per file.
 */
export async function testDatabase({ onDisk = false } = {}): Promise<{
  database: Database;
  target: DatabaseTarget;
  dispose: () => Promise<void>;
}> {
  let target: DatabaseTarget;
  let drop = async () => {};
  const template = inject('databaseTemplate');
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const pgDb = await freshPostgres(url, template);
    target = { postgresUrl: pgDb.url };
    drop = pgDb.drop;
  } else if (onDisk) {
    const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
    target = { sqliteFile: join(dir, 'console.sqlite') };
    if (template) copyFileSync(template, target.sqliteFile);
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    target = template ? { sqliteFile: ':memory:', image: readFileSync(template) } : { sqliteFile: ':memory:' };
  }
  const database = openDatabase(target);
  if (!template) await migrateAndSeed(database);
  return { database, target, dispose: drop };
}

/**
 * A migrated, seeded database for the tests of a file (testDatabase): opened before them, closed and dropped after.
 * The answer stands for it from the first test on.
 */
export function seededDatabase(): Database {
  let opened: Awaited<ReturnType<typeof testDatabase>> | undefined;
  beforeAll(async () => {
    opened = await testDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.dispose();
  });
  const current = (): Database => {
    if (!opened) throw new Error('seededDatabase() is used before its beforeAll ran');
    return opened.database;
  };
  return {
    get db() {
      return current().db;
    },
    get sql() {
      return current().sql;
    },
    get changeMark() {
      return current().changeMark;
    },
    close: () => current().close(),
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Opens another connection to the test's database (SQLite only with onDisk). */
  target: DatabaseTarget;
  config: Config;
  /** The app's session cache: a test that writes users or grants straight to the database invalidates here, as the services do. */
  sessions: SessionCache;
  /** The app's feed event hub: tests publish through it as the feed services do. */
  realtime: RealtimeHub;
  /** POST /api/oauth/access_token as a user of a client, answering the response whatever it is. */
  signIn(email: string, password: string, clientId?: number): Promise<LightMyRequestResponse>;
  /** Signs in and returns the bearer token; fails the test when sign-in does not succeed. */
  token(email: string, clientId: number): Promise<string>;
  /** A request as the token's user (none: anonymous), with a JSON body when given. */
  call(
    method: InjectOptions['method'],
    url: string,
    token?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** Lets a test add routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
  listTuning?: BuildOptions['listTuning'];
  /** SQLite in a temp file rather than in memory. */
  onDisk?: boolean;
  /** Defaults to the driver the config names. */
  storage?: BuildOptions['storage'];
}

export async function testContext({
  clock = systemClock,
  env = {},
  beforeReady,
  listTuning,
  onDisk,
  storage,
}: TestOptions = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', CONSOLE_DIR: '/nonexistent-console', ...env });
  const { database, target, dispose } = await testDatabase({ onDisk });
  const sessions = sessionCache(clock);
  const realtime = localHub();
  const app = await buildApp({ config, database, clock, sessions, logger: false, listTuning, realtime, storage });
  beforeReady?.(app);
  await app.ready();
  const signIn = (email: string, password: string, clientId = 3) => signInOn(app, email, { password, clientId });
  return {
    app,
    database,
    target,
    config,
    sessions,
    realtime,
    signIn,
    token: (email, clientId) => tokenOf(app, email, { clientId }),
    call: (method, url, token, payload) =>
      app.inject({
        method,
        url,
        headers: token === undefined ? {} : bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tokens of the demo users most tests act as: client 3's administrator and member, client 6's administrator, the platform operator. */
export type DemoTokens = Record<'admin3' | 'member3' | 'admin6' | 'operator', string>;
export async function demoTokens(ctx: Pick<TestContext, 'token'>): Promise<DemoTokens> {
  const [admin3, member3, admin6, operator] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
    ctx.token('admin@admin.demo', 16),
  ]);
  return { admin3, member3, admin6, operator };
}
