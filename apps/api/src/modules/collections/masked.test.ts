import { recordHistoryPath, recordHistoryResponse } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { collectionSuite, pathOf } from './test-kit.ts';

/**
 * Fields shown only with a sub-tag (issue 28): a job role's salaries (cargos.ver_salarios) read null to a reader with
 * the collection but not the sub-tag, in the record, the list, the export and the history, without a 403; with the
 * sub-tag, in clear. A webhook's signing secret (issue 29) is never in its row at all: it answers its create once.
 */

const suite = collectionSuite();

/** Turns one sub-tag of a user's collection permission on or off, as the permission screen does. */
async function setSub(userId: number, tag: string, sub: string, enabled: boolean) {
  const { kit } = suite;
  const module = `/api/v2/admin/asap-user/permission/module/${userId}?modulo=${tag}`;
  const record = await kit.call('POST', module, kit.admin3, { enabled: true });
  const id = record.json().data.permission.id as number;
  const res = await kit.call('PUT', `/api/v2/admin/permission/${id}/sub/update`, kit.admin3, {
    tag: `${tag}.${sub}`,
    enabled,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const read = async (entity: string, id: number, token: string) => {
  const res = await suite.kit.call('GET', pathOf(entity, { id }), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};

describe("a job role's salaries", () => {
  it('are null without cargos.ver_salarios, everywhere the row is answered, and in clear with it', async () => {
    const { kit, api } = suite;
    const cargo = await api.create(kit.admin3, 'cargos', {
      nome: 'Analista mascarado',
      salario_min: 4321.5,
      salario_max: 6789,
    });
    // The administrator holds the sub-tag (the demo grants every sub-tag of a collection).
    expect(cargo).toMatchObject({ salario_min: 4321.5, salario_max: 6789 });

    const memberId = await kit.idOf('member@asta.demo');
    await api.grant(memberId, 'cargos', ['editar', 'exportar']);
    expect(await read('cargos', cargo.id, kit.member3)).toMatchObject({ salario_min: null, salario_max: null });
    const listed = await api.list(kit.member3, 'cargos', { search: 'Analista mascarado' });
    expect(listed.data[0]).toMatchObject({ id: cargo.id, salario_min: null, salario_max: null });
    // An update without the sub-tag answers the row masked too, and leaves the salaries as they were.
    const edited = await kit.call('PUT', pathOf('cargos', { id: cargo.id }), kit.member3, { requisitos: 'Excel' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ salario_min: null, requisitos: 'Excel' });
    const csv = await kit.call(
      'GET',
      pathOf('cargos', { query: { format: 'csv', search: 'Analista mascarado' } }),
      kit.member3,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Analista mascarado');
    expect(csv.body).not.toMatch(/6\.?789/);
    const history = await kit.call(
      'GET',
      recordHistoryPath({ base: '/api/v2/admin', entity: 'cargos', id: cargo.id }),
      kit.member3,
    );
    const created = recordHistoryResponse.parse(history.json()).data.data.at(-1)!;
    expect(created.changes.find((c) => c.field === 'salario_max')?.after).toBe('•••');

    await setSub(memberId, 'cargos', 'ver_salarios', true);
    expect(await read('cargos', cargo.id, kit.member3)).toMatchObject({ salario_min: 4321.5, salario_max: 6789 });
  });
});

describe("a webhook's signing secret", () => {
  it('answers its create once and is never in the row, whoever reads it', async () => {
    const { kit } = suite;
    const res = await kit.call('POST', '/api/v2/admin/integracoes?client_id=3', kit.admin3, {
      nome: 'Webhook mascarado',
      url: 'https://example.com/masked',
      eventos: ['pedido.pago'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const secret = res.json().once.segredo as string;
    expect(secret).toMatch(/^whsec_/);
    const row = await read('integracoes', res.json().data.id, kit.admin3);
    expect(row.nome).toBe('Webhook mascarado');
    expect(JSON.stringify(row)).not.toContain(secret);
    const list = await kit.call('GET', '/api/v2/admin/integracoes?client_id=3&per_page=100', kit.admin3);
    expect(list.body).not.toContain(secret);
  });
});
