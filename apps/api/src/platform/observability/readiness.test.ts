import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { postgresHub } from '../realtime/postgres-hub.ts';
import { startS3 } from '../../test/s3.ts';
import { testDatabase } from '../../test/context.ts';
import { appOn, closedPort } from './test-kit.ts';

let opened: Awaited<ReturnType<typeof testDatabase>>;
beforeAll(async () => {
  opened = await testDatabase();
});
afterAll(async () => {
  await opened.database.close();
  await opened.dispose();
});
/**
 * The file's migrated, seeded database (SQLite, or PostgreSQL with TEST_DB=postgres), shared by its apps: closing an
 * app leaves it open (readiness only reads).
 */
const liveDatabase = (): Database => ({ ...opened.database, close: async () => {} });

/**
 * A database that cannot answer, of the run's kind: on PostgreSQL a pool aimed at a port where nothing listens (the
 * server stopped), on SQLite a database already closed.
 */
async function deadDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres')
    return openDatabase({ postgresUrl: `postgres://console@127.0.0.1:${await closedPort()}/console` });
  const dir = mkdtempSync(join(tmpdir(), 'console-dead-'));
  const database = openDatabase({ sqliteFile: join(dir, 'console.sqlite') });
  // Kysely connects on the first query: a database closed before any would simply open on the next.
  await sql`select 1`.execute(database.db);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  return database;
}

type App = Awaited<ReturnType<typeof appOn>>['app'];
const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/**
 * /readyz probed as a load balancer does, again and again (for up to 5 s) until its answer matches `expected`: on a
 * busy machine the first check of a cold connection may miss its 500 ms. Answers the matching response.
 */
async function probeUntil(app: App, expected: Record<string, unknown>, headers: Record<string, string> = {}) {
  let last: Awaited<ReturnType<typeof get>> | undefined;
  await expect
    .poll(
      async () => {
        last = await get(app, '/readyz', headers);
        return { statusCode: last.statusCode, ...last.json() };
      },
      { timeout: 5000, interval: 100 },
    )
    .toMatchObject(expected);
  return last!;
}

describe('GET /healthz and GET /readyz', () => {
  it('answer ok and ready, each dependency up with its time, mail off without SMTP_URL, never cached', async () => {
    const { app, close } = await appOn(liveDatabase());
    try {
      const health = await get(app, '/healthz');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
      expect(health.headers['cache-control']).toBe('no-store');

      const ready = await probeUntil(app, { statusCode: 200 });
      expect(ready.headers['cache-control']).toBe('no-store');
      const body = ready.json();
      expect(body).toMatchObject({ success: true, data: { status: 'ready' } });
      const { database, storage, mail, realtime } = body.data.dependencies;
      for (const up of [database, storage, realtime]) expect(up).toEqual({ status: 'up', ms: expect.any(Number) });
      expect(mail).toEqual({ status: 'off' });
    } finally {
      await close();
    }
  });

  it('answers 503 naming the database when it cannot answer, in the language asked, within the check timeout', async () => {
    const { app, close } = await appOn(await deadDatabase());
    try {
      const started = Date.now();
      const res = await get(app, '/readyz');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().dependencies.database).toEqual({ status: 'down', ms: expect.any(Number) });
      await probeUntil(app, {
        statusCode: 503,
        success: false,
        message: 'Dependência indisponível: banco de dados.',
        dependencies: { storage: { status: 'up' } },
      });
      await probeUntil(app, { message: 'Dependency unavailable: database.' }, { 'accept-language': 'en-US' });
      await probeUntil(app, { message: 'Dependencia no disponible: base de datos.' }, { 'accept-language': 'es' });
      // Liveness is the process only: it stays 200.
      expect((await get(app, '/healthz')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers 503 naming the storage when DATA_DIR cannot take files, and both when both are down', async () => {
    const live = await appOn(liveDatabase());
    const dead = await appOn(await deadDatabase());
    try {
      // The files folder is a plain file: nothing can be written under it, as on a broken mount.
      for (const { dataDir } of [live, dead]) writeFileSync(join(dataDir, 'files'), 'not a folder');
      await probeUntil(live.app, {
        statusCode: 503,
        success: false,
        message: 'Dependência indisponível: armazenamento.',
        dependencies: { database: { status: 'up' }, storage: { status: 'down' } },
      });
      const bothDown = await get(dead.app, '/readyz', { 'accept-language': 'en' });
      expect(bothDown.statusCode).toBe(503);
      expect(bothDown.json().message).toBe('Dependencies unavailable: database, storage.');
    } finally {
      await live.close();
      await dead.close();
    }
  });

  it('follows an S3-compatible store: up while it answers, down when it stops or hangs past the timeout', async () => {
    const s3 = await startS3();
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hungEndpoint = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
    const onS3 = await appOn(liveDatabase(), { env: s3.env });
    const onHung = await appOn(liveDatabase(), { env: { ...s3.env, S3_ENDPOINT: hungEndpoint } });
    try {
      await probeUntil(onS3.app, { statusCode: 200, data: { dependencies: { storage: { status: 'up' } } } });

      const started = Date.now();
      const hung = await get(onHung.app, '/readyz');
      expect(Date.now() - started).toBeLessThan(1500);
      expect(hung.statusCode).toBe(503);
      expect(hung.json().dependencies.storage).toEqual({ status: 'down', ms: expect.any(Number) });
      expect(hung.json().dependencies.storage.ms).toBeGreaterThanOrEqual(450);
      await probeUntil(onHung.app, { message: 'Dependência indisponível: armazenamento.' });

      await s3.stop();
      await probeUntil(onS3.app, {
        statusCode: 503,
        message: 'Dependência indisponível: armazenamento.',
        dependencies: { storage: { status: 'down' } },
      });
    } finally {
      await onS3.close();
      await onHung.close();
      silent.close();
      await s3.stop().catch(() => {});
    }
  });
});

describe('mail and realtime only degrade readiness', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('says mail up while the SMTP server accepts connections, and down (still ready) when it is gone', async () => {
    const reachable = await appOn(liveDatabase(), { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    const gone = await appOn(liveDatabase(), { env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const up = await probeUntil(reachable.app, {
        statusCode: 200,
        data: { dependencies: { mail: { status: 'up' } } },
      });
      expect(up.json().data.dependencies.mail).toEqual({ status: 'up', ms: expect.any(Number) });
      await probeUntil(gone.app, {
        statusCode: 200,
        success: true,
        data: { status: 'ready', dependencies: { mail: { status: 'down' }, database: { status: 'up' } } },
      });
    } finally {
      await reachable.close();
      await gone.close();
    }
  });

  it('says realtime down (still ready) while the PostgreSQL hub cannot hold its LISTEN connection, up once it listens', async () => {
    const url = `postgres://console@127.0.0.1:${await closedPort()}/console`;
    const hub = postgresHub({ url, notify: async () => {}, reconnectMs: 50 });
    const { app, close } = await appOn(liveDatabase(), { realtime: hub });
    try {
      const res = await probeUntil(app, { statusCode: 200, data: { dependencies: { realtime: { status: 'down' } } } });
      expect(res.json().data.dependencies.realtime).toEqual({ status: 'down', ms: expect.any(Number) });
    } finally {
      await close();
    }
    // On the PostgreSQL run, the same hub kind on the test's own database listens: up.
    if (process.env.TEST_DB === 'postgres') {
      const target = opened.target as { postgresUrl: string };
      const listening = postgresHub({ url: target.postgresUrl, notify: async () => {} });
      const live = await appOn(liveDatabase(), { realtime: listening });
      try {
        await listening.listening;
        await probeUntil(live.app, { statusCode: 200, data: { dependencies: { realtime: { status: 'up' } } } });
      } finally {
        await live.close();
      }
    }
  });
});
