import { describe, expect, it } from 'vitest';
import { ACTIONS_SEGMENT, collectionByEntity, collectionSubs } from '@console/contract';
import { tableOf } from '../../db/collections/layout.ts';
import { systemClock } from '../../platform/clock.ts';
import { copyOf } from './actions/copies.ts';
import { rowById } from './repo.ts';
import { collectionSuite, pathOf, type Query } from './test-kit.ts';
import { collectionWrites } from './write-path.ts';
import { domainEvents } from '../../platform/domain-events.ts';

/**
 * The declared actions that make records (issue 28): a course duplicated with its content, a workout copied to
 * members, a lead converted into a member. Exact copies through the write path (figures, audit), reports, the
 * refusals, 403 without the action's sub-tag and 404 for another client's row. Both engines.
 */

const suite = collectionSuite();
const act = (
  entity: string,
  name: string,
  id: number,
  body: unknown = {},
  options: { token?: string; language?: string } = {},
) =>
  suite.kit.app.inject({
    method: 'POST',
    url: `${pathOf(entity, { id })}/${ACTIONS_SEGMENT}/${name}`,
    headers: {
      authorization: `Bearer ${options.token ?? suite.kit.admin3}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body as Record<string, unknown>,
  });
const read = async (entity: string, id: number) =>
  (await suite.kit.call('GET', pathOf(entity, { id }), suite.kit.admin3)).json().data;
const all = async (entity: string, query: Query = {}, params: Query = {}) =>
  (await suite.api.list(suite.kit.admin3, entity, { per_page: 100, ...query }, params)).data;
const create = (entity: string, body: Record<string, unknown>, params: Query = {}) =>
  suite.api.create(suite.kit.admin3, entity, body, params);

describe('more declared actions', () => {
  it('are offered in the metadata and have their own sub-tags in the permission screens', async () => {
    const res = await suite.kit.call(
      'GET',
      '/api/v2/admin/sys/collections?entities=cursos,treinos,leads',
      suite.kit.admin3,
    );
    const byEntity = Object.fromEntries(
      (res.json().data as { entity: string; actions: { name: string; input: { name: string }[] }[] }[]).map((m) => [
        m.entity,
        m.actions,
      ]),
    );
    expect(byEntity.cursos.map((a) => a.name)).toEqual(['duplicar']);
    expect(byEntity.treinos[0].input.map((f) => f.name)).toEqual(['membros', 'inicio']);
    expect(byEntity.leads[0].input.map((f) => f.name)).toEqual(['enviar_convite']);
    expect(collectionSubs(collectionByEntity('cursos')!)).toContain('duplicar');
    expect(collectionSubs(collectionByEntity('treinos')!)).toContain('copiar');
    expect(collectionSubs(collectionByEntity('leads')!)).toContain('converter');
  });

  it('duplicate a course with its modules, lessons, assessments and questions, as a draft with a free title', async () => {
    const course = await create('cursos', { titulo: 'Curso a duplicar', nivel: 'basico', status: 'publicado' });
    expect((await read('cursos', course.id)).publicado_em).toBeTruthy();
    for (const [n, lessons] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const module = await create('modulos', { titulo: `Módulo ${n}`, ordem: n }, { curso_id: course.id });
      for (let l = 1; l <= lessons; l += 1)
        await create('aulas', { titulo: `Aula ${n}.${l}`, tipo: 'texto', ordem: l }, { modulo_id: module.id });
    }
    const assessment = await create('avaliacoes', { titulo: 'Prova do curso', curso_id: course.id, tipo: 'prova' });
    for (const n of [1, 2])
      await create('questoes', { enunciado: `Questão ${n}`, avaliacoes: [assessment.id], dificuldade: 'media' });
    // A learner's completion is theirs: it is not copied.
    const lesson = (await all('aulas', { search: 'Aula 1.1' })).find((a) => a.titulo === 'Aula 1.1')!;
    await create(
      'conclusoes-aula',
      { usuario: await suite.kit.idOf('member@asta.demo'), concluida_em: '2026-05-01T10:00:00Z' },
      { aula_id: Number(lesson.id) },
    );

    const res = await act('cursos', 'duplicar', course.id);
    expect(res.statusCode, res.body).toBe(200);
    const { row, created } = res.json().data;
    expect(row.id).toBe(course.id);
    expect(created.entity).toBe('cursos');
    expect(created.id).not.toBe(course.id);
    const copy = await read('cursos', created.id);
    expect(copy).toMatchObject({ titulo: 'Curso a duplicar (cópia)', status: 'rascunho', modulos: 2, aulas: 3 });
    expect(copy.publicado_em).toBeNull();
    const modules = await all('modulos', { sort: 'ordem' }, { curso_id: created.id });
    expect(modules.map((m) => m.titulo)).toEqual(['Módulo 1', 'Módulo 2']);
    const lessons = await all('aulas', { sort: 'ordem' }, { modulo_id: Number(modules[0].id) });
    expect(lessons.map((l) => [l.titulo, l.conclusoes])).toEqual([
      ['Aula 1.1', 0],
      ['Aula 1.2', 0],
    ]);
    const assessments = await all('avaliacoes', { curso_id: created.id });
    expect(assessments.map((a) => [a.titulo, a.status])).toEqual([['Prova do curso', 'rascunho']]);
    // The copy uses the bank's same questions: each now serves both assessments.
    const questions = await all('questoes', { avaliacoes: Number(assessments[0].id) });
    expect(questions.map((q) => [q.enunciado, q.avaliacoes]).sort()).toEqual([
      ['Questão 1', [assessment.id, Number(assessments[0].id)]],
      ['Questão 2', [assessment.id, Number(assessments[0].id)]],
    ]);
    // The original keeps its own content; a second copy takes the next free title.
    expect(await read('cursos', course.id)).toMatchObject({ modulos: 2, aulas: 3, status: 'publicado' });
    expect((await all('questoes', { avaliacoes: assessment.id })).length).toBe(2);
    const again = await act('cursos', 'duplicar', course.id);
    expect((await read('cursos', again.json().data.created.id)).titulo).toBe('Curso a duplicar (cópia 2)');
    // Audited: the action on the original (naming the copy), each copied row's creation.
    const onOriginal = await suite.kit.audits('cursos', course.id);
    expect(onOriginal.find((e) => e.action === 'cursos.duplicar')?.after).toMatchObject({
      created: { entity: 'cursos', id: created.id },
    });
    expect((await suite.kit.audits('cursos', created.id)).map((e) => e.action)).toContain('cursos.create');
    expect((await suite.kit.audits('modulos', Number(modules[1].id))).map((e) => e.action)).toEqual(['modulos.create']);
  });

  it('need their sub-tag (403 to a member) and answer 404 for another client', async () => {
    const course = await create('cursos', { titulo: 'Curso de outra organização?', nivel: 'basico' });
    expect((await act('cursos', 'duplicar', course.id, {}, { token: suite.kit.member3 })).statusCode).toBe(403);
    expect((await act('cursos', 'duplicar', course.id, {}, { token: suite.kit.admin6 })).statusCode).toBe(404);
    const lead = await create('leads', { nome: 'Lead alheio', email: 'alheio@lead.test', origem: 'site' });
    expect((await act('leads', 'converter', lead.id, {}, { token: suite.kit.member3 })).statusCode).toBe(403);
    expect((await act('leads', 'converter', lead.id, {}, { token: suite.kit.admin6 })).statusCode).toBe(404);
    expect((await read('leads', lead.id)).status).toBe('novo');
    expect((await all('cursos', { search: 'Curso de outra organização' })).length).toBe(1);
  });

  it("copy a workout with its exercises to members, skipping who holds it; another client's member is refused (422)", async () => {
    const [admin, member, ana, foreign] = await Promise.all(
      ['admin@asta.demo', 'member@asta.demo', 'ana@asta.demo', 'admin@fitness-link.demo'].map(suite.kit.idOf),
    );
    const workout = await create('treinos', {
      titulo: 'Força A/B',
      aluno: admin,
      objetivo: 'forca',
      inicio: '2026-11-01',
      fim: '2026-11-30',
    });
    for (const [n, divisao] of [
      [1, 'A'],
      [2, 'B'],
    ] as const)
      await create(
        'treino-exercicios',
        { nome: `Exercício ${n}`, divisao, ordem: n, series: 3, repeticoes: '12' },
        { treino_id: workout.id },
      );
    // The input's members are checked before the run: one of another client refuses the whole run, on its field.
    const refused = await act('treinos', 'copiar', workout.id, {
      input: { membros: [member, foreign], inicio: '2026-12-01' },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['membros']);
    expect(await all('treinos', { origem_id: workout.id })).toEqual([]);
    const res = await act('treinos', 'copiar', workout.id, {
      input: { membros: [member, ana, admin], inicio: '2026-12-01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.report).toEqual({ total: 3, done: 2, skipped: 1, failed: [], next: null });
    const copies = await all('treinos', { origem_id: workout.id });
    expect(copies.map((c) => Number(c.aluno)).sort()).toEqual([member, ana].sort());
    for (const copy of copies) {
      expect(copy).toMatchObject({ titulo: 'Força A/B', status: 'ativo', inicio: '2026-12-01', fim: '2026-12-30' });
      const steps = await all('treino-exercicios', { sort: 'ordem' }, { treino_id: Number(copy.id) });
      expect(steps.map((s) => [s.nome, s.divisao, s.series])).toEqual([
        ['Exercício 1', 'A', 3],
        ['Exercício 2', 'B', 3],
      ]);
      expect((await suite.kit.audits('treinos', Number(copy.id))).map((e) => e.action)).toEqual(['treinos.create']);
    }
    // Again (and from a copy, which names the same workout): everyone holds it now.
    const twice = await act('treinos', 'copiar', Number(copies[0].id), { input: { membros: [member, ana] } });
    expect(twice.json().data.report).toMatchObject({ total: 2, done: 0, skipped: 2, failed: [] });
    expect((await all('treinos', { origem_id: workout.id })).length).toBe(2);
    // In English, the refusal of a non-member too.
    const english = await act('treinos', 'copiar', workout.id, { input: { membros: [foreign] } }, { language: 'en' });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ membros: ['Record not found in this organisation.'] });
    const none = await act('treinos', 'copiar', workout.id, { input: { membros: [] } });
    expect(none.statusCode).toBe(422);
    expect(
      (await act('treinos', 'copiar', workout.id, { input: { membros: [ana] } }, { token: suite.kit.member3 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await act('treinos', 'copiar', workout.id, { input: { membros: [ana] } }, { token: suite.kit.admin6 }))
        .statusCode,
    ).toBe(404);
  });

  it('convert a lead into a member found in the users list, audited, once', async () => {
    const lead = await create('leads', {
      nome: 'Joana Convertida',
      email: 'Joana.Convertida@lead.test',
      telefone: '(11) 98765-4321',
      origem: 'indicacao',
    });
    const contacted = await suite.kit.call('PUT', pathOf('leads', { id: lead.id }), suite.kit.admin3, {
      status: 'contatado',
    });
    expect(contacted.statusCode, contacted.body).toBe(200);
    const res = await act('leads', 'converter', lead.id);
    expect(res.statusCode, res.body).toBe(200);
    const { row, created } = res.json().data;
    expect(created.entity).toBe('user');
    expect(row).toMatchObject({ status: 'convertido', membro: created.id });
    const users = await suite.kit.call(
      'GET',
      '/api/v2/admin/asap-user/list/users?per_page=5&search=joana.convertida',
      suite.kit.admin3,
    );
    expect(users.json().data.data).toEqual([
      expect.objectContaining({ user_id: created.id, name: 'Joana Convertida', email: 'joana.convertida@lead.test' }),
    ]);
    expect((await suite.kit.audits('user', created.id)).map((e) => e.action)).toEqual(['user.create']);
    expect((await suite.kit.audits('leads', lead.id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['leads.converter', 'leads.transition']),
    );
    // The welcome mail with the set-password link waits in the outbox (no mail server in tests).
    const mails = await suite.kit.db
      .selectFrom('outbox')
      .select('to')
      .where('to', '=', 'joana.convertida@lead.test')
      .execute();
    expect(mails.length).toBe(1);
    const second = await act('leads', 'converter', lead.id);
    expect(second.statusCode).toBe(409);
  });

  it("refuse a lead whose e-mail is a member's (409 naming the member) or that has no e-mail (422)", async () => {
    const taken = await create('leads', { nome: 'Já sou membro', email: 'member@asta.demo', origem: 'site' });
    const pt = await act('leads', 'converter', taken.id);
    expect(pt.statusCode).toBe(409);
    const name = (
      await suite.kit.db
        .selectFrom('users')
        .select('name')
        .where('email', '=', 'member@asta.demo')
        .executeTakeFirstOrThrow()
    ).name;
    expect(pt.json().errors.email).toEqual([`Este e-mail já pertence ao membro ${name}.`]);
    const en = await act('leads', 'converter', taken.id, {}, { language: 'en' });
    expect(en.json().errors.email).toEqual([`This e-mail already belongs to the member ${name}.`]);
    expect((await read('leads', taken.id)).status).toBe('novo');
    const blank = await create('leads', { nome: 'Sem e-mail', origem: 'site' });
    const refused = await act('leads', 'converter', blank.id);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['email']);
    // Without the invitation: the member is made, no mail is written.
    const quiet = await create('leads', { nome: 'Sem convite', email: 'sem.convite@lead.test', origem: 'site' });
    const done = await act('leads', 'converter', quiet.id, { input: { enviar_convite: false } });
    expect(done.statusCode, done.body).toBe(200);
    const mails = await suite.kit.db
      .selectFrom('outbox')
      .select('id')
      .where('to', '=', 'sem.convite@lead.test')
      .execute();
    expect(mails).toEqual([]);
  });

  it('copy a row without what the platform keeps: generated values made anew, figures recounted, stamps cleared', async () => {
    const { kit } = suite;
    const orders = collectionByEntity('pedidos')!;
    const product = Number((await all('produtos', { per_page: 1 }))[0].id);
    const order = await create('pedidos', {
      cliente: await kit.idOf('member@asta.demo'),
      realizado_em: '2026-05-02T12:00:00Z',
    });
    await create(
      'itens-pedido',
      { descricao: 'Camiseta', produto_id: product, quantidade: 2, preco_unitario: 30 },
      { pedido_id: order.id },
    );
    const stored = (await rowById(kit.db, 3, tableOf(orders), order.id))!;
    expect(Number(stored.total)).toBe(6000);
    const values = copyOf(orders, stored);
    expect(values).not.toHaveProperty('numero');
    expect(values).not.toHaveProperty('total');
    expect(values.status_pagamento).toBe('pendente');
    const writes = collectionWrites({
      sql: kit.database.sql,
      clock: systemClock,
      realtime: kit.realtime,
      events: domainEvents(),
    });
    const actor = {
      clientId: 3,
      userId: await kit.idOf('admin@asta.demo'),
      grants: { resource: [], resource_sub: [] },
    };
    const changes = await kit.db
      .transaction()
      .execute(async (trx) => (await writes.create(trx, orders, actor, values)).changes);
    const copy = await read('pedidos', changes[0]!.id);
    expect(copy.numero).toMatch(/^PED-\d{4}-\d{6}$/);
    expect(copy.numero).not.toBe(stored.numero);
    // Its items are not the copy's: its total is its own (none yet).
    expect(copy.total).toBe(0);
    expect((await all('pedidos', { search: String(copy.numero) })).map((p) => p.id)).toEqual([copy.id]);
  });
});
