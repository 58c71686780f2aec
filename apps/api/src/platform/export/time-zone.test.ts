import { collectionByEntity } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, type TestKit } from '../../test/kit.ts';
import { readXlsx } from './test-kit.ts';

/**
 * Exported date-times are the client's wall-clock time, as the screen shows them (issue 27): an order placed at
 * 26/11/2026 11:00 UTC reads 08:00 in São Paulo (the default) and 07:00 once the client's time zone is Manaus; so does
 * a report's date-time column (the events report's start).
 */

let kit: TestKit;
let orderNumber = '';

beforeAll(async () => {
  kit = await testKit();
  const def = collectionByEntity('pedidos')!;
  const first = (name: string) => def.fields.find((f) => f.name === name)!.options![0].value;
  const res = await kit.call('POST', '/api/v2/admin/pedidos', kit.admin3, {
    cliente: await kit.idOf('member@asta.demo'),
    realizado_em: '2026-11-26T11:00:00.000Z',
    frete: 10,
    status_pagamento: first('status_pagamento'),
    status_entrega: first('status_entrega'),
  });
  expect(res.statusCode, res.body).toBe(201);
  // The order's number is the platform's (a sequence): the export below searches for it.
  orderNumber = res.json().data.numero as string;
  const event = await kit.call('POST', '/api/v2/admin/eventos', kit.admin3, {
    titulo: EVENT,
    modalidade: collectionByEntity('eventos')!.fields.find((f) => f.name === 'modalidade')!.options![0].value,
    inicio: '2031-03-10T11:00:00.000Z',
  });
  expect(event.statusCode, event.body).toBe(201);
});
afterAll(() => kit.close());

const EVENT = 'Corrida do fuso';

/** The events report's 'Início' cell of the event above, exported as xlsx. */
async function eventStart(): Promise<unknown> {
  const res = await kit.call(
    'GET',
    '/api/v2/admin/relatorios/eventos?client_id=3&from=2031-03-01&to=2031-03-31&format=xlsx',
    kit.admin3,
  );
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const file = await readXlsx(res.rawPayload);
  const row = file.rows.find((cells) => cells[0] === EVENT);
  expect(row, JSON.stringify(file.rows)).toBeDefined();
  return row![file.header.indexOf('Início')];
}

async function placedAt(): Promise<{ cell: unknown; about: Record<string, string> }> {
  const res = await kit.call('GET', `/api/v2/admin/pedidos?search=${orderNumber}&format=xlsx`, kit.admin3);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const file = await readXlsx(res.rawPayload);
  const column = file.header.indexOf('Realizado em');
  expect(file.rows).toHaveLength(1);
  return { cell: file.rows[0][column], about: file.about };
}

const setZone = (zone: string) =>
  kit.call('POST', '/api/v21/admin/asap-client/update-config?client_id=3', kit.admin3, {
    client_id: 3,
    config: { time_zone: zone },
  });

describe('date-times in exports', () => {
  it('are written at São Paulo’s time by default, as the list shows them', async () => {
    const { cell, about } = await placedAt();
    expect(cell).toEqual(new Date('2026-11-26T08:00:00.000Z'));
    expect(Object.keys(about)).toContain('Exportado em (horário de Brasília)');
    // A report's date-times too: the event starting at 11:00 UTC reads 08:00.
    expect(await eventStart()).toEqual(new Date('2031-03-10T08:00:00.000Z'));
  });

  it('follow the client’s time zone setting, and refuse a name that is not an IANA zone', async () => {
    for (const wrong of ['UTC-3', 'Brasília', 'America/Nowhere'])
      expect((await setZone(wrong)).statusCode, wrong).toBe(422);
    const res = await setZone('America/Manaus');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.time_zone).toBe('America/Manaus');
    const { cell, about } = await placedAt();
    expect(cell).toEqual(new Date('2026-11-26T07:00:00.000Z'));
    expect(Object.keys(about)).toContain('Exportado em (America/Manaus)');
    expect(await eventStart()).toEqual(new Date('2031-03-10T07:00:00.000Z'));
  });
});
