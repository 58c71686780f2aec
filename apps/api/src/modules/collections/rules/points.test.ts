import { beforeAll, describe, expect, it } from 'vitest';
import { collectionSuite, pathOf } from '../test-kit.ts';
import { balancesOf } from './points-repo.ts';
import { rulesCalls } from './rules-kit.ts';

// Issue 29, rules (event → effect): points rules are the client's data; a member's act appends the ledger, which
// moves the balance, the level and the badges; the ledger is append-only; a recalculation rebuilds what is kept.

const suite = collectionSuite();
let r: ReturnType<typeof rulesCalls>;
let member: number;
let member6: number;

beforeAll(async () => {
  r = rulesCalls(suite.kit);
  member = await suite.kit.idOf('member@asta.demo');
  member6 = (
    await suite.kit.db
      .selectFrom('users')
      .select('id')
      .where('client_id', '=', 6)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  await r.quietRules(3);
  await r.quietRules(6);
});

describe('points rules', () => {
  it('a check-in earns the active rule of its action, within its daily limit', async () => {
    const rule = await r.rule(3, { acao: 'checkin', pontos: 15, limite_diario: 2 });
    const before = await r.balance(3, member);
    for (let i = 0; i < 3; i += 1) expect((await r.checkIn(3, member)).statusCode).toBe(201);
    const entries = await r.entriesOf(3, member, rule.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ pontos: 15, origem: 'regra', regra_id: rule.id, data: r.today() });
    expect(await r.balance(3, member)).toBe(before + 30);
    expect(await r.balance(3, member)).toBe(await r.ledgerSum(3, member));
    await suite.kit.call('PUT', pathOf('regras-pontos', { id: rule.id }), suite.kit.admin3, { ativo: false });
  });

  it('scores only within its validity period, and an inactive rule never', async () => {
    const day = r.today();
    const past = await r.rule(3, { acao: 'checkin', pontos: 7, inicio: '2020-01-01', fim: '2020-12-31' });
    const future = await r.rule(3, { acao: 'checkin', pontos: 8, inicio: '2099-01-01' });
    const off = await r.rule(3, { acao: 'checkin', pontos: 9, ativo: false });
    const now = await r.rule(3, { acao: 'checkin', pontos: 11, inicio: day, fim: day });
    expect((await r.checkIn(3, member)).statusCode).toBe(201);
    for (const rule of [past, future, off]) expect(await r.entriesOf(3, member, rule.id)).toHaveLength(0);
    expect(await r.entriesOf(3, member, now.id)).toHaveLength(1);
    await suite.kit.call('PUT', pathOf('regras-pontos', { id: now.id }), suite.kit.admin3, { ativo: false });
  });

  it("feed posts, comments and likes score the member's rules", async () => {
    const post = await r.rule(3, { acao: 'publicar', pontos: 20 });
    const comment = await r.rule(3, { acao: 'comentar', pontos: 5 });
    const like = await r.rule(3, { acao: 'curtir', pontos: 1 });
    const made = await suite.kit.post(suite.kit.member3, { pasta_id: suite.kit.folders.geral, text: 'Regras em ação' });
    const id = Number(made.id);
    const commented = await suite.kit.call(
      'POST',
      `/api/v2/client/feed/comment/post?feed_itens_id=${id}&comment=Muito%20bom`,
      suite.kit.member3,
    );
    expect(commented.statusCode, commented.body).toBe(201);
    const liked = await suite.kit.call('POST', `/api/v2/client/feed/pasta/item/${id}/like`, suite.kit.member3);
    expect(liked.statusCode, liked.body).toBe(200);
    for (const rule of [post, comment, like]) expect(await r.entriesOf(3, member, rule.id)).toHaveLength(1);
  });

  it("another client's rule never fires", async () => {
    const theirs = await r.rule(6, { acao: 'checkin', pontos: 777 });
    const before = await r.balance(3, member);
    expect((await r.checkIn(3, member)).statusCode).toBe(201);
    expect(await r.balance(3, member)).toBe(before);
    expect((await r.entriesOf(3, member)).some((e) => e.pontos === 777)).toBe(false);
    // In its own client it does.
    expect((await r.checkIn(6, member6)).statusCode).toBe(201);
    expect(await r.entriesOf(6, member6, theirs.id)).toHaveLength(1);
  });
});

describe('the ledger', () => {
  it('is append-only: an entry is never changed nor removed (409, in the reader language)', async () => {
    const entry = await r.api.create(suite.kit.admin3, 'pontos', {
      usuario: member,
      pontos: -5,
      motivo: 'Ajuste de teste',
      origem: 'ajuste',
      data: r.today(),
    });
    const changed = await suite.kit.call('PUT', pathOf('pontos', { id: entry.id }), suite.kit.admin3, { pontos: 50 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, message: expect.stringContaining('registre um ajuste') });
    const removed = await suite.kit.app.inject({
      method: 'DELETE',
      url: pathOf('pontos', { id: entry.id }),
      headers: { authorization: `Bearer ${suite.kit.admin3}`, 'accept-language': 'en' },
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('record an adjustment');
    const meta = await suite.kit.call('GET', '/api/v2/admin/sys/collections?entities=pontos', suite.kit.admin3);
    expect(meta.json().data[0].can).toMatchObject({ criar: true, editar: false, excluir: false });
    expect(meta.json().data[0].actions.map((a: { name: string }) => a.name)).toContain('recalcular');
  });

  it('moves levels and awards badges by their criteria, once each', async () => {
    // A plausible start: an adjustment brings the member to at least 100 points.
    const start = await r.balance(3, member);
    if (start < 100)
      await r.api.create(suite.kit.admin3, 'pontos', {
        usuario: member,
        pontos: 100 - start,
        motivo: 'Ajuste inicial do teste',
        origem: 'ajuste',
        data: r.today(),
      });
    const balance = await r.balance(3, member);
    expect(balance).toBeGreaterThanOrEqual(100);
    const level = await r.api.create(suite.kit.admin3, 'niveis', {
      nome: `Nível de teste ${Date.now().toString(36)}`,
      ordem: 900 + (Date.now() % 90),
      pontos_minimos: balance + 40,
    });
    const rich = await r.api.create(suite.kit.admin3, 'conquistas', {
      nome: `Rico ${Date.now().toString(36)}`,
      tipo_criterio: 'pontos',
      minimo: balance + 30,
    });
    const leveled = await r.api.create(suite.kit.admin3, 'conquistas', {
      nome: `Subiu ${Date.now().toString(36)}`,
      tipo_criterio: 'nivel',
      nivel_id: level.id,
    });
    const visitor = await r.api.create(suite.kit.admin3, 'conquistas', {
      nome: `Frequente ${Date.now().toString(36)}`,
      tipo_criterio: 'acao',
      acao: 'checkin',
      minimo: 2,
    });
    const checkin = await r.rule(3, { acao: 'checkin', pontos: 25 });
    const held = async (badge: number) =>
      (await r.api.list(suite.kit.admin3, 'conquistas-usuario', { usuario: member }, { conquista_id: badge })).data
        .length;
    expect((await r.checkIn(3, member)).statusCode).toBe(201);
    expect([await held(rich.id), await held(leveled.id)]).toEqual([0, 0]);
    expect((await r.checkIn(3, member)).statusCode).toBe(201);
    expect([await held(rich.id), await held(leveled.id), await held(visitor.id)]).toEqual([1, 1, 1]);
    expect((await r.checkIn(3, member)).statusCode).toBe(201);
    expect([await held(rich.id), await held(leveled.id), await held(visitor.id)]).toEqual([1, 1, 1]);
    expect(await r.level(3, member)).toBe(level.id);
    await suite.kit.call('PUT', pathOf('regras-pontos', { id: checkin.id }), suite.kit.admin3, { ativo: false });
  });

  it('a recalculation rebuilds the balances from the ledger, equal to the live ones', async () => {
    const live = await balancesOf(suite.kit.db, 3);
    expect(live.length).toBeGreaterThan(1);
    for (const row of live.slice(0, 5)) expect(row.points).toBe(await r.ledgerSum(3, row.user_id));
    const entry = (await r.entriesOf(3, member))[0]!;
    let body: Record<string, unknown> = {};
    for (let step = 0; step < 20; step += 1) {
      const res = await r.act('pontos', 'recalcular', Number(entry.id), body);
      expect(res.statusCode, res.body).toBe(200);
      const next = res.json().data.report.next as number | null;
      if (next === null) break;
      body = { cursor: next };
    }
    expect(await balancesOf(suite.kit.db, 3)).toEqual(live);
  });
});
