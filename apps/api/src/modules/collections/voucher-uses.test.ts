import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES } from './hooks/usos-voucher.ts';
import { collectionSuite, pathOf } from './test-kit.ts';

// Issue 28: a voucher's limit of uses, its "Ativo" and its validity are rules, not labels: a use that would pass them
// is refused (409 on the use), and a refunded use gives its place back.

const suite = collectionSuite();
let serial = 0;

const voucher = (extra: Record<string, unknown>) =>
  suite.api.create(suite.kit.admin3, 'vouchers', {
    codigo: `LIM${Date.now().toString(36).slice(-5).toUpperCase()}${(serial += 1)}`,
    tipo: 'percentual',
    percentual: 10,
    ...extra,
  });

const use = async (voucherId: number, body: Record<string, unknown> = {}) =>
  suite.kit.call('POST', pathOf('usos-voucher', { params: { voucher_id: voucherId } }), suite.kit.admin3, {
    usuario: await suite.kit.idOf('member@asta.demo'),
    usado_em: '2026-06-10T12:00:00.000Z',
    origem: 'loja',
    status: 'aplicado',
    ...body,
  });

const usesOf = async (id: number) =>
  (await suite.kit.call('GET', pathOf('vouchers', { id }), suite.kit.admin3)).json().data.usos as number;

describe("a voucher's uses", () => {
  it("stop at its limit (409, in the reader's language); a refunded use frees a place", async () => {
    const { id } = await voucher({ limite_usos: 2 });
    expect((await use(id)).statusCode).toBe(201);
    const second = await use(id);
    expect(second.statusCode, second.body).toBe(201);
    const third = await use(id);
    expect(third.statusCode).toBe(409);
    expect(third.json().errors).toEqual({ status: [VOUCHER_MESSAGES.limit] });
    const member = await suite.kit.idOf('member@asta.demo');
    const inEnglish = await suite.kit.app.inject({
      method: 'POST',
      url: pathOf('usos-voucher', { params: { voucher_id: id } }),
      headers: { authorization: `Bearer ${suite.kit.admin3}`, 'accept-language': 'en' },
      payload: { usuario: member, usado_em: '2026-06-10T12:00:00.000Z', status: 'aplicado' },
    });
    expect(inEnglish.json().errors).toEqual({ status: ['This voucher has reached its limit of uses.'] });
    expect(await usesOf(id)).toBe(2);

    // A refunded use is kept, not counted; then a new one fits again, and the refunded one may not come back.
    const refunded = await suite.kit.call(
      'PUT',
      pathOf('usos-voucher', { id: Number(second.json().data.id) }),
      suite.kit.admin3,
      { status: 'estornado' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await usesOf(id)).toBe(1);
    expect((await use(id)).statusCode).toBe(201);
    const back = await suite.kit.call(
      'PUT',
      pathOf('usos-voucher', { id: Number(second.json().data.id) }),
      suite.kit.admin3,
      { status: 'aplicado' },
    );
    expect(back.statusCode).toBe(409);
    expect(await usesOf(id)).toBe(2);
  });

  it('need an active voucher, used within its validity; a refunded use is recorded whatever they say', async () => {
    const inactive = await voucher({ ativo: false });
    expect((await use(inactive.id)).json().errors).toEqual({ status: [VOUCHER_MESSAGES.inactive] });
    const dated = await voucher({ valido_de: '2026-06-01', valido_ate: '2026-06-30' });
    expect((await use(dated.id, { usado_em: '2026-06-30T20:00:00.000Z' })).statusCode).toBe(201);
    const late = await use(dated.id, { usado_em: '2026-07-01T09:00:00.000Z' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors).toEqual({ usado_em: [VOUCHER_MESSAGES.outside] });
    expect((await use(inactive.id, { status: 'estornado' })).statusCode).toBe(201);
    expect(await usesOf(dated.id)).toBe(1);
  });
});
