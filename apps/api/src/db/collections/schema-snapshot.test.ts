import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@console/contract';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { freshPostgres } from '../../test/context.ts';
import { diffSchemas, renamesOf } from './diff.ts';
import { compareSchema } from './introspect.ts';
import { schemaOf, snapshotFrom } from './snapshot.ts';
import { syncSchema } from './sync.ts';

/**
 * The collections' schema is reproducible (issue 28): the committed snapshot is the definitions' schema (a definition
 * changed without its migration fails here), and the migrations replayed on an empty database build exactly that.
 */

const committed = () =>
  snapshotFrom(JSON.parse(readFileSync(new URL('./schema-snapshot.json', import.meta.url), 'utf8')));

describe('the schema snapshot', () => {
  it('is the definitions’ schema (else run npm run collections:diff and commit its migration and snapshot)', () => {
    const snapshot = committed();
    const steps = diffSchemas(snapshot, schemaOf(COLLECTIONS), renamesOf(COLLECTIONS));
    expect(steps, 'run npm run collections:diff: the definitions changed without a migration').toEqual([]);
    expect(schemaOf(COLLECTIONS), 'run npm run collections:diff: the snapshot is not the definitions’').toEqual(
      snapshot,
    );
  });
});

describe('the migrations replayed on an empty database', () => {
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
      database = openDatabase({ postgresUrl: fresh.url });
      drop = fresh.drop;
    } else database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db, database.sql);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('build the definitions’ schema: every table, column, type, index, search and counter', async () => {
    const { found, asked } = await compareSchema(database.db, database.sql, schemaOf(COLLECTIONS));
    expect(Object.keys(found).length).toBeGreaterThan(50);
    expect(found).toEqual(asked);
  });

  it('leave nothing for a sync of the definitions to add', async () => {
    expect(await syncSchema(database.db, database.sql, schemaOf(COLLECTIONS))).toBe(0);
  });
});
