import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { freshPostgres, migrateAndSeed } from './context.ts';

/**
 * Vitest's global setup: one migrated, seeded database per run, which every test file copies (test/context.ts): a
 * SQLite file (checkpointed, so the copy holds everything), or a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await freshPostgres(url);
    const database = openDatabase({ postgresUrl: template.url });
    await migrateAndSeed(database);
    await database.close();
    project.provide('databaseTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'console-template-'));
  const file = join(dir, 'template.sqlite');
  const database = openDatabase({ sqliteFile: file });
  await migrateAndSeed(database);
  // A serialised copy opens in memory, where there is no write-ahead log: the file goes back to a rollback journal.
  await sql`pragma journal_mode = delete`.execute(database.db);
  await database.close();
  project.provide('databaseTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
