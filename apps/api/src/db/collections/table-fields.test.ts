import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@console/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { collectionTable } from './table-fields.ts';

/**
 * Reports read collection tables through their definitions (issue 28): a field a query names that the definition does
 * not hold (renamed, removed, misspelt) refuses at once, when the module loads, not when the report runs.
 */

const compiler = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('collectionTable', () => {
  it('names the table and the declared columns from the definition', () => {
    const events = collectionTable('eventos', ['titulo', 'inicio']);
    expect(events.table).toBe('c_eventos');
    const e = events.as('e');
    const query = sql`select ${e.col('titulo')} from ${e.from} where ${e.col('client_id')} = ${3}`.compile(compiler);
    expect(query.sql).toBe('select "e"."titulo" from "c_eventos" as "e" where "e"."client_id" = $1');
  });

  it('takes a child collection’s parent column', () => {
    expect(() => collectionTable('inscricoes', ['evento_id', 'status'])).not.toThrow();
  });

  it('refuses a field its definition does not hold, naming it', () => {
    expect(() => collectionTable('eventos', ['titulo', 'sem_campo'])).toThrow(
      'collection eventos: no field sem_campo in its definition',
    );
    expect(() => collectionTable('sem-colecao', ['titulo'])).toThrow(/no such collection/);
  });

  it('refuses a field once it is renamed in the definitions, so the API does not start with the report broken', () => {
    const renamed = COLLECTIONS.map((def) =>
      def.entity === 'eventos'
        ? {
            ...def,
            fields: def.fields.map((f) =>
              f.name === 'capacidade' ? { ...f, name: 'lotacao', renamedFrom: 'capacidade' } : f,
            ),
          }
        : def,
    );
    expect(() => collectionTable('eventos', ['titulo', 'capacidade'], renamed)).toThrow(/no field capacidade/);
    expect(() => collectionTable('eventos', ['titulo', 'lotacao'], renamed)).not.toThrow();
  });

  it('types a query’s names: only the declared fields, id and client_id', () => {
    const e = collectionTable('eventos', ['titulo']).as('e');
    expect(e.col('id')).toBeDefined();
    // @ts-expect-error a field not declared for the query (typecheck fails on it)
    expect(e.col('inicio')).toBeDefined();
  });
});
