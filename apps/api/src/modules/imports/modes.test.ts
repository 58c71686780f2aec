import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';
import { importClient, xlsxOf } from './test-kit.ts';

/**
 * Issue 27: an import says whether it creates, updates or both, its dry run counts what it will create and update,
 * and it never changes the importing user nor a user holding grants the importer does not hold (a row with
 * admin@asta.demo once renamed the signed-in administrator).
 */

let ctx: TestContext;
let admin3: string;
let memberId: number;
const users = () => importClient(ctx, 'usuarios');

const userByEmail = (email: string) =>
  ctx.database.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('client_id', '=', 3)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await testContext({ env: { WORK_PER_USER: '1', WORK_PER_CLIENT: '2' } });
  admin3 = await ctx.token('admin@asta.demo', 3);
  memberId = (await userByEmail('member@asta.demo')).id;
});
afterAll(() => ctx.close());

describe('users import: who it may change', () => {
  it('reports a row of the importing administrator as an error and leaves them as they were', async () => {
    const before = await userByEmail('admin@asta.demo');
    const job = await users().uploaded(
      admin3,
      await xlsxOf([
        ['Nome', 'E-mail'],
        ['Administrador Renomeado', 'admin@asta.demo'],
        ['Membro Atualizado', 'member@asta.demo'],
        ['Pessoa Nova Modo', 'pessoa.nova.modo@exemplo.com.br'],
      ]),
    );
    const checked = await users().pass(admin3, job.id, 'dry-run');
    expect(checked).toMatchObject({ status: 'checked', mode: 'both', created: 1, updated: 1, error_rows: 1 });
    expect(await users().allErrors(admin3, job.id)).toEqual([
      { row: 2, column: 'E-mail', value: 'admin@asta.demo', message: IMPORT_MESSAGES.importerSelf },
    ]);
    expect(await users().pass(admin3, job.id, 'run')).toMatchObject({ status: 'imported', created: 1, updated: 1 });
    expect((await userByEmail('admin@asta.demo')).name).toBe(before.name);
    expect((await userByEmail('member@asta.demo')).name).toBe('Membro Atualizado');
  });

  it('reports a user holding grants the importer does not hold, and the importer’s own row', async () => {
    // The member may import users, but holds no 'permissoes': the administrator outranks them.
    await ctx.database.db
      .insertInto('user_permissions')
      .values({ client_id: 3, user_id: memberId, tag: 'usuarios', enabled: 1, platform: null })
      .execute();
    await ctx.database.db
      .insertInto('user_permission_subs')
      .values({ client_id: 3, user_id: memberId, tag: 'usuarios.importar', enabled: 1 })
      .execute();
    const member = await ctx.token('member@asta.demo', 3);
    const job = await users().uploaded(
      member,
      await xlsxOf([
        ['Nome', 'E-mail'],
        ['Tomado', 'admin@asta.demo'],
        ['Eu Mesmo', 'member@asta.demo'],
      ]),
    );
    await users().pass(member, job.id, 'dry-run');
    expect((await users().allErrors(member, job.id)).map((e) => e.message)).toEqual([
      IMPORT_MESSAGES.importerOutranked,
      IMPORT_MESSAGES.importerSelf,
    ]);
  });
});

describe('users import: create only, update only, or both', () => {
  const rows = [
    ['Nome', 'E-mail'],
    ['Membro Modo', 'member@asta.demo'],
    ['Pessoa Criada Modo', 'criada.modo@exemplo.com.br'],
  ];

  it('counts per mode what the import will create and update, and refuses the rows the mode leaves alone', async () => {
    const job = await users().uploaded(admin3, await xlsxOf(rows));
    expect(await users().pass(admin3, job.id, 'dry-run', false, 'create')).toMatchObject({
      mode: 'create',
      created: 1,
      updated: 0,
      error_rows: 1,
    });
    expect(await users().allErrors(admin3, job.id)).toEqual([
      { row: 2, column: '', value: '', message: IMPORT_MESSAGES.createOnly },
    ]);
    expect(await users().pass(admin3, job.id, 'dry-run', false, 'update')).toMatchObject({
      mode: 'update',
      created: 0,
      updated: 1,
      error_rows: 1,
    });
    expect((await users().allErrors(admin3, job.id))[0]).toMatchObject({ row: 3, message: IMPORT_MESSAGES.updateOnly });
    // The import keeps its dry run's mode: another one asks for a new dry run.
    const other = await ctx.call('POST', `/api/v2/admin/imports/usuarios/${job.id}/run`, admin3, { mode: 'both' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.mode).toEqual([IMPORT_MESSAGES.modeChanged]);
    expect(await users().pass(admin3, job.id, 'run')).toMatchObject({ status: 'imported', created: 0, updated: 1 });
    expect((await userByEmail('member@asta.demo')).name).toBe('Membro Modo');
    await expect(userByEmail('criada.modo@exemplo.com.br')).rejects.toThrow();
  });

  it('maps data_nascimento and similar headers by itself', async () => {
    const csv = Buffer.from('nome;email;data_nascimento;Dt. Nascimento\r\nAna;ana.dn@exemplo.com.br;01/02/1990;\r\n');
    const job = await users().uploaded(admin3, csv, 'pessoas.csv');
    expect(job.mapping).toEqual(['name', 'email', 'birth_date', null]);
    const other = await users().uploaded(
      admin3,
      Buffer.from('Name;E-mail;Date of birth\r\nA;a.dn@exemplo.com.br;\r\n'),
      'b.csv',
    );
    expect(other.mapping).toEqual(['name', 'email', 'birth_date']);
  });
});

describe('heavy work: a cap per user and per client', () => {
  const many = async () =>
    xlsxOf([
      ['Nome', 'E-mail'],
      ...Array.from({ length: 3000 }, (_, i) => [`Pessoa Fila ${i}`, `fila.${i}@exemplo.com.br`]),
    ]);

  it('answers 429 with Retry-After past the user’s cap, and takes the dry run again once the first ended', async () => {
    const file = await many();
    const [a, b] = [await users().uploaded(admin3, file), await users().uploaded(admin3, file)];
    expect((await users().dryRun(admin3, a.id)).statusCode).toBe(202);
    const busy = await users().dryRun(admin3, b.id);
    expect(busy.statusCode, busy.body).toBe(429);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.json()).toMatchObject({
      success: false,
      errors: { work: [expect.stringContaining('limite de tarefas pesadas ao mesmo tempo (1)')] },
    });
    await users().settled(admin3, a.id);
    expect((await users().pass(admin3, b.id, 'dry-run')).status).toBe('checked');
  });

  it('counts exports and report runs against the same cap while a dry run runs', async () => {
    const job = await users().uploaded(admin3, await many());
    expect((await users().dryRun(admin3, job.id)).statusCode).toBe(202);
    const exported = await ctx.call('GET', '/api/v2/admin/asap-user?format=xlsx&client_id=3', admin3);
    expect(exported.statusCode, exported.body).toBe(429);
    expect(exported.headers['retry-after']).toBeDefined();
    const report = await ctx.call('GET', '/api/v2/admin/relatorios/membros?client_id=3', admin3);
    expect(report.statusCode, report.body).toBe(429);
    await users().settled(admin3, job.id);
    expect((await ctx.call('GET', '/api/v2/admin/asap-user?format=xlsx&client_id=3', admin3)).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/admin/relatorios/membros?client_id=3', admin3)).statusCode).toBe(200);
  });
});
