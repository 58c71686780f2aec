import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditItem } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, grantWithoutExport, lastExportAudit, readCsv, readXlsx } from '../../platform/export/test-kit.ts';

/** GET /api/v2/admin/permission/audit/{id}?format=xlsx|csv: a user's whole permission trail, as the screen lists it. */

let kit: TestKit;
let memberId: number;
let anaId: number;
let adminName: string;

beforeAll(async () => {
  kit = await testKit();
  [memberId, anaId] = await Promise.all(['member@asta.demo', 'ana@asta.demo'].map(kit.idOf));
  adminName = (
    await kit.db.selectFrom('users').select('name').where('email', '=', 'admin@asta.demo').executeTakeFirstOrThrow()
  ).name;
  const moduleUrl = (tag: string) => `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=${tag}`;
  for (const [tag, body] of [
    ['vagas', { enabled: true, platform: '["web"]' }],
    ['vagas', { enabled: false }],
    ['forum', { enabled: true }],
  ] as const) {
    const res = await kit.call('POST', moduleUrl(tag), kit.admin3, body);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => kit.close());

async function trail(userId: number): Promise<AuditItem[]> {
  const res = await kit.call('GET', `/api/v2/admin/permission/audit/${userId}?per_page=100`, kit.admin3);
  expect(res.statusCode).toBe(200);
  return res.json().data.data as AuditItem[];
}

const wall = (iso: string) => new Date(Math.floor((Date.parse(iso) - 3 * 3_600_000) / 1000) * 1000);

describe('permission trail export', () => {
  it('xlsx: every entry newest first, when and who as the trail, actions and values in words', async () => {
    const items = await trail(memberId);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const file = await readXlsx(
      (await download(kit, `/api/v2/admin/permission/audit/${memberId}?per_page=1`, kit.admin3)).rawPayload,
    );
    expect(file.header).toEqual(['Quando (horário de Brasília)', 'Quem', 'Ação', 'Antes', 'Depois']);
    expect(file.rows).toHaveLength(items.length);
    expect(file.rows.map((r) => [(r[0] as Date).getTime(), r[1]])).toEqual(
      items.map((i) => [wall(i.at).getTime(), i.actor?.name ?? null]),
    );
    const [forum, off] = file.rows;
    expect(forum.slice(2)).toEqual(['Módulo concedido', null, 'Permissão: forum; Ativo: Sim; Plataformas: —']);
    expect(off.slice(2)).toEqual([
      'Módulo alterado',
      'Permissão: vagas; Ativo: Sim; Plataformas: ["web"]',
      'Permissão: vagas; Ativo: Não; Plataformas: ["web"]',
    ]);
    expect(file.about).toMatchObject({
      Usuário: expect.any(String),
      'Exportado por': adminName,
      Linhas: String(items.length),
    });
  });

  it('csv, audited under its own entity (the trail it exports stays as it was)', async () => {
    const before = (await trail(memberId)).length;
    const [header, ...rows] = readCsv(
      (await download(kit, `/api/v2/admin/permission/audit/${memberId}`, kit.admin3, 'csv')).body,
    );
    expect(header[2]).toBe('Ação');
    expect(rows).toHaveLength(before);
    expect(rows[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect((await trail(memberId)).length).toBe(before);
    expect(await lastExportAudit(kit, 'permission_audit.export')).toMatchObject({
      client_id: 3,
      after: { format: 'csv', filters: { user_id: memberId }, rows: before },
    });
  });

  it('answers 404 for another client’s user, 403 without permissoes.exportar', async () => {
    const foreign = await kit.idOf('ana@fitness-link.demo');
    expect(
      (await kit.call('GET', `/api/v2/admin/permission/audit/${foreign}?format=xlsx`, kit.admin3)).statusCode,
    ).toBe(404);
    await grantWithoutExport(kit, anaId, 'permissoes');
    const sub = await kit.call(
      'GET',
      `/api/v2/admin/asap-user/permission/module/${anaId}?modulo=permissoes`,
      kit.admin3,
    );
    const id = sub.json().data.permission.id as number;
    expect(
      (
        await kit.call('PUT', `/api/v2/admin/permission/${id}/sub/update`, kit.admin3, {
          tag: 'permissoes.inspecionar',
          enabled: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await kit.call('GET', `/api/v2/admin/permission/audit/${memberId}`, kit.ana3)).statusCode).toBe(200);
    expect((await kit.call('GET', `/api/v2/admin/permission/audit/${memberId}?format=xlsx`, kit.ana3)).statusCode).toBe(
      403,
    );
  });
});
