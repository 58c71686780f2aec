import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@console/contract';
import { testContext, type TestContext } from '../../test/context.ts';
import { importClient, xlsxOf } from './test-kit.ts';

/** The users import's unit and job role columns: read by the row's name within the client (like a group). */

let ctx: TestContext;
let admin3: string;
let admin6: string;
let seq = 0;

beforeAll(async () => {
  ctx = await testContext();
  [admin3, admin6] = await Promise.all([ctx.token('admin@asta.demo', 3), ctx.token('admin@fitness-link.demo', 6)]);
});
afterAll(() => ctx.close());

type Named = { id: number; nome: string };
async function row(token: string, entity: string, body: object): Promise<Named> {
  const res = await ctx.call('POST', `/api/v2/admin/${entity}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Named;
}
const unit = (token = admin3) =>
  row(token, 'unidades', { nome: `Unidade Importada ${++seq}`, cidade: 'Campinas', uf: 'SP' });
const role = (token = admin3) => row(token, 'cargos', { nome: `Cargo Importado ${++seq}` });

describe('import', () => {
  it('maps the "Unidade" and "Cargo" columns by name within the client, refusing an unknown one on its cell', async () => {
    const [u, c] = [await unit(), await role()];
    const foreign = await unit(admin6);
    const users = importClient(ctx, 'usuarios');
    const data = await xlsxOf([
      ['Nome', 'E-mail', 'Unidade', 'Cargo'],
      ['Importada Lotada', 'importada.lotada@exemplo.com.br', u.nome.toUpperCase(), c.nome],
      ['Importada Estranha', 'importada.estranha@exemplo.com.br', foreign.nome, null],
    ]);
    const job = await users.uploaded(admin3, data);
    expect(job.mapping).toEqual(['name', 'email', 'unidade_id', 'cargo_id']);
    const checked = await users.pass(admin3, job.id, 'dry-run');
    expect(checked).toMatchObject({ created: 1, error_rows: 1 });
    expect(await users.allErrors(admin3, job.id)).toEqual([
      expect.objectContaining({ row: 3, column: 'Unidade', value: foreign.nome, message: USER_MESSAGES.unidade }),
    ]);
    await users.pass(admin3, job.id, 'run');
    expect(await stored('importada.lotada@exemplo.com.br')).toEqual({ unidade_id: u.id, cargo_id: c.id });

    // The same person again: a new unit is written, a blank job role keeps the one held.
    const other = await unit();
    const again = await users.uploaded(
      admin3,
      await xlsxOf([
        ['Nome', 'E-mail', 'Unidade', 'Cargo'],
        ['Importada Lotada', 'importada.lotada@exemplo.com.br', other.nome, null],
      ]),
    );
    expect(await users.pass(admin3, again.id, 'dry-run')).toMatchObject({ updated: 1, error_rows: 0 });
    await users.pass(admin3, again.id, 'run');
    expect(await stored('importada.lotada@exemplo.com.br')).toEqual({ unidade_id: other.id, cargo_id: c.id });
  });
});

const stored = (email: string) =>
  ctx.database.db
    .selectFrom('users')
    .select(['unidade_id', 'cargo_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
