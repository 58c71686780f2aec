import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, USER_MESSAGES } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';
import { importClient, sheetRows, xlsxOf } from './test-kit.ts';

let ctx: TestContext;
let admin3: string;
let admin8: string;
const users = () => importClient(ctx, 'usuarios');

/** A valid CPF from 9 digits. */
export function cpfOf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

const countUsers = async (clientId: number) =>
  Number(
    (
      await ctx.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ctx = await testContext();
  [admin3, admin8] = await Promise.all([ctx.token('admin@asta.demo', 3), ctx.token('admin@smartfit.demo', 8)]);
});
afterAll(() => ctx.close());

const HEADER = [
  'Nome',
  'E-mail',
  'CPF',
  'Grupo',
  'Data de nascimento',
  'Tamanho da camiseta',
  'Aceita receber novidades',
  'Observação',
];
const good = (n: number) => [
  `Pessoa Importada ${n}`,
  `importada${n}@exemplo.com.br`,
  cpfOf(String(100000000 + n)),
  'Equipe Norte',
  new Date(Date.UTC(1990, 4, n)),
  'G',
  'sim',
  'livre',
];

describe('users import: upload, mapping, dry run', () => {
  it('reads the header and first rows of an xlsx and maps the columns by label, accent- and case-insensitively', async () => {
    const job = await users().uploaded(admin3, await xlsxOf([HEADER, good(1), good(2)]));
    expect(job).toMatchObject({ status: 'uploaded', headers: HEADER, file_name: 'pessoas.xlsx' });
    expect(job.mapping).toEqual([
      'name',
      'email',
      'cpf',
      'group_id',
      'birth_date',
      'fields.camiseta',
      'fields.newsletter',
      null,
    ]);
    expect(job.preview[0]).toEqual([
      'Pessoa Importada 1',
      'importada1@exemplo.com.br',
      cpfOf('100000001'),
      'Equipe Norte',
      '01/05/1990',
      'G',
      'sim',
      'livre',
    ]);
    expect(job.fields.find((f) => f.key === 'email')).toMatchObject({ required: true });
  });

  it('maps English and Spanish headers too, and reads a csv with ; and a BOM as Excel writes it', async () => {
    const csv = Buffer.from(
      '\ufeffName;Correo electrónico;group\r\nAna Souza;ana.souza@exemplo.com.br;Equipe Sul\r\n',
      'utf8',
    );
    const job = await users().uploaded(admin3, csv, 'pessoas.csv');
    expect(job.headers).toEqual(['Name', 'Correo electrónico', 'group']);
    expect(job.mapping).toEqual(['name', 'email', 'group_id']);
    expect(job.preview).toEqual([['Ana Souza', 'ana.souza@exemplo.com.br', 'Equipe Sul']]);
    const latin = Buffer.from('Nome,E-mail\r\nJoão Ávila,joao.avila@exemplo.com.br\r\n', 'latin1');
    expect((await users().uploaded(admin3, latin, 'latin.csv')).preview).toEqual([
      ['João Ávila', 'joao.avila@exemplo.com.br'],
    ]);
  });

  it('refuses what is not a spreadsheet (415) and a mapping without the required fields (422)', async () => {
    const res = await users().upload(admin3, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'foto.xlsx');
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.file).toEqual([IMPORT_MESSAGES.fileType]);
    const job = await users().uploaded(admin3, await xlsxOf([HEADER, good(1)]));
    const bad = await users().mapping(admin3, job.id, [null, 'email', 'email', null, null, null, null, 'nope']);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: [IMPORT_MESSAGES.requiredUnmapped],
      'mapping.2': [IMPORT_MESSAGES.fieldTwice],
      'mapping.7': [IMPORT_MESSAGES.unknownField],
    });
  });

  it('checks every row with the API rules, names the errors by row and column, and writes nothing', async () => {
    const rows = [
      HEADER,
      good(10),
      ['Pessoa Sem Email', 'nao-e-email', cpfOf('200000001'), 'Equipe Norte', null, null, null, null],
      ['Pessoa CPF Ruim', 'cpfruim@exemplo.com.br', '111.111.111-11', null, null, null, null, null],
      ['Pessoa Repetida', 'IMPORTADA10@exemplo.com.br', null, null, null, null, null, null],
      ['Pessoa Sem Grupo', 'semgrupo@exemplo.com.br', null, 'Equipe Inexistente', null, 'XXL', null, null],
      ['Pessoa Existente', 'member@asta.demo', null, null, null, null, null, null],
      ['Pessoa Futura', 'futura@exemplo.com.br', null, null, '01/01/2999', null, null, null],
    ];
    const before = await countUsers(3);
    const job = await users().uploaded(admin3, await xlsxOf(rows));
    const checked = await users().pass(admin3, job.id, 'dry-run');
    expect(checked).toMatchObject({
      status: 'checked',
      total_rows: 7,
      processed_rows: 7,
      error_rows: 5,
      progress: 1,
      // What the import will do: one new person, one existing member updated.
      created: 1,
      updated: 1,
    });
    expect(await countUsers(3)).toBe(before);
    const errors = await users().allErrors(admin3, job.id);
    expect(errors).toEqual([
      { row: 3, column: 'E-mail', value: 'nao-e-email', message: USER_MESSAGES.email },
      { row: 4, column: 'CPF', value: '111.111.111-11', message: USER_MESSAGES.cpf },
      { row: 5, column: 'E-mail', value: 'IMPORTADA10@exemplo.com.br', message: IMPORT_MESSAGES.duplicateInFile(2) },
      { row: 6, column: 'Grupo', value: 'Equipe Inexistente', message: USER_MESSAGES.group },
      { row: 6, column: 'Tamanho da camiseta', value: 'XXL', message: USER_MESSAGES.option },
      { row: 8, column: 'Data de nascimento', value: '01/01/2999', message: USER_MESSAGES.birthDateFuture },
    ]);
  });

  it('asks for the client’s required dynamic fields', async () => {
    const job = await users().uploaded(
      admin8,
      await xlsxOf([
        ['Nome', 'E-mail', 'CPF', 'Unidade'],
        ['Sem Unidade', 'semunidade@exemplo.com.br', cpfOf('300000001'), null],
        ['Com Unidade', 'comunidade@exemplo.com.br', cpfOf('300000002'), 'Unidade Barra'],
      ]),
    );
    expect(job.mapping).toEqual(['name', 'email', 'cpf', 'fields.unidade']);
    await users().pass(admin8, job.id, 'dry-run');
    expect(await users().allErrors(admin8, job.id)).toEqual([
      { row: 2, column: 'Unidade', value: '', message: USER_MESSAGES.required },
    ]);
  });
});

describe('users import: the import', () => {
  it('imports the valid rows in batches, audits once, and a second import of the file updates instead of duplicating', async () => {
    const rows = [
      HEADER,
      ...Array.from({ length: 30 }, (_, i) => good(40 + i)),
      ['X', 'invalido', null, null, null, null, null, null],
    ];
    const file = await xlsxOf(rows);
    const before = await countUsers(3);
    const job = await users().uploaded(admin3, file);
    expect((await users().run(admin3, job.id)).statusCode).toBe(422); // the dry run comes first
    await users().pass(admin3, job.id, 'dry-run');
    const done = await users().pass(admin3, job.id, 'run');
    expect(done).toMatchObject({ status: 'imported', created: 30, updated: 0, error_rows: 1, next_row: 33 });
    expect(await countUsers(3)).toBe(before + 30);
    const user = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('client_id', '=', 3)
      .where('email', '=', 'importada45@exemplo.com.br')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Pessoa Importada 45',
      cpf: cpfOf('100000045'),
      birth_date: '1990-06-14',
      status: 'active',
      role: 'member',
    });
    const values = await ctx.database.db
      .selectFrom('user_field_values')
      .select(['field_key', 'value'])
      .where('user_id', '=', user.id)
      .orderBy('field_key')
      .execute();
    expect(values).toEqual([
      { field_key: 'camiseta', value: '"G"' },
      { field_key: 'newsletter', value: 'true' },
    ]);
    const grants = await ctx.database.db
      .selectFrom('user_permissions')
      .select('tag')
      .where('user_id', '=', user.id)
      .execute();
    expect(grants.map((g) => g.tag)).toContain('feed');
    const audits = await ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('client_id', '=', 3)
      .where('action', '=', 'user.import')
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0].after!)).toMatchObject({
      outcome: 'imported',
      rows: 31,
      created: 30,
      updated: 0,
      error_rows: 1,
    });

    const again = await users().uploaded(admin3, file);
    await users().pass(admin3, again.id, 'dry-run');
    expect(await users().pass(admin3, again.id, 'run')).toMatchObject({
      status: 'imported',
      created: 0,
      updated: 30,
      error_rows: 1,
    });
    expect(await countUsers(3)).toBe(before + 30);
    expect((await users().run(admin3, again.id)).statusCode).toBe(409);
  });

  it('answers the error report as an xlsx with row, column, value and message', async () => {
    const job = await users().uploaded(
      admin3,
      await xlsxOf([
        HEADER,
        good(80),
        ['Ruim', 'ruim', null, null, null, null, null, null],
        ['Outro Ruim', 'outro@exemplo.com.br', '123', null, null, null, null, null],
      ]),
    );
    await users().pass(admin3, job.id, 'dry-run');
    const res = await users().report(admin3, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['Linha', 'Coluna', 'Valor', 'Mensagem'],
      [3, 'E-mail', 'ruim', USER_MESSAGES.email],
      [4, 'CPF', '123', USER_MESSAGES.cpf],
    ]);
  });
});
