import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f, t, type CollectionDef, type FieldDef } from '@console/contract';
import type { Kysely } from 'kysely';
import { testDatabase } from '../../test/context.ts';
import type { Database } from '../database.ts';
import { applyChanges, type SchemaChange } from './changes.ts';
import { writeCollectionsDiff } from './diff-files.ts';
import { diffSchemas, renamesOf, UnsupportedChange } from './diff.ts';
import { compareSchema } from './introspect.ts';
import { schemaOf } from './snapshot.ts';
import { syncSchema } from './sync.ts';

/**
 * `npm run collections:diff` on throwaway definitions, on the engine under test: a new collection's table, then a field
 * added, one renamed (its data kept) and one removed; each migration file written as the script writes it, its steps
 * applied, and the database then holding exactly the definitions' schema.
 */

const L = t('Sonda', 'Probe', 'Sonda');
const probe = (fields: FieldDef[]): CollectionDef => ({
  entity: 'sonda-esquema',
  tag: 'sonda-esquema',
  hub: 'painel',
  icon: 'Star',
  label: L,
  item: L,
  description: L,
  title: 'nome',
  sort: { field: 'nome', order: 'asc' },
  fields,
});
const nome = f.text('nome', L, { searchable: true, sortable: true });
const V1 = probe([nome, f.text('apelido', L, { filterable: true }), f.integer('nota', L)]);
const V2 = probe([
  nome,
  f.text('alcunha', L, { filterable: true, renamedFrom: 'apelido' }),
  f.text('cidade', L, { filterable: true }),
]);

let dir: string;
let opened: Awaited<ReturnType<typeof testDatabase>>;
let database: Database;
const db = () => database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;

beforeAll(async () => {
  opened = await testDatabase();
  database = opened.database;
  dir = mkdtempSync(join(tmpdir(), 'collections-diff-'));
  // The migrations' folder as the script finds it: the index, the last migration, the snapshot before the probe.
  writeFileSync(join(dir, 'index.ts'), readFileSync(new URL('../migrations/index.ts', import.meta.url), 'utf8'));
  writeFileSync(join(dir, '024_record_versions.ts'), '');
  writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(schemaOf([])));
});
afterAll(async () => {
  await database.close();
  await opened.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the script's writer on these definitions; answers the written migration's steps (read back from its file). */
async function diffTo(defs: CollectionDef[], slug: string): Promise<{ file: string; steps: SchemaChange[] }> {
  const target = { migrationsDir: dir, snapshotFile: join(dir, 'snapshot.json'), format: async (text: string) => text };
  const outcome = await writeCollectionsDiff(defs, target, slug);
  expect(outcome.migration).not.toBeNull();
  const file = readFileSync(join(dir, outcome.migration!), 'utf8');
  const steps = JSON.parse(/const CHANGES: SchemaChange\[\] = (.*);\n$/s.exec(file)![1]) as SchemaChange[];
  expect(steps).toHaveLength(outcome.steps);
  // The same definitions again: nothing left to migrate.
  expect(await writeCollectionsDiff(defs, target, slug)).toEqual({ migration: null, steps: 0, snapshotChanged: false });
  return { file: outcome.migration!, steps };
}

const schemaHeld = async (def: CollectionDef) => {
  const { found, asked } = await compareSchema(db(), database.sql, schemaOf([def]));
  expect(found).toEqual(asked);
  expect(await syncSchema(db(), database.sql, schemaOf([def]))).toBe(0);
};

describe('collections:diff', () => {
  it('creates a new collection’s table with its indexes, search and counter, listed in the migrations’ index', async () => {
    const { file, steps } = await diffTo([V1], 'sonda_esquema');
    expect(file).toBe('025_sonda_esquema.ts');
    expect(steps).toEqual([{ createTable: 'c_sonda_esquema', schema: schemaOf([V1]).tables.c_sonda_esquema }]);
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    expect(index).toContain("import { sondaEsquema } from './025_sonda_esquema.ts';");
    expect(index).toContain("'025_sonda_esquema': sondaEsquema(dialect),");
    await applyChanges(db(), database.sql, steps);
    await schemaHeld(V1);
  });

  it('adds, renames (keeping the data) and removes fields', async () => {
    await db()
      .insertInto('c_sonda_esquema')
      .values({ client_id: 3, nome: 'Ana', apelido: 'Aninha', nota: 7, search_key: 'ana' })
      .execute();
    const { file, steps } = await diffTo([V2], 'sonda_campos');
    expect(file).toBe('026_sonda_campos.ts');
    const table = 'c_sonda_esquema';
    expect(steps).toEqual([
      { table, dropIndex: 'c_sonda_esquema_client_id_apelido_nome_id_idx' },
      { table, renameColumn: 'apelido', to: 'alcunha' },
      { table, dropColumn: 'nota' },
      { table, addColumn: 'cidade', type: 'text' },
      { table, createIndex: expect.objectContaining({ name: 'c_sonda_esquema_client_id_alcunha_nome_id_idx' }) },
      { table, createIndex: expect.objectContaining({ name: 'c_sonda_esquema_client_id_cidade_nome_id_idx' }) },
    ]);
    await applyChanges(db(), database.sql, steps);
    await schemaHeld(V2);
    const row = await db().selectFrom(table).selectAll().where('nome', '=', 'Ana').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nome: 'Ana', alcunha: 'Aninha', cidade: null });
    expect(row).not.toHaveProperty('apelido');
    expect(row).not.toHaveProperty('nota');
  });

  it('drops a removed collection’s table', async () => {
    const { steps } = await diffTo([], 'sem_sonda');
    expect(steps).toEqual([{ dropTable: 'c_sonda_esquema' }]);
    await applyChanges(db(), database.sql, steps);
    const tables = await db().introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('c_sonda_esquema');
  });

  it('refuses what it cannot do without losing data: a column whose type changes', () => {
    const retyped = probe([nome, f.integer('apelido', L), f.integer('nota', L)]);
    expect(() => diffSchemas(schemaOf([V1]), schemaOf([retyped]), renamesOf([retyped]))).toThrow(UnsupportedChange);
    expect(() => diffSchemas(schemaOf([V1]), schemaOf([retyped]), [])).toThrow(/apelido: its type changes/);
  });
});
