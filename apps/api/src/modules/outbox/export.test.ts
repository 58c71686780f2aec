import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItem } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { download, lastExportAudit, readCsv, readXlsx } from '../../platform/export/test-kit.ts';

/** GET /api/v2/admin/outbox?format=xlsx|csv: the outbox as platform administrators list it, every page of it. */

let kit: TestKit;

beforeAll(async () => {
  kit = await testKit();
  const base = Date.parse('2025-05-02T10:00:00Z');
  await kit.db
    .insertInto('outbox')
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        client_id: i < 4 ? 3 : 6,
        to: `planilha${i}@exemplo.com`,
        subject: `Boas-vindas ${i}; "teste"`,
        html: '<p>segredo</p>',
        text: 'segredo',
        created_at: new Date(base + Math.min(i, 3) * 60_000).toISOString(),
        sent_at: i % 2 ? new Date(base + i * 60_000 + 5_000).toISOString() : null,
        error: i === 2 ? 'SMTP recusou' : null,
      })),
    )
    .execute();
});
afterAll(() => kit.close());

async function listed(query: string): Promise<OutboxItem[]> {
  const res = await kit.call('GET', `/api/v2/admin/outbox?per_page=100&${query}`, kit.operator);
  expect(res.statusCode).toBe(200);
  return res.json().data.data as OutboxItem[];
}

const wall = (iso: string | null) => (iso === null ? null : new Date(Date.parse(iso) - 3 * 3_600_000));

describe('outbox export', () => {
  it('xlsx: every mail the filters match, newest first, times as dates; bodies stay out', async () => {
    const items = await listed('to=planilha');
    expect(items).toHaveLength(6);
    const file = await readXlsx(
      (await download(kit, '/api/v2/admin/outbox?to=planilha&per_page=2', kit.operator)).rawPayload,
    );
    expect(file.header).toEqual([
      'Código',
      'Cliente',
      'Destinatário',
      'Assunto',
      'Criado em (horário de Brasília)',
      'Enviado em (horário de Brasília)',
      'Erro',
    ]);
    expect(file.rows.map((r) => [r[0], r[2], r[3], r[4], r[5], r[6]])).toEqual(
      items.map((m) => [m.id, m.to, m.subject, wall(m.created_at), wall(m.sent_at), m.error]),
    );
    expect(file.rows.flat().join(' ')).not.toContain('segredo');
    expect(file.about).toMatchObject({ Destinatário: 'planilha', Linhas: '6' });
  });

  it('csv narrowed to one client names it, and holds only its mails', async () => {
    const items = await listed('to=planilha&client=3');
    const [, ...rows] = readCsv(
      (await download(kit, '/api/v2/admin/outbox?to=planilha&client=3', kit.operator, 'csv')).body,
    );
    expect(rows.map((r) => Number(r[0]))).toEqual(items.map((m) => m.id));
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['Asta']));
    expect(rows.find((r) => r[6])?.[6]).toBe('SMTP recusou');
    expect((await lastExportAudit(kit, 'outbox.export'))?.after).toEqual({
      format: 'csv',
      filters: { client: 3, to: 'planilha' },
      rows: 4,
    });
  });

  it('is for platform administrators only', async () => {
    expect((await kit.call('GET', '/api/v2/admin/outbox?format=xlsx', kit.admin3)).statusCode).toBe(403);
  });
});
