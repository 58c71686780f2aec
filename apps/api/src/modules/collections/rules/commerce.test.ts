import { beforeAll, describe, expect, it } from 'vitest';
import { collectionSuite, pathOf } from '../test-kit.ts';
import { rulesCalls } from './rules-kit.ts';

// Issue 29, rules: a redemption debits the balance and the reward's stock in one transaction or is refused; an
// order paid takes its items out of stock and a refund puts them back, once each; an enrolment concluded issues
// its course's certificate, once.

const suite = collectionSuite();
let r: ReturnType<typeof rulesCalls>;
let member: number;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;
const read = async (entity: string, id: number) =>
  (await suite.kit.call('GET', pathOf(entity, { id }), suite.kit.admin3)).json().data;
const put = (entity: string, id: number, body: Record<string, unknown>) =>
  suite.kit.call('PUT', pathOf(entity, { id }), suite.kit.admin3, body);

beforeAll(async () => {
  r = rulesCalls(suite.kit);
  member = await suite.kit.idOf('ana@asta.demo');
  // A plausible balance to spend: an adjustment up to 500 points.
  const start = await r.balance(3, member);
  await r.api.create(suite.kit.admin3, 'pontos', {
    usuario: member,
    pontos: 500 - start || 1,
    motivo: 'Ajuste para o teste de resgates',
    origem: 'ajuste',
    data: r.today(),
  });
});

const reward = (pontos: number, estoque: number | null) =>
  r.api.create(suite.kit.admin3, 'loja-pontos', { nome: `Recompensa ${unique()}`, pontos, estoque, tipo: 'produto' });

const redeem = (recompensa_id: number, quantidade = 1) =>
  suite.kit.call('POST', pathOf('resgates'), suite.kit.admin3, {
    codigo: `R${unique()}`.slice(0, 20),
    usuario: member,
    recompensa_id,
    quantidade,
    solicitado_em: new Date().toISOString(),
  });

describe('a redemption', () => {
  it("debits the balance and the reward's stock together, and a cancellation gives both back", async () => {
    const before = await r.balance(3, member);
    const prize = await reward(60, 5);
    const done = await redeem(prize.id, 2);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.pontos).toBe(120);
    expect(await r.balance(3, member)).toBe(before - 120);
    expect((await read('loja-pontos', prize.id)).estoque).toBe(3);
    const debit = (await r.entriesOf(3, member)).find((e) => e.origem === 'resgate' && e.pontos === -120);
    expect(debit).toBeDefined();
    const cancelled = await put('resgates', Number(done.json().data.id), { status: 'cancelado' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await r.balance(3, member)).toBe(before);
    expect((await read('loja-pontos', prize.id)).estoque).toBe(5);
    // Saved again, nothing moves twice.
    expect((await put('resgates', Number(done.json().data.id), { observacoes: 'ok' })).statusCode).toBe(200);
    expect(await r.balance(3, member)).toBe(before);
  });

  it('is refused without the balance (422) or without the stock (409), leaving both as they were', async () => {
    const before = await r.balance(3, member);
    const dear = await reward(before + 1, 10);
    const poor = await redeem(dear.id);
    expect(poor.statusCode).toBe(422);
    expect(poor.json().message).toContain('Saldo de pontos insuficiente');
    expect((await read('loja-pontos', dear.id)).estoque).toBe(10);
    const scarce = await reward(10, 1);
    const empty = await redeem(scarce.id, 2);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toContain('Estoque insuficiente');
    expect(await r.balance(3, member)).toBe(before);
    expect((await read('loja-pontos', scarce.id)).estoque).toBe(1);
  });
});

describe('an order', () => {
  const product = (estoque: number) =>
    r.api.create(suite.kit.admin3, 'produtos', {
      nome: `Produto ${unique()}`,
      sku: `SKU-${unique()}`.toUpperCase(),
      preco: 25,
      estoque,
    });
  const order = async (lines: [number, number][]) => {
    const made = await r.api.create(suite.kit.admin3, 'pedidos', {
      cliente: member,
      realizado_em: new Date().toISOString(),
    });
    for (const [produto_id, quantidade] of lines)
      await r.api.create(
        suite.kit.admin3,
        'itens-pedido',
        { descricao: 'Item', produto_id, quantidade, preco_unitario: 25 },
        { pedido_id: made.id },
      );
    return made.id;
  };
  const stock = async (id: number) => Number((await read('produtos', id)).estoque);

  it('paid takes its items out of stock and refunded puts them back, once each', async () => {
    const a = await product(10);
    const b = await product(4);
    const id = await order([
      [a.id, 3],
      [b.id, 1],
      [a.id, 2],
    ]);
    expect((await put('pedidos', id, { status_pagamento: 'pago' })).statusCode).toBe(200);
    expect([await stock(a.id), await stock(b.id)]).toEqual([5, 3]);
    expect((await put('pedidos', id, { observacoes: 'salvo de novo' })).statusCode).toBe(200);
    expect((await put('pedidos', id, { status_pagamento: 'pago' })).statusCode).toBe(200);
    expect([await stock(a.id), await stock(b.id)]).toEqual([5, 3]);
    expect((await put('pedidos', id, { status_pagamento: 'estornado' })).statusCode).toBe(200);
    expect([await stock(a.id), await stock(b.id)]).toEqual([10, 4]);
    expect((await put('pedidos', id, { observacoes: 'estornado e salvo' })).statusCode).toBe(200);
    expect([await stock(a.id), await stock(b.id)]).toEqual([10, 4]);
  });

  it('cannot be paid beyond the stock (409), and a refund may keep the stock as it is', async () => {
    const a = await product(2);
    const tooMany = await order([[a.id, 3]]);
    const refused = await put('pedidos', tooMany, { status_pagamento: 'pago' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Estoque insuficiente');
    expect(await stock(a.id)).toBe(2);
    const kept = await order([[a.id, 1]]);
    expect((await put('pedidos', kept, { status_pagamento: 'pago' })).statusCode).toBe(200);
    const refunded = await r.act('pedidos', 'estornar', kept, {
      input: { motivo: 'Extraviado', repor_estoque: false },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await stock(a.id)).toBe(1);
  });
});

describe('an enrolment concluded', () => {
  it("issues its course's certificate with a verification code, once per member and course", async () => {
    const learner = await suite.kit.idOf('member@asta.demo');
    const held = async (curso_id: number) =>
      (await r.api.list(suite.kit.admin3, 'certificados', { titular: learner, curso_id })).data;
    // A course the member holds no certificate of yet.
    const courses = (await r.api.list(suite.kit.admin3, 'cursos', { per_page: 50 })).data;
    let course = courses[0]!;
    for (const candidate of courses)
      if (!(await held(Number(candidate.id))).length) {
        course = candidate;
        break;
      }
    expect(await held(Number(course.id))).toHaveLength(0);
    const cohort = async () =>
      r.api.create(suite.kit.admin3, 'turmas', {
        nome: `Turma ${unique()}`,
        codigo: `T${unique()}`.toUpperCase().slice(0, 20),
        curso_id: course.id,
        inicio: '2026-01-10',
        fim: '2026-03-10',
      });
    for (const turma of [await cohort(), await cohort()]) {
      const enrolment = await r.api.create(
        suite.kit.admin3,
        'matriculas',
        { participante: learner, matriculado_em: '2026-01-10', status: 'ativa' },
        { turma_id: turma.id },
      );
      const concluded = await put('matriculas', enrolment.id, { status: 'concluida', progresso: 100 });
      expect(concluded.statusCode, concluded.body).toBe(200);
    }
    const issued = await held(Number(course.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ status: 'valido', codigo_verificacao: expect.stringMatching(/^CERT-/) });
  });
});
