import { describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@console/contract';
import { collectionSuite, pathOf } from './test-kit.ts';

/**
 * What the platform keeps (issue 28): figures computed from rows in the write's own transaction (an order's total from
 * its items, an event's confirmed registrations), derived statuses, generated values, and the refusal of a write that
 * carries any of them. Both engines (TEST_DB).
 */

const suite = collectionSuite();
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
  language?: string,
) =>
  suite.kit.app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${suite.kit.admin3}`, ...(language ? { 'accept-language': language } : {}) },
    ...(body ? { payload: body } : {}),
  });
const read = async (entity: string, id: number) => (await send('GET', pathOf(entity, { id }))).json().data;

describe("an order's total", () => {
  it('follows its items through creates, updates, moves and deletes, with its discount and shipping', async () => {
    const cliente = await suite.kit.idOf('member@asta.demo');
    const produto = (await suite.api.list(suite.kit.admin3, 'produtos', { per_page: 1 })).data[0].id;
    const order = await suite.api.create(suite.kit.admin3, 'pedidos', {
      cliente,
      realizado_em: '2026-05-01T12:00:00Z',
      frete: 15,
    });
    expect(order).toMatchObject({ subtotal: 0, total: 15 });
    expect(order.numero).toMatch(/^PED-\d{4}-\d{6}$/);
    const item = (quantidade: number, preco_unitario: number, pedido = order.id) =>
      suite.api.create(
        suite.kit.admin3,
        'itens-pedido',
        { descricao: 'Camiseta', produto_id: produto, quantidade, preco_unitario },
        { pedido_id: pedido },
      );
    const first = await item(2, 49.9);
    expect(first.subtotal).toBe(99.8);
    const second = await item(1, 10.05);
    expect(await read('pedidos', order.id)).toMatchObject({ subtotal: 109.85, total: 124.85 });

    const changed = await send('PUT', pathOf('itens-pedido', { id: second.id }), { quantidade: 3, desconto: 0.15 });
    expect(changed.json().data.subtotal).toBe(30);
    const discounted = await send('PUT', pathOf('pedidos', { id: order.id }), { desconto: 9.8 });
    expect(discounted.json().data).toMatchObject({ subtotal: 129.8, total: 135 });

    // An item moved to another order leaves this one's sum and joins the other's.
    const other = await suite.api.create(suite.kit.admin3, 'pedidos', {
      cliente,
      realizado_em: '2026-05-02T12:00:00Z',
    });
    await send('PUT', pathOf('itens-pedido', { id: first.id }), { pedido_id: other.id });
    expect(await read('pedidos', order.id)).toMatchObject({ subtotal: 30, total: 35.2 });
    expect(await read('pedidos', other.id)).toMatchObject({ subtotal: 99.8, total: 99.8 });

    expect((await send('DELETE', pathOf('itens-pedido', { id: second.id }))).statusCode).toBe(200);
    expect(await read('pedidos', order.id)).toMatchObject({ subtotal: 0, total: 5.2 });
  });

  it('is never written by a request: a create or update carrying it answers 422 in the language asked', async () => {
    const cliente = await suite.kit.idOf('member@asta.demo');
    const refused = await send('POST', pathOf('pedidos'), {
      cliente,
      realizado_em: '2026-05-01T12:00:00Z',
      total: 10,
      numero: 'PED-1',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ total: [COLLECTION_MESSAGES.kept], numero: [COLLECTION_MESSAGES.kept] });
    const order = await suite.api.create(suite.kit.admin3, 'pedidos', {
      cliente,
      realizado_em: '2026-05-01T12:00:00Z',
    });
    const update = await send('PUT', pathOf('pedidos', { id: order.id }), { subtotal: null }, 'en');
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toEqual({ subtotal: ['Field computed by the platform: it cannot be sent.'] });
  });

  it('numbers orders in sequence per client and year', async () => {
    const cliente = await suite.kit.idOf('member@asta.demo');
    const numbers = [];
    for (let n = 0; n < 3; n += 1)
      numbers.push(
        (await suite.api.create(suite.kit.admin3, 'pedidos', { cliente, realizado_em: '2026-05-01T12:00:00Z' }))
          .numero as string,
      );
    const [a, b, c] = numbers.map((n) => Number(n.slice(-6)));
    expect([b - a, c - b]).toEqual([1, 1]);
    expect(new Set(numbers.map((n) => n.slice(0, 9))).size).toBe(1);
    // The generated number is part of the order's search key.
    const found = await suite.api.list(suite.kit.admin3, 'pedidos', { search: numbers[1] });
    expect(found.data.map((r) => r.numero)).toEqual([numbers[1]]);
  });
});

describe("an event's registrations", () => {
  const event = (capacidade: number) =>
    suite.api.create(suite.kit.admin3, 'eventos', {
      titulo: `Aulão ${capacidade}`,
      inicio: '2026-12-10T12:00:00Z',
      capacidade,
      status: 'inscricoes_abertas',
    });
  const register = (eventId: number, n: number, status = 'confirmada') =>
    send('POST', pathOf('inscricoes', { params: { evento_id: eventId } }), {
      nome: `Pessoa ${n}`,
      email: `pessoa${n}@inscricao.test`,
      status,
    });

  it('fill the event until it is sold out; the next goes to the waiting list; a freed seat opens it again', async () => {
    const { id } = await event(2);
    const first = (await register(id, 1)).json().data;
    expect(first.codigo).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(await read('eventos', id)).toMatchObject({ inscritos: 1, vagas_restantes: 1, status: 'inscricoes_abertas' });
    await register(id, 2);
    expect(await read('eventos', id)).toMatchObject({ inscritos: 2, vagas_restantes: 0, status: 'esgotado' });

    const third = await register(id, 3);
    expect(third.statusCode).toBe(201);
    expect(third.json().data.status).toBe('lista_espera');
    expect(await read('eventos', id)).toMatchObject({ inscritos: 2, em_espera: 1, status: 'esgotado' });
    // Confirming the waiting one while the event is full is refused, naming why.
    const confirm = await send('PUT', pathOf('inscricoes', { id: third.json().data.id }), { status: 'confirmada' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().errors.status[0]).toMatch(/o limite de 2 foi atingido/);

    await send('PUT', pathOf('inscricoes', { id: first.id }), { status: 'cancelada' });
    expect(await read('eventos', id)).toMatchObject({ inscritos: 1, status: 'inscricoes_abertas' });
    const now = await send('PUT', pathOf('inscricoes', { id: third.json().data.id }), { status: 'confirmada' });
    expect(now.statusCode).toBe(200);
    expect(await read('eventos', id)).toMatchObject({ inscritos: 2, em_espera: 0, status: 'esgotado' });
    // A larger capacity opens it again.
    await send('PUT', pathOf('eventos', { id }), { capacidade: 5 });
    expect(await read('eventos', id)).toMatchObject({ vagas_restantes: 3, status: 'inscricoes_abertas' });
  });

  it('take one registration per e-mail in an event (409), and the same e-mail in another event', async () => {
    const [a, b] = [await event(10), await event(10)];
    expect((await register(a.id, 50)).statusCode).toBe(201);
    const twice = await register(a.id, 50);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ email: [COLLECTION_MESSAGES.together] });
    expect((await register(b.id, 50)).statusCode).toBe(201);
  });

  it('stay exact and within capacity when many confirm at once', async () => {
    const { id } = await event(5);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => register(id, 100 + n)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const statuses = answers.map((a) => a.json().data.status as string);
    expect(statuses.filter((s) => s === 'confirmada')).toHaveLength(5);
    const rows = await suite.api.list(suite.kit.admin3, 'inscricoes', { per_page: 50 }, { evento_id: id });
    expect(rows.data.filter((r) => r.status === 'confirmada')).toHaveLength(5);
    expect(await read('eventos', id)).toMatchObject({ inscritos: 5, em_espera: 7, status: 'esgotado' });
  });
});
