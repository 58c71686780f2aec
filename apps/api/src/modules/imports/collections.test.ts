import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTION_MESSAGES, IMPORT_MESSAGES } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';
import { importClient, xlsxOf } from './test-kit.ts';

let ctx: TestContext;
let admin3: string;
let member3: string;
let admin6: string;
const products = () => importClient(ctx, 'produtos');
const users = () => importClient(ctx, 'usuarios');
const count = async (table: string, clientId: number) =>
  Number(
    (
      await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where client_id = ${clientId}`.execute(
        ctx.database.db,
      )
    ).rows[0].n,
  );
const categoryOf = async (clientId: number) =>
  (
    await sql<{
      nome: string;
    }>`select nome from c_categorias_produto where client_id = ${clientId} order by id limit 1`.execute(ctx.database.db)
  ).rows[0].nome;

beforeAll(async () => {
  ctx = await testContext();
  [admin3, member3, admin6] = await Promise.all([
    ctx.token('admin@asta.demo', 3),
    ctx.token('member@asta.demo', 3),
    ctx.token('admin@fitness-link.demo', 6),
  ]);
});
afterAll(() => ctx.close());

describe('collection import (produtos, matched by SKU)', () => {
  it('converts Brazilian cells, resolves references by name within the client, and upserts by the key', async () => {
    const mine = await categoryOf(3);
    const theirs = await categoryOf(6);
    const header = ['SKU', 'Nome', 'Preço', 'Estoque', 'Categoria', 'Status', 'Destaque na loja', 'Lançamento'];
    const rows = [
      header,
      ['IMP-001', 'Garrafa térmica', 'R$ 1.234,50', 12, mine, 'Ativo', 'sim', '15/03/2025'],
      ['IMP-002', 'Toalha', 39.9, null, null, 'inativo', 'não', new Date(Date.UTC(2025, 0, 2))],
      ['IMP-003', 'Boné', 'caro', 1, theirs, 'Ativo', null, '31/02/2025'],
      ['IMP-001', 'Repetido', 10, 1, null, 'Ativo', null, null],
    ];
    const before = await count('c_produtos', 3);
    const job = await products().uploaded(admin3, await xlsxOf(rows), 'produtos.xlsx');
    expect(job.mapping).toEqual([
      'sku',
      'nome',
      'preco',
      'estoque',
      'categoria_id',
      'status',
      'destaque',
      'lancamento',
    ]);
    await products().pass(admin3, job.id, 'dry-run');
    expect(await count('c_produtos', 3)).toBe(before);
    expect(await products().allErrors(admin3, job.id)).toEqual([
      { row: 4, column: 'Preço', value: 'caro', message: COLLECTION_MESSAGES.money },
      { row: 4, column: 'Categoria', value: theirs, message: IMPORT_MESSAGES.reference },
      { row: 4, column: 'Lançamento', value: '31/02/2025', message: COLLECTION_MESSAGES.date },
      { row: 5, column: 'SKU', value: 'IMP-001', message: IMPORT_MESSAGES.duplicateInFile(2) },
    ]);
    expect(await products().pass(admin3, job.id, 'run')).toMatchObject({
      status: 'imported',
      created: 2,
      updated: 0,
      error_rows: 2,
    });
    const stored = (
      await sql<
        Record<string, unknown>
      >`select sku, nome, preco, estoque, status, destaque, lancamento from c_produtos where client_id = 3 and sku like 'IMP-%' order by sku`.execute(
        ctx.database.db,
      )
    ).rows;
    expect(
      stored.map((r) => ({ ...r, preco: Number(r.preco), estoque: Number(r.estoque), destaque: Number(r.destaque) })),
    ).toEqual([
      {
        sku: 'IMP-001',
        nome: 'Garrafa térmica',
        preco: 123450,
        estoque: 12,
        status: 'ativo',
        destaque: 1,
        lancamento: '2025-03-15',
      },
      {
        sku: 'IMP-002',
        nome: 'Toalha',
        preco: 3990,
        estoque: 0,
        status: 'inativo',
        destaque: 0,
        lancamento: '2025-01-02',
      },
    ]);

    const again = await products().uploaded(
      admin3,
      await xlsxOf([header, ['IMP-001', 'Garrafa térmica 2', 99, null, null, null, null, null]]),
    );
    await products().pass(admin3, again.id, 'dry-run');
    expect(await products().pass(admin3, again.id, 'run')).toMatchObject({ created: 0, updated: 1, error_rows: 0 });
    expect(await count('c_produtos', 3)).toBe(before + 2);
    const updated = (
      await sql<{
        nome: string;
        estoque: number;
      }>`select nome, estoque from c_produtos where client_id = 3 and sku = 'IMP-001'`.execute(ctx.database.db)
    ).rows[0];
    expect({ ...updated, estoque: Number(updated.estoque) }).toEqual({ nome: 'Garrafa térmica 2', estoque: 12 });
  });
});

describe('collection import through the write path', () => {
  it('audits each row as a create or update, and announces the committed rows to open lists', async () => {
    const publish = vi.spyOn(ctx.realtime, 'publish');
    const header = ['SKU', 'Nome', 'Preço', 'Status'];
    const job = await products().uploaded(admin3, await xlsxOf([header, ['AUD-001', 'Squeeze', 25, 'Ativo']]));
    await products().pass(admin3, job.id, 'dry-run');
    expect(await products().pass(admin3, job.id, 'run')).toMatchObject({ created: 1, error_rows: 0 });
    const again = await products().uploaded(admin3, await xlsxOf([header, ['AUD-001', 'Squeeze 750 ml', 25, 'Ativo']]));
    await products().pass(admin3, again.id, 'dry-run');
    expect(await products().pass(admin3, again.id, 'run')).toMatchObject({ updated: 1 });
    const id = Number(
      (
        await sql<{ id: number }>`select id from c_produtos where client_id = 3 and sku = 'AUD-001'`.execute(
          ctx.database.db,
        )
      ).rows[0].id,
    );
    const entries = (
      await sql<{ action: string; before: string | null; after: string }>`select action, before, after from audit_log
        where client_id = 3 and entity = 'produtos' and entity_id = ${String(id)} order by id`.execute(ctx.database.db)
    ).rows;
    expect(
      entries.map((e) => [e.action, JSON.parse(e.before ?? 'null')?.nome ?? null, JSON.parse(e.after).nome]),
    ).toEqual([
      ['produtos.create', null, 'Squeeze'],
      ['produtos.update', 'Squeeze', 'Squeeze 750 ml'],
    ]);
    const announced = publish.mock.calls
      .map(([event]) => event)
      .filter((e) => e.type === 'collection.changed' && (e.data as { id: number }).id === id);
    expect(announced.map((e) => [e.clientId, e.data])).toEqual([
      [3, { entity: 'produtos', id, action: 'created' }],
      [3, { entity: 'produtos', id, action: 'updated' }],
    ]);
    publish.mockRestore();
  });
});

describe('imports: access and tenancy', () => {
  it('needs the area’s importar sub-tag (403) and answers another client’s job 404', async () => {
    const file = await xlsxOf([
      ['Nome', 'E-mail'],
      ['Alguém', 'alguem@exemplo.com.br'],
    ]);
    expect((await users().upload(member3, file)).statusCode).toBe(403);
    expect((await products().upload(member3, file)).statusCode).toBe(403);
    const job = await users().uploaded(admin3, file);
    expect((await users().get(admin6, job.id)).statusCode).toBe(404);
    expect((await users().get(admin6, job.id, '?client_id=3')).statusCode).toBe(403);
    expect((await users().dryRun(admin6, job.id)).statusCode).toBe(404);
    expect((await users().errors(admin6, job.id)).statusCode).toBe(404);
    expect((await users().report(admin6, job.id)).statusCode).toBe(404);
    // Another target's job is not reachable through this one.
    expect((await products().get(admin3, job.id)).statusCode).toBe(404);

    const admin6Id = (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@fitness-link.demo')
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.database.db
      .deleteFrom('user_permission_subs')
      .where('user_id', '=', admin6Id)
      .where('tag', '=', 'usuarios.importar')
      .execute();
    ctx.sessions.invalidateUser(admin6Id);
    expect((await users().upload(admin6, file)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/admin/asap-user?client_id=6', admin6)).statusCode).toBe(200);
  });
});

describe('imports: a failure mid-way', () => {
  const postgres = process.env.TEST_DB === 'postgres';
  const failOn = async (email: string) => {
    if (postgres) {
      await sql
        .raw(
          `create or replace function import_boom() returns trigger language plpgsql as $$ begin if new.email = '${email}' then raise exception 'falha simulada'; end if; return new; end $$`,
        )
        .execute(ctx.database.db);
      await sql
        .raw('create trigger import_boom before insert on users for each row execute function import_boom()')
        .execute(ctx.database.db);
    } else
      await sql
        .raw(
          `create trigger import_boom before insert on users when new.email = '${email}' begin select raise(abort, 'falha simulada'); end`,
        )
        .execute(ctx.database.db);
  };
  const heal = () =>
    sql.raw(postgres ? 'drop trigger import_boom on users' : 'drop trigger import_boom').execute(ctx.database.db);

  it('keeps the committed batches, says where it stopped, and continues from there when run again', async () => {
    const rows = [
      ['Nome', 'E-mail'],
      ...Array.from({ length: 1200 }, (_, i) => [`Lote Pessoa ${i + 1}`, `lote${i + 1}@exemplo.com.br`]),
    ];
    const job = await users().uploaded(admin3, await xlsxOf(rows));
    await users().pass(admin3, job.id, 'dry-run');
    const before = await count('users', 3);
    await failOn('lote700@exemplo.com.br');
    const failed = await users().pass(admin3, job.id, 'run');
    expect(failed).toMatchObject({ status: 'failed', created: 500, next_row: 502 });
    expect(failed.failure).toContain(IMPORT_MESSAGES.stopped(502));
    expect(await count('users', 3)).toBe(before + 500);
    await heal();
    const resumed = await users().pass(admin3, job.id, 'run');
    expect(resumed).toMatchObject({ status: 'imported', created: 1200, updated: 0, error_rows: 0 });
    expect(await count('users', 3)).toBe(before + 1200);
    const emails = await ctx.database.db
      .selectFrom('users')
      .select('email')
      .where('client_id', '=', 3)
      .where('email', 'like', 'lote%')
      .execute();
    expect(new Set(emails.map((e) => e.email)).size).toBe(1200);
  });
});
