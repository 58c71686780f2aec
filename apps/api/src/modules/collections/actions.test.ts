import { describe, expect, it } from 'vitest';
import { ACTIONS_SEGMENT } from '@console/contract';
import { collectionSuite, pathOf, type Query } from './test-kit.ts';

/**
 * Declared actions (issue 28): offered in the metadata to who holds their sub-tag, run on a row or a selection through
 * the write path (its workflow, figures and audit), refused where they do not apply, and audited. Both engines.
 */

const suite = collectionSuite();
const act = (
  entity: string,
  name: string,
  body: unknown,
  options: { id?: number; params?: Query; token?: string } = {},
) =>
  suite.kit.app.inject({
    method: 'POST',
    url: `${pathOf(entity, { id: options.id, params: options.params })}/${ACTIONS_SEGMENT}/${name}`,
    headers: { authorization: `Bearer ${options.token ?? suite.kit.admin3}` },
    payload: body as Record<string, unknown>,
  });
const read = async (entity: string, id: number) =>
  (await suite.kit.call('GET', pathOf(entity, { id }), suite.kit.admin3)).json().data;

describe('declared actions', () => {
  it('are offered to the administrator in the metadata, with their input form', async () => {
    const res = await suite.kit.call(
      'GET',
      '/api/v2/admin/sys/collections?entities=pedidos,inscricoes',
      suite.kit.admin3,
    );
    const byEntity = Object.fromEntries(
      (res.json().data as { entity: string; actions: { name: string; input: { name: string }[] }[] }[]).map((m) => [
        m.entity,
        m.actions,
      ]),
    );
    expect(byEntity.inscricoes.map((a) => a.name)).toEqual(['check_in']);
    expect(byEntity.pedidos[0]).toMatchObject({ name: 'estornar' });
    expect(byEntity.pedidos[0].input.map((f) => f.name)).toEqual(['motivo', 'repor_estoque']);
  });

  it("check a confirmed registration in (its workflow's move stamps the moment), audited; not a pending one", async () => {
    const event = await suite.api.create(suite.kit.admin3, 'eventos', {
      titulo: 'Aulão com check-in',
      inicio: '2026-12-12T12:00:00Z',
      capacidade: 10,
      status: 'inscricoes_abertas',
    });
    const register = (n: number, status: string) =>
      suite.api.create(
        suite.kit.admin3,
        'inscricoes',
        { nome: `Presença ${n}`, email: `presenca${n}@acao.test`, status },
        { evento_id: event.id },
      );
    const confirmed = await register(1, 'confirmada');
    const pending = await register(2, 'pendente');
    const done = await act('inscricoes', 'check_in', {}, { id: confirmed.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.row).toMatchObject({ status: 'presente' });
    expect(done.json().data.report).toBeUndefined();
    expect(done.json().data.row.check_in).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await suite.kit.audits('inscricoes', confirmed.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['inscricoes.transition', 'inscricoes.check_in']),
    );
    // Still counted as a seat taken.
    expect(await read('eventos', event.id)).toMatchObject({ inscritos: 1 });
    const refused = await act('inscricoes', 'check_in', {}, { id: pending.id });
    expect(refused.statusCode).toBe(409);
    expect((await read('inscricoes', pending.id)).status).toBe('pendente');
  });

  it('approve a selection of testimonials, reporting the one it does not apply to', async () => {
    const make = (n: number) =>
      suite.api.create(suite.kit.admin3, 'depoimentos', {
        autor_nome: `Autora ${n}`,
        texto: 'Ótimo!',
        status: 'pendente',
      });
    const [a, b] = [await make(1), await make(2)];
    const first = await act('depoimentos', 'aprovar', { ids: [a.id] });
    expect(first.json().data).toEqual({ done: [a.id], failed: [] });
    const bulk = await act('depoimentos', 'aprovar', { ids: [a.id, b.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.done).toEqual([b.id]);
    expect(bulk.json().data.failed).toEqual([{ id: a.id, message: 'Esta ação não se aplica a este registro.' }]);
    expect(await read('depoimentos', b.id)).toMatchObject({ status: 'aprovado' });
    expect((await read('depoimentos', b.id)).aprovado_em).toBeTruthy();
  });

  it("refund a paid order, restocking each line's quantity; its reason is required", async () => {
    const product = (await suite.api.list(suite.kit.admin3, 'produtos', { per_page: 1 })).data[0];
    const stock = Number(product.estoque);
    const order = await suite.api.create(suite.kit.admin3, 'pedidos', {
      cliente: await suite.kit.idOf('member@asta.demo'),
      realizado_em: '2026-05-01T12:00:00Z',
    });
    await suite.api.create(
      suite.kit.admin3,
      'itens-pedido',
      { descricao: 'Garrafa', produto_id: product.id, quantidade: 3, preco_unitario: 20 },
      { pedido_id: order.id },
    );
    const paid = await suite.kit.call('PUT', pathOf('pedidos', { id: order.id }), suite.kit.admin3, {
      status_pagamento: 'pago',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Paid takes the line out of stock (issue 29's rules); the refund puts it back.
    expect(Number((await read('produtos', Number(product.id))).estoque)).toBe(stock - 3);
    const missing = await act('pedidos', 'estornar', {}, { id: order.id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['motivo']);
    const refunded = await act('pedidos', 'estornar', { input: { motivo: 'Produto com defeito' } }, { id: order.id });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.row).toMatchObject({ status_pagamento: 'estornado', status_entrega: 'cancelado' });
    expect(Number((await read('produtos', Number(product.id))).estoque)).toBe(stock);
  });

  it('need their sub-tag (403) and answer 404 for an action the collection does not have', async () => {
    const topic = (await suite.api.list(suite.kit.admin3, 'topicos-forum', { per_page: 1 })).data[0];
    expect(
      (await act('topicos-forum', 'fechar', {}, { id: Number(topic.id), token: suite.kit.member3 })).statusCode,
    ).toBe(403);
    expect((await act('topicos-forum', 'apagar', {}, { id: Number(topic.id) })).statusCode).toBe(404);
    const closed = await act('topicos-forum', 'fechar', {}, { id: Number(topic.id) });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.row.fechado).toBe(true);
    const badCursor = await act('topicos-forum', 'fechar', { cursor: -1 }, { id: Number(topic.id) });
    expect(badCursor.statusCode).toBe(422);
  });
});
