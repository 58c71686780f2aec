import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, grantWithoutExport, lastExportAudit, readCsv, readXlsx } from '../../platform/export/test-kit.ts';

/** GET /api/v2/admin/asap-user[/search]?format=xlsx|csv: the whole filtered list, as the list shows it. */

interface Item {
  user_id: number;
  user_info: { user_name: string; user_email: string };
  group: { name: string } | null;
  regional: { name: string } | null;
  unidade: { name: string } | null;
  cargo: { name: string } | null;
  status: 'active' | 'inactive';
}

let kit: TestKit;
let group: { id: number; name: string };
let group6: number;
let adminName: string;

beforeAll(async () => {
  kit = await testKit();
  // The client's largest group, so the filtered list holds several people.
  const [largest] = await kit.db
    .selectFrom('users as u')
    .innerJoin('groups as g', 'g.id', 'u.group_id')
    .select(['g.id', 'g.name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('u.client_id', '=', 3)
    .where('u.deleted_at', 'is', null)
    .groupBy(['g.id', 'g.name'])
    .orderBy('n', 'desc')
    .limit(1)
    .execute();
  group = { id: largest.id, name: largest.name };
  group6 = (await kit.db.selectFrom('groups').select('id').where('client_id', '=', 6).executeTakeFirstOrThrow()).id;
  adminName = (
    await kit.db.selectFrom('users').select('name').where('email', '=', 'admin@asta.demo').executeTakeFirstOrThrow()
  ).name;
});
afterAll(() => kit.close());

async function listed(query: string, token = kit.admin3): Promise<Item[]> {
  const res = await kit.call('GET', `/api/v2/admin/asap-user?all=1&${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data as Item[];
}

const STATUS = { active: 'Ativo', inactive: 'Inativo' };
const expected = (items: Item[]) =>
  items.map((u) => [
    u.user_id,
    u.user_info.user_name,
    u.user_info.user_email,
    u.group?.name ?? null,
    u.regional?.name ?? null,
    u.unidade?.name ?? null,
    u.cargo?.name ?? null,
    STATUS[u.status],
  ]);

describe('xlsx', () => {
  it('holds every user of the group in the list’s order, with the list’s values and Portuguese labels', async () => {
    const items = await listed(`group=${group.id}`);
    expect(items.length).toBeGreaterThan(3);
    const file = await readXlsx(
      (await download(kit, `/api/v2/admin/asap-user?group=${group.id}&per_page=2`, kit.admin3)).rawPayload,
    );
    expect(file.sheet.name).toBe('Usuários');
    expect(file.header).toEqual(['Código', 'Nome', 'E-mail', 'Grupo', 'Regional', 'Unidade', 'Cargo', 'Situação']);
    expect(file.rows).toEqual(expected(items));
    expect(file.sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(file.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(file.about).toMatchObject({
      Grupo: group.name,
      Ordenação: 'Nome (crescente)',
      'Exportado por': adminName,
      Linhas: String(items.length),
    });
    expect(file.about['Exportado em (horário de Brasília)']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('the search variant exports every match, not one page', async () => {
    const items = await listed('search=asta');
    expect(items.length).toBeGreaterThan(5);
    const file = await readXlsx(
      (await download(kit, '/api/v2/admin/asap-user/search?search=asta&per_page=5', kit.admin3)).rawPayload,
    );
    expect(file.rows).toEqual(expected(items));
    expect(file.about).toMatchObject({ Busca: 'asta', Linhas: String(items.length) });
  });
});

describe('csv', () => {
  it('holds the same rows as text', async () => {
    const items = await listed(`group=${group.id}&search=e`);
    const [header, ...rows] = readCsv(
      (await download(kit, `/api/v2/admin/asap-user?group=${group.id}&search=e`, kit.admin3, 'csv')).body,
    );
    expect(header).toEqual(['Código', 'Nome', 'E-mail', 'Grupo', 'Regional', 'Unidade', 'Cargo', 'Situação']);
    expect(rows).toEqual(expected(items).map((r) => r.map((v) => (v === null ? '' : String(v)))));
  });
});

describe('audit, access and isolation', () => {
  it('audits who exported which filter in which format, and how many rows', async () => {
    const items = await listed(`group=${group.id}`);
    await download(kit, `/api/v2/admin/asap-user?group=${group.id}`, kit.admin3, 'csv');
    expect(await lastExportAudit(kit, 'users.export')).toEqual({
      client_id: 3,
      actor_user_id: await kit.idOf('admin@asta.demo'),
      after: { format: 'csv', filters: { search: null, group: group.id, regional: null }, rows: items.length },
    });
  });

  it('answers 403 without usuarios.exportar, and 422 for an unknown format', async () => {
    expect((await kit.call('GET', '/api/v2/admin/asap-user?format=xlsx', kit.member3)).statusCode).toBe(403);
    await grantWithoutExport(kit, await kit.idOf('member@asta.demo'), 'usuarios');
    expect((await kit.call('GET', '/api/v2/admin/asap-user?format=xlsx', kit.member3)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/v2/admin/asap-user', kit.member3)).statusCode).toBe(200);
    expect((await kit.call('GET', '/api/v2/admin/asap-user?format=pdf', kit.admin3)).statusCode).toBe(422);
  });

  it('never holds another client’s users', async () => {
    const own = (await readXlsx((await download(kit, '/api/v2/admin/asap-user', kit.admin6)).rawPayload)).rows;
    const ids6 = (
      await kit.db.selectFrom('users').select('id').where('client_id', '=', 6).where('deleted_at', 'is', null).execute()
    ).map((r) => r.id);
    expect(own.map((r) => r[0]).sort()).toEqual([...ids6].sort());
    const foreignGroup = await readXlsx(
      (await download(kit, `/api/v2/admin/asap-user?group=${group6}`, kit.admin3)).rawPayload,
    );
    expect(foreignGroup.rows).toEqual([]);
  });
});
