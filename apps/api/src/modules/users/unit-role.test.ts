import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@console/contract';
import { bearer } from '../../test/context.ts';
import { testKit, type TestKit } from '../../test/kit.ts';
import { readCsv, download, lastExportAudit } from '../../platform/export/test-kit.ts';

/** A user's unit (unidades) and job role (cargos): written, answered, filtered, exported, imported, cleared. */

const suite = {} as { kit: TestKit };
beforeAll(async () => {
  suite.kit = await testKit();
});
afterAll(() => suite.kit.close());
let seq = 0;

type Named = { id: number; nome: string };
/** A row of a collection through its own create route. */
async function row(token: string, entity: string, body: object): Promise<Named> {
  const res = await suite.kit.call('POST', `/api/v2/admin/${entity}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Named;
}
const unit = (token = suite.kit.admin3, nome = `Unidade Teste ${++seq}`) =>
  row(token, 'unidades', { nome, cidade: 'Campinas', uf: 'SP' });
const role = (token = suite.kit.admin3, nome = `Cargo Teste ${++seq}`) => row(token, 'cargos', { nome });
const removeRow = (entity: string, id: number) =>
  suite.kit.call('DELETE', `/api/v2/admin/${entity}/${id}`, suite.kit.admin3);

const send = (method: 'POST' | 'PUT', url: string, payload: object, token = suite.kit.admin3, lang = 'pt-BR') =>
  suite.kit.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const store = (payload: object, token?: string, lang?: string) =>
  send('POST', '/api/v2/admin/asap-user/store', payload, token, lang);
const update = (id: number, payload: object, token?: string, lang?: string) =>
  send('PUT', `/api/v2/admin/asap-user/${id}/update`, payload, token, lang);
const person = (extra: object = {}) => ({
  name: `Pessoa Lotada ${++seq}`,
  email: `lotada${seq}@exemplo.com.br`,
  ...extra,
});

async function created(extra: object) {
  const res = await store(person(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; unidade_id: number | null; cargo_id: number | null };
}

const listed = async (query: string, token = suite.kit.admin3) => {
  const res = await suite.kit.call('GET', `/api/v2/admin/asap-user?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    data: { user_id: number; unidade: { id: number; name: string } | null; cargo: unknown }[];
  };
};

describe('create and update', () => {
  it('stores the unit and job role, answers them by id and name, and audits them', async () => {
    const [u, c] = [await unit(), await role()];
    const record = await created({ unidade_id: u.id, cargo_id: c.id });
    expect(record).toMatchObject({
      unidade_id: u.id,
      cargo_id: c.id,
      unidade: { id: u.id, name: u.nome },
      cargo: { id: c.id, name: c.nome },
    });
    const dados = (await suite.kit.call('GET', `/api/v2/admin/asap-user/dados/${record.id}`, suite.kit.admin3)).json();
    expect(dados.data).toMatchObject({ unidade: { id: u.id, name: u.nome }, cargo: { id: c.id, name: c.nome } });

    const other = await unit();
    const res = await update(record.id, { unidade_id: other.id, cargo_id: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ unidade_id: other.id, cargo_id: null, cargo: null });
    const [, entry] = await suite.kit.audits('user', record.id);
    expect(entry).toMatchObject({
      action: 'user.update',
      before: { unidade_id: u.id, cargo_id: c.id },
      after: { unidade_id: other.id, cargo_id: null },
    });
  });

  it('answers 422 on the field for another client’s or an unknown row, in the request’s language, never storing it', async () => {
    const [foreignUnit, foreignRole] = [await unit(suite.kit.admin6), await role(suite.kit.admin6)];
    const res = await store(person({ unidade_id: foreignUnit.id, cargo_id: foreignRole.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ unidade_id: [USER_MESSAGES.unidade], cargo_id: [USER_MESSAGES.cargo] });
    expect(res.body).not.toContain(foreignUnit.nome);

    const record = await created({});
    const en = await update(record.id, { unidade_id: 99_999_999, cargo_id: foreignRole.id }, suite.kit.admin3, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ unidade_id: ['No such branch.'], cargo_id: ['No such job role.'] });
    const es = await update(record.id, { cargo_id: foreignRole.id }, suite.kit.admin3, 'es');
    expect(es.json().errors).toEqual({ cargo_id: ['Cargo inexistente.'] });
    const after = await suite.kit.call('GET', `/api/v2/admin/asap-user/dados/${record.id}`, suite.kit.admin3);
    expect(after.json().data).toMatchObject({ unidade_id: null, cargo_id: null });
  });
});

describe('list filters and export', () => {
  it('lists only the unit’s or job role’s users, with their totals, and exports them with the columns', async () => {
    const [u, c] = [await unit(), await role()];
    const both = await created({ unidade_id: u.id, cargo_id: c.id });
    const onlyUnit = await created({ unidade_id: u.id });
    await created({ cargo_id: c.id });

    const byUnit = await listed(`unidade_id=${u.id}`);
    expect(byUnit.data.map((r) => r.user_id).sort()).toEqual([both.id, onlyUnit.id].sort());
    expect(byUnit.total).toBe(2);
    expect(byUnit.data.every((r) => r.unidade?.name === u.nome)).toBe(true);
    const byBoth = await listed(`unidade_id=${u.id}&cargo_id=${c.id}`);
    expect(byBoth.data.map((r) => r.user_id)).toEqual([both.id]);
    expect((await listed(`cargo_id=${c.id}`)).total).toBe(2);
    expect((await listed(`cargo_id=${c.id}&search=lotada`)).total).toBe(2);
    // One per page: the cursor walks the filtered list to its end.
    const first = await listed(`unidade_id=${u.id}&per_page=1`);
    const next = (first as unknown as { next_cursor: string }).next_cursor;
    const second = await listed(`unidade_id=${u.id}&per_page=1&cursor=${encodeURIComponent(next)}`);
    expect([...first.data, ...second.data].map((r) => r.user_id).sort()).toEqual([both.id, onlyUnit.id].sort());

    const [header, ...rows] = readCsv(
      (await download(suite.kit, `/api/v2/admin/asap-user?unidade_id=${u.id}`, suite.kit.admin3, 'csv')).body,
    );
    expect(header).toEqual(['Código', 'Nome', 'E-mail', 'Grupo', 'Regional', 'Unidade', 'Cargo', 'Situação']);
    const byId = new Map(rows.map((r) => [Number(r[0]), r]));
    expect([...byId.keys()].sort()).toEqual([both.id, onlyUnit.id].sort());
    expect(byId.get(both.id)?.slice(5, 7)).toEqual([u.nome, c.nome]);
    expect(byId.get(onlyUnit.id)?.slice(5, 7)).toEqual([u.nome, '']);
    expect(await lastExportAudit(suite.kit, 'users.export')).toMatchObject({
      after: { filters: { unidade_id: u.id }, rows: 2 },
    });
  });

  it('never lists a user through another client’s unit', async () => {
    const u = await unit();
    await created({ unidade_id: u.id });
    const foreign = await listed(`unidade_id=${u.id}`, suite.kit.admin6);
    expect(foreign).toMatchObject({ total: 0, data: [] });
  });
});

describe('deleting a unit or a job role', () => {
  it('leaves its users without it (not refused), other clients’ users untouched', async () => {
    const [u, c] = [await unit(), await role()];
    const record = await created({ unidade_id: u.id, cargo_id: c.id });
    expect((await removeRow('unidades', u.id)).statusCode).toBe(200);
    let dados = (await suite.kit.call('GET', `/api/v2/admin/asap-user/dados/${record.id}`, suite.kit.admin3)).json();
    expect(dados.data).toMatchObject({ unidade_id: null, unidade: null, cargo_id: c.id });
    expect((await removeRow('cargos', c.id)).statusCode).toBe(200);
    dados = (await suite.kit.call('GET', `/api/v2/admin/asap-user/dados/${record.id}`, suite.kit.admin3)).json();
    expect(dados.data).toMatchObject({ unidade_id: null, cargo_id: null, cargo: null });
    expect((await listed(`unidade_id=${u.id}`)).total).toBe(0);
  });
});
