import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';
import { pathOf } from './test-kit.ts';

/**
 * Rules across fields (issue 28): a period's end may not come before its start, and a field required by another's
 * value; on create, and on update against the stored row.
 */

let kit: TestKit;
beforeAll(async () => {
  kit = await testKit();
});
afterAll(() => kit.close());

const send = (method: 'POST' | 'PUT', body: Record<string, unknown>, id?: number, language?: string) =>
  kit.app.inject({
    method,
    url: pathOf('campanhas', { id }),
    headers: { authorization: `Bearer ${kit.admin3}`, ...(language ? { 'accept-language': language } : {}) },
    payload: body,
  });

const campaign = { nome: 'Campanha de verão', canal: 'email', inicio: '2026-12-01' };

describe('periods', () => {
  it('refuses a create whose end comes before its start, on the end, and takes one ending the day it starts', async () => {
    const early = await send('POST', { ...campaign, fim: '2026-11-30' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ fim: [COLLECTION_MESSAGES.periodEnd] });
    const sameDay = await send('POST', { ...campaign, fim: '2026-12-01' });
    expect(sameDay.statusCode).toBe(201);
    const open = await send('POST', campaign);
    expect(open.statusCode).toBe(201);
  });

  it('checks an end sent alone against the stored start, and a start sent alone against the stored end', async () => {
    const created = await send('POST', { ...campaign, fim: '2026-12-31' });
    const id = created.json().data.id as number;
    const end = await send('PUT', { fim: '2026-11-15' }, id, 'en');
    expect(end.statusCode).toBe(422);
    expect(end.json().errors).toEqual({ fim: ['The end cannot be before the start.'] });
    const start = await send('PUT', { inicio: '2027-01-10' }, id, 'es');
    expect(start.statusCode).toBe(422);
    expect(start.json().errors).toEqual({ fim: ['El fin no puede ser anterior al inicio.'] });
    // Both moved together, and an end taken away, are fine; nothing refused was written.
    expect((await send('PUT', { inicio: '2027-01-10', fim: '2027-02-10' }, id)).statusCode).toBe(200);
    expect((await send('PUT', { fim: null }, id)).statusCode).toBe(200);
    const read = await kit.app.inject({
      method: 'GET',
      url: pathOf('campanhas', { id }),
      headers: { authorization: `Bearer ${kit.admin3}` },
    });
    expect(read.json().data).toMatchObject({ inicio: '2027-01-10', fim: null });
  });

  it('asks a voucher turned into a fixed amount for its amount, the stored percent being no answer', async () => {
    const headers = { authorization: `Bearer ${kit.admin3}`, 'accept-language': 'en' };
    const created = await kit.app.inject({
      method: 'POST',
      url: pathOf('vouchers'),
      headers,
      payload: { codigo: `VERAO${Date.now()}`, tipo: 'percentual', percentual: 10 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const turned = await kit.app.inject({
      method: 'PUT',
      url: pathOf('vouchers', { id }),
      headers,
      payload: { tipo: 'valor' },
    });
    expect(turned.statusCode).toBe(422);
    expect(turned.json().errors).toEqual({ valor_desconto: ['Required field.'] });
    const withAmount = await kit.app.inject({
      method: 'PUT',
      url: pathOf('vouchers', { id }),
      headers,
      payload: { tipo: 'valor', valor_desconto: 25 },
    });
    expect(withAmount.statusCode).toBe(200);
  });
});
