import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { postgresSql, sqliteSql, type DialectSql } from './dialects/index.ts';
import { InlineLimits } from './inline-limits.ts';
import { preparingStatements } from './prepared.ts';
import { objectRows } from './sqlite-rows.ts';
import type { DB } from './schema.ts';

export interface Database {
  db: Kysely<DB>;
  sql: DialectSql;
  /**
   * A number that changes whenever the database may have changed: a write through this process, or a commit by
   * another connection. Only where it is cheap and exact (SQLite); absent elsewhere.
   */
  changeMark?: () => number;
  /** PostgreSQL's connection pool as it is now (metrics); absent on SQLite. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

/** Open connections, those idle, queries waiting for one, and the most the pool opens. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** `image`: a serialised SQLite database to open in memory (tests start from a seeded copy). */
/** `poolMax`: PostgreSQL connections the pool opens at most (DATABASE_POOL_MAX). */
export type DatabaseTarget = { postgresUrl: string; poolMax?: number } | { sqliteFile: string; image?: Buffer };

/** SQLite at `${dataDir}/console.sqlite`, or PostgreSQL when a URL is given. */
export function targetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DATABASE_POOL_MAX?: number;
}): DatabaseTarget {
  if (config.DATABASE_URL) return { postgresUrl: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX };
  mkdirSync(config.DATA_DIR, { recursive: true });
  return { sqliteFile: join(config.DATA_DIR, 'console.sqlite') };
}

/**
 * How long a request waits on a PostgreSQL that does not answer, so an outage is a quick 503 (platform/errors.ts),
 * never a hang: a connection (or a free slot of the pool) within 0.8 s, so the answer leaves within the second; a
 * query whose connection went silent (the server gone without closing it) given up after 30 s, longer than any
 * statement the API runs, migrations included; TCP keepalive finds such a connection while it idles in the pool.
 */
export const OUTAGE_LIMITS = {
  connectionTimeoutMillis: 800,
  query_timeout: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

export function openDatabase(target: DatabaseTarget): Database {
  if ('postgresUrl' in target) {
    // No JIT: the API's statements are short, and compiling one whose estimated cost passes jit_above_cost (a sort of
    // a million-row list's matches) took 110 ms of its run.
    const pool = new pg.Pool({
      connectionString: target.postgresUrl,
      max: target.poolMax ?? 10,
      options: '-c jit=off',
      ...OUTAGE_LIMITS,
    });
    preparingStatements(pool);
    // An idle connection dropped by the server must not crash the process; the pool reconnects on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
    // Nor one cut while a request holds it between statements (the pool listens only to idle ones): the holder's next
    // query fails (503), and the pool drops the connection when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new InlineLimits()] });
    const poolStats = (): PoolStats => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    });
    return { db, sql: postgresSql, poolStats, close: () => db.destroy() };
  }
  const sqlite = new SQLite(target.image ?? target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const writes = { count: 0 };
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite, writes) }),
    plugins: [new InlineLimits()],
  });
  // data_version moves when another connection (another process) commits; this connection's own writes are counted.
  // Reading it costs a few microseconds, so it is read at most once a millisecond: another process's commit shows
  // within that millisecond, this process's own writes at once.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let version = 0;
  let readAt = -Infinity;
  const changeMark = () => {
    const now = performance.now();
    if (now - readAt >= 1) {
      version = dataVersion.get() as number;
      readAt = now;
    }
    return version * 2 ** 32 + writes.count;
  };
  return { db, sql: sqliteSql, changeMark, close: () => db.destroy() };
}

/** A kept statement that counts its runs as writes before running (the count moves even if the write fails). */
function countingWrites(statement: SQLite.Statement, writes: { count: number }): SQLite.Statement {
  const counted = <F extends (...args: never[]) => unknown>(run: F): F =>
    ((...args: Parameters<F>) => {
      writes.count += 1;
      return run.apply(statement, args);
    }) as F;
  // What Kysely's SQLite driver uses of a statement.
  const used: Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'> = {
    reader: statement.reader,
    all: counted(statement.all),
    run: counted(statement.run),
    iterate: counted(statement.iterate),
  };
  return used as SQLite.Statement;
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare: a list request spent a
 * fifth of its time there. Statements are kept by their SQL (parameters are bound per run); Kysely runs one query at
 * a time on its single SQLite connection, so a kept statement is never in use twice.
 */
function keepingStatements(sqlite: SQLite.Database, writes: { count: number }, max = 1_000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Past the cap (IN lists of every length, many search shapes), the oldest goes.
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        // Anything but a plain read (writes, RETURNING, begin/commit, pragmas) counts as a change.
        statement = /^\s*select\s/i.test(sql)
          ? (objectRows(sqlite.prepare(sql)) as SQLite.Statement)
          : countingWrites(sqlite.prepare(sql), writes);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
