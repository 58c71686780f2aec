import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/context.ts';
import { openDatabase, type Database } from '../database.ts';
import { migrateToLatest } from './index.ts';

/**
 * The upgrades of issue 28's collection migrations, on a database made before them (migrated to 025) with rows of the
 * earlier schema, then migrated to the latest:
 * - 026: a single group, assessment or programme becomes the row's first link; a unit typed as text becomes the
 *   reference to the client's unit of that name (case and spaces aside), or stays empty;
 * - 027: an impact indicator's project typed as text becomes the reference to the client's project of that title;
 * - 036 (issue 29): a notification's or an announcement's audience (an enum naming a group, regional or user, or the
 *   links 026 made) becomes the audience field's JSON.
 */

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

let database: Database;
let drop = async () => {};
const ids: Record<string, number> = {};
const db = () => database.db as unknown as AnyDb;
const insert = async (table: string, values: Record<string, unknown>) =>
  Number((await db().insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);

/** Rows as the schema of migration 025 held them. */
async function earlierRows() {
  const at = '2026-01-01T10:00:00.000Z';
  // Clients carry their ids (the platform's are fixed), on PostgreSQL too.
  const client = await insert('clients', {
    id: 99,
    name: 'Rede Antiga',
    slug: 'rede-antiga',
    login_url: '/rede-antiga/login',
    logout_url: '/rede-antiga/login',
    config: '{}',
  });
  Object.assign(ids, { client });
  ids.grupo = await insert('groups', { client_id: client, name: 'Equipe Norte' });
  ids.centro = await insert('c_unidades', { client_id: client, nome: 'Centro' });
  ids.comunicado = await insert('c_comunicados', {
    client_id: client,
    titulo: 'Antigo',
    publico: 'grupo',
    grupo_id: ids.grupo,
  });
  ids.regional = await insert('regionals', { client_id: client, name: 'Sul' });
  ids.notificacao = await insert('c_notificacoes', {
    client_id: client,
    titulo: 'Aviso regional',
    mensagem: 'Olá',
    publico: 'regional',
    regional_id: ids.regional,
  });
  ids.paraTodos = await insert('c_notificacoes', {
    client_id: client,
    titulo: 'Geral',
    mensagem: 'Oi',
    publico: 'todos',
  });
  ids.avaliacao = await insert('c_avaliacoes', { client_id: client, titulo: 'Prova 1' });
  ids.questao = await insert('c_questoes', {
    client_id: client,
    enunciado: 'Quanto é 2 + 2?',
    avaliacao_id: ids.avaliacao,
  });
  ids.semAvaliacao = await insert('c_questoes', { client_id: client, enunciado: 'Solta', avaliacao_id: null });
  const checkin = (unidade: string) => insert('c_checkins', { client_id: client, unidade, entrada: at, origem: 'app' });
  ids.named = await checkin('  CENTRO ');
  ids.unknown = await checkin('Unidade que não existe');
  ids.aula = await insert('c_aulas_coletivas', { client_id: client, modalidade: 'Spinning', unidade: 'centro' });
  const proponent = await insert('users', {
    client_id: client,
    name: 'Proponente',
    email: 'proponente@antiga.test',
    password_hash: 'x',
    role: 'member',
    created_at: at,
  });
  const session = await insert('project_sessions', {
    client_id: client,
    title: 'Edital 2026',
    submission_start: '2026-01-01',
    submission_end: '2026-02-01',
    review_deadline: '2026-03-01',
    created_at: at,
    updated_at: at,
  });
  ids.projeto = await insert('projects', {
    client_id: client,
    session_id: session,
    proponent_id: proponent,
    title: 'Horta Comunitária',
    summary: 'x',
    objectives: 'x',
    target_audience: 'x',
    budget_cents: 100,
    start_date: '2026-04-01',
    end_date: '2026-12-01',
    created_at: at,
    updated_at: at,
  });
  const indicador = (projeto: string) =>
    insert('c_impacto', {
      client_id: client,
      indicador: `Famílias (${projeto})`,
      projeto,
      unidade: 'famílias',
      meta: 100,
      periodo_inicio: '2026-01-01',
      periodo_fim: '2026-12-31',
    });
  ids.indicadorDoProjeto = await indicador('horta comunitária ');
  ids.indicadorSolto = await indicador('Projeto que não existe');
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    database = openDatabase({ postgresUrl: fresh.url });
    drop = fresh.drop;
  } else database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db, database.sql, '025_action_links');
  await earlierRows();
  await migrateToLatest(database.db, database.sql);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop();
});

const columns = async (table: string) =>
  (await db().introspection.getTables()).find((t) => t.name === table)!.columns.map((c) => c.name);
const referenceOf = async (table: string, column: string, id: number) => {
  const row = await db().selectFrom(table).select(column).where('id', '=', id).executeTakeFirstOrThrow();
  return row[column] === null ? null : Number(row[column]);
};

describe('036 audiences', () => {
  it("carries a notification's regional, or everyone, over to its audience", async () => {
    const audience = async (id: number) =>
      JSON.parse(
        String(
          (await db().selectFrom('c_notificacoes').select('publico').where('id', '=', id).executeTakeFirstOrThrow())
            .publico,
        ),
      );
    expect(await audience(ids.notificacao)).toEqual({ tipo: 'regionais', ids: [ids.regional] });
    expect(await audience(ids.paraTodos)).toEqual({ tipo: 'todos' });
    expect(await columns('c_notificacoes')).not.toContain('regional_id');
  });
});

describe('026 multiple references', () => {
  it('carries the single ids over as first links', async () => {
    const links = async (table: string, row: number) =>
      (await db().selectFrom(table).select(['client_id', 'target_id']).where('row_id', '=', row).execute()).map((l) => [
        Number(l.client_id),
        Number(l.target_id),
      ]);
    expect(await links('c_questoes__avaliacoes', ids.questao)).toEqual([[ids.client, ids.avaliacao]]);
    expect(await links('c_questoes__avaliacoes', ids.semAvaliacao)).toEqual([]);
    expect(await columns('c_comunicados')).not.toContain('grupo_id');
  });

  it("carries an announcement's group, as 026 linked it, over to its audience (036)", async () => {
    const row = await db()
      .selectFrom('c_comunicados')
      .select('publico')
      .where('id', '=', ids.comunicado)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(row.publico))).toEqual({ tipo: 'grupos', ids: [ids.grupo] });
    expect((await db().introspection.getTables()).map((t) => t.name)).not.toContain('c_comunicados__grupos');
  });

  it('carries the units typed as text over to references, or leaves them empty', async () => {
    expect(await referenceOf('c_checkins', 'unidade_id', ids.named)).toBe(ids.centro);
    expect(await referenceOf('c_checkins', 'unidade_id', ids.unknown)).toBeNull();
    expect(await referenceOf('c_aulas_coletivas', 'unidade_id', ids.aula)).toBe(ids.centro);
    expect(await columns('c_checkins')).not.toContain('unidade');
  });
});

describe('027 impact projects', () => {
  it('carries a project typed as text over to the reference to the project of that title', async () => {
    expect(await referenceOf('c_impacto', 'projeto_id', ids.indicadorDoProjeto)).toBe(ids.projeto);
    expect(await referenceOf('c_impacto', 'projeto_id', ids.indicadorSolto)).toBeNull();
    expect(await columns('c_impacto')).not.toContain('projeto');
  });
});
