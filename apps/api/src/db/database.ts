import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { postgresSql, sqliteSql, type DialectSql } from './dialects/index.ts';
import type { DB } from './schema.ts';

export interface Database {
  db: Kysely<DB>;
  sql: DialectSql;
  close(): Promise<void>;
}

export type DatabaseTarget = { postgresUrl: string } | { sqliteFile: string };

/** SQLite at `${dataDir}/console.sqlite`, or PostgreSQL when a URL is given. */
export function targetFromConfig(config: { DATABASE_URL?: string; DATA_DIR: string }): DatabaseTarget {
  if (config.DATABASE_URL) return { postgresUrl: config.DATABASE_URL };
  mkdirSync(config.DATA_DIR, { recursive: true });
  return { sqliteFile: join(config.DATA_DIR, 'console.sqlite') };
}

export function openDatabase(target: DatabaseTarget): Database {
  if ('postgresUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.postgresUrl, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool reconnects on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, sql: postgresSql, close: () => db.destroy() };
  }
  const sqlite = new SQLite(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }) });
  return { db, sql: sqliteSql, close: () => db.destroy() };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare: a list request spent a
 * fifth of its time there. Statements are kept by their SQL (parameters are bound per run); Kysely runs one query at
 * a time on its single SQLite connection, so a kept statement is never in use twice.
 */
function keepingStatements(sqlite: SQLite.Database, max = 1_000): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Past the cap (IN lists of every length, many search shapes), the oldest goes.
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
