import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/context.ts';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from './index.ts';

/**
 * The upgrade of a database made before multiple references and unit references (issue 28), rows written by the
 * earlier schema: a single group, assessment or programme becomes the row's first link; a unit typed as text becomes
 * the reference to the client's unit of that name (case and spaces aside), or stays empty.
 */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

let database: Database;
let drop = async () => {};

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    database = openDatabase({ postgresUrl: fresh.url });
    drop = fresh.drop;
  } else database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db, database.sql, '025_action_links');
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop();
});

describe('026 multiple references', () => {
  it('carries the single ids over as first links and the units typed as text over to references', async () => {
    const db = database.db as unknown as AnyDb;
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);
    const client = await insert('clients', {
      name: 'Rede Antiga',
      slug: 'rede-antiga',
      login_url: '/rede-antiga/login',
      logout_url: '/rede-antiga/login',
      config: '{}',
    });
    const grupo = await insert('groups', { client_id: client, name: 'Equipe Norte' });
    const centro = await insert('c_unidades', { client_id: client, nome: 'Centro' });
    const comunicado = await insert('c_comunicados', {
      client_id: client,
      titulo: 'Antigo',
      publico: 'grupo',
      grupo_id: grupo,
    });
    const avaliacao = await insert('c_avaliacoes', { client_id: client, titulo: 'Prova 1' });
    const questao = await insert('c_questoes', {
      client_id: client,
      enunciado: 'Quanto é 2 + 2?',
      avaliacao_id: avaliacao,
    });
    const semAvaliacao = await insert('c_questoes', { client_id: client, enunciado: 'Solta', avaliacao_id: null });
    const checkin = (unidade: string) =>
      insert('c_checkins', { client_id: client, unidade, entrada: '2026-01-01T10:00:00.000Z', origem: 'app' });
    const named = await checkin('  CENTRO ');
    const unknown = await checkin('Unidade que não existe');
    const aula = await insert('c_aulas_coletivas', { client_id: client, modalidade: 'Spinning', unidade: 'centro' });

    await migrateToLatest(database.db, database.sql);

    const links = async (table: string, row: number) =>
      (await db.selectFrom(table).select(['client_id', 'target_id']).where('row_id', '=', row).execute()).map((l) => [
        Number(l.client_id),
        Number(l.target_id),
      ]);
    expect(await links('c_comunicados__grupos', comunicado)).toEqual([[client, grupo]]);
    expect(await links('c_questoes__avaliacoes', questao)).toEqual([[client, avaliacao]]);
    expect(await links('c_questoes__avaliacoes', semAvaliacao)).toEqual([]);
    const unitOf = async (table: string, id: number) => {
      const row = await db.selectFrom(table).select('unidade_id').where('id', '=', id).executeTakeFirstOrThrow();
      return row.unidade_id === null ? null : Number(row.unidade_id);
    };
    expect(await unitOf('c_checkins', named)).toBe(centro);
    expect(await unitOf('c_checkins', unknown)).toBeNull();
    expect(await unitOf('c_aulas_coletivas', aula)).toBe(centro);
    // The single columns are gone once their data moved.
    const columns = async (table: string) =>
      (await db.introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
    expect(await columns('c_comunicados')).not.toContain('grupo_id');
    expect(await columns('c_checkins')).not.toContain('unidade');
  });
});
