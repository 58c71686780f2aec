import { canMove, collectionByEntity, COLLECTIONS, type CollectionDef, type FieldDef } from '@console/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../../db/collections/layout.ts';
import { updateRow } from './repo.ts';
import { collectionSuite, pathOf } from './test-kit.ts';

// Issue 28: every shipped status workflow refuses each move its graph lacks (409, naming the allowed ones) and accepts
// each move it has; a move's sub-tag, guards and sets hold; each move is on the record's audit trail.

const suite = collectionSuite();
const CLIENT = 3;
const FLOWED = COLLECTIONS.filter((def) => def.workflow);

/** A value a required guard accepts, by the field's kind. */
const SAMPLE: Partial<Record<FieldDef['kind'], unknown>> = {
  text: 'Preenchido',
  longtext: 'Preenchido pelo teste.',
  integer: 8,
  decimal: 8,
  money: 8,
  date: '2027-01-15',
  datetime: '2027-01-15T12:00:00.000Z',
};

/** A demo row of the collection for client 3 (the seed writes them). */
async function demoRow(def: CollectionDef): Promise<number> {
  const row = await (
    suite.kit.db as unknown as import('kysely').Kysely<Record<string, { id: number; client_id: number }>>
  )
    .selectFrom(tableOf(def))
    .select('id')
    .where('client_id', '=', CLIENT)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new Error(`no demo row of ${def.entity}`);
  return Number(row.id);
}

/**
 * Puts a row in a state straight in the table, as the seed does (no workflow), so each move is tried from it; the
 * fields moves set are emptied and the periods they close start in the past, as a row that just got there would be.
 */
function putIn(def: CollectionDef, id: number, state: string) {
  const sets = new Set(def.workflow!.transitions.flatMap((m) => Object.keys(m.sets ?? {})));
  const starts = (def.periods ?? []).filter((period) => sets.has(period.end)).map((period) => period.start);
  const past = (name: string) =>
    def.fields.find((field) => field.name === name)?.kind === 'date' ? '2020-01-01' : '2020-01-01T00:00:00.000Z';
  return updateRow(suite.kit.db, CLIENT, tableOf(def), id, {
    [def.workflow!.field]: state,
    ...Object.fromEntries([...sets].map((name) => [name, null])),
    ...Object.fromEntries(starts.map((name) => [name, past(name)])),
  });
}

const move = (def: CollectionDef, id: number, body: Record<string, unknown>, token = suite.kit.admin3, lang?: string) =>
  suite.kit.app.inject({
    method: 'PUT',
    url: pathOf(def.entity, { id }),
    headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body,
  });

/** A body that moves the row to `to`, with a value for each field the move requires. */
function bodyFor(def: CollectionDef, from: string, to: string): Record<string, unknown> {
  const flow = def.workflow!;
  const required = flow.transitions.find((m) => m.from === from && m.to === to)?.guards?.required ?? [];
  const fields = required.map((name) => def.fields.find((field) => field.name === name)!);
  return { [flow.field]: to, ...Object.fromEntries(fields.map((field) => [field.name, SAMPLE[field.kind]])) };
}

beforeAll(async () => {
  // Stock is tried on its own (rules/commerce.test.ts): an order's payment is walked with products of uncounted stock.
  await (suite.kit.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
    .updateTable(tableOf(collectionByEntity('produtos')!))
    .set({ estoque: null })
    .where('client_id', '=', CLIENT)
    .execute();
  // Capacities are tried on their own below: the graph is walked with no limit on the parents.
  for (const def of FLOWED)
    for (const move of def.workflow!.transitions) {
      const capacity = move.guards?.capacity;
      const parent = def.parent && collectionByEntity(def.parent.entity);
      if (capacity && parent)
        await (suite.kit.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
          .updateTable(tableOf(parent))
          .set({ [capacity.limit]: null })
          .where('client_id', '=', CLIENT)
          .execute();
    }
});

describe('every shipped workflow', () => {
  it('covers the life-cycle statuses', () => {
    expect(FLOWED.length).toBeGreaterThanOrEqual(50);
    expect(FLOWED.map((def) => def.entity)).toEqual(
      expect.arrayContaining(['blog', 'pedidos', 'suporte', 'inscricoes', 'leads', 'candidaturas', 'depoimentos']),
    );
  });

  it.each(FLOWED.map((def) => [def.entity, def] as const))(
    '%s: refuses each move its graph lacks with 409 and accepts each it has',
    async (_entity, def) => {
      const flow = def.workflow!;
      const states = def.fields.find((field) => field.name === flow.field)!.options!.map((option) => option.value);
      const id = await demoRow(def);
      for (const from of states)
        for (const to of states.filter((state) => state !== from)) {
          await putIn(def, id, from);
          const res = await move(def, id, bodyFor(def, from, to));
          const legal = canMove(flow, from, to);
          expect({ from, to, status: res.statusCode }).toEqual({ from, to, status: legal ? 200 : 409 });
          if (legal) expect(res.json().data[flow.field]).toBe(to);
          else expect(res.json().errors[flow.field][0]).toMatch(/^Não é possível passar de ".+" para ".+"\./);
        }
    },
  );
});

describe('a move', () => {
  const depoimentos = collectionByEntity('depoimentos')!;
  const matriculas = collectionByEntity('matriculas')!;
  const inscricoes = collectionByEntity('inscricoes')!;
  const cursos = collectionByEntity('cursos')!;

  it('names the allowed moves in the request language and leaves the row as it was', async () => {
    const id = await demoRow(depoimentos);
    await putIn(depoimentos, id, 'aprovado');
    const pt = await move(depoimentos, id, { status: 'pendente' });
    expect(pt.statusCode).toBe(409);
    expect(pt.json().message).toBe('Mudança de status não permitida.');
    expect(pt.json().errors.status).toEqual([
      'Não é possível passar de "Aprovado" para "Aguardando aprovação". Permitido: Recusado.',
    ]);
    const en = await move(depoimentos, id, { status: 'pendente' }, suite.kit.admin3, 'en');
    expect(en.json().message).toBe('Status change not allowed.');
    expect(en.json().errors.status).toEqual(['Cannot move from "Approved" to "Awaiting approval". Allowed: Rejected.']);
    const es = await move(depoimentos, id, { status: 'pendente' }, suite.kit.admin3, 'es');
    expect(es.json().errors.status[0]).toMatch(/^No es posible pasar de "Aprobado" a "Esperando aprobación"\./);
    const stored = await suite.kit.call('GET', pathOf('depoimentos', { id }), suite.kit.admin3);
    expect(stored.json().data.status).toBe('aprovado');
  });

  it('is written to the record\u2019s trail with from, to and what it set, in the write', async () => {
    const id = await demoRow(depoimentos);
    await putIn(depoimentos, id, 'pendente');
    const before = Date.now();
    const res = await move(depoimentos, id, { status: 'aprovado', aprovado_em: null, aprovado_por: null });
    expect(res.statusCode).toBe(200);
    const adminId = await suite.kit.idOf('admin@asta.demo');
    const row = res.json().data;
    expect(row.aprovado_por).toBe(adminId);
    expect(Date.parse(row.aprovado_em)).toBeGreaterThanOrEqual(before - 1000);
    const trail = await suite.kit.audits('depoimentos', id);
    const entry = trail.filter((a) => a.action === 'depoimentos.transition').at(-1)!;
    expect(entry).toMatchObject({
      actor_user_id: adminId,
      before: { status: 'pendente' },
      after: { status: 'aprovado', aprovado_por: adminId },
    });
    expect(trail.at(-1)!.action).toBe('depoimentos.update');
  });

  it('sets the client\u2019s day on entering a state (a completed enrolment)', async () => {
    const id = await demoRow(matriculas);
    await putIn(matriculas, id, 'ativa');
    const res = await move(matriculas, id, { status: 'concluida', concluido_em: null });
    expect(res.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(res.json().data.concluido_em).toBe(today);
    // A value the body gives is kept.
    await putIn(matriculas, id, 'ativa');
    const given = await move(matriculas, id, { status: 'concluida', concluido_em: '2026-01-15' });
    expect(given.json().data.concluido_em).toBe('2026-01-15');
  });

  it('answers 403 without the move\u2019s sub-tag, and passes with it', async () => {
    const memberId = await suite.kit.idOf('member@asta.demo');
    await suite.api.grant(memberId, 'cursos', ['editar']);
    const id = await demoRow(cursos);
    await putIn(cursos, id, 'rascunho');
    expect((await move(cursos, id, { status: 'publicado' }, suite.kit.member3)).statusCode).toBe(403);
    // A move without a sub-tag needs editing alone.
    await putIn(cursos, id, 'publicado');
    expect((await move(cursos, id, { status: 'rascunho' }, suite.kit.member3)).statusCode).toBe(200);
    const meta = await suite.kit.call('GET', '/api/v2/admin/sys/collections?entities=cursos', suite.kit.member3);
    expect(meta.json().data[0].workflow).toEqual({
      field: 'status',
      initial: ['rascunho'],
      next: { rascunho: [], publicado: ['rascunho'], arquivado: ['rascunho'] },
    });
    const permission = await suite.kit.call(
      'POST',
      `/api/v2/admin/asap-user/permission/module/${memberId}?modulo=cursos`,
      suite.kit.admin3,
      { enabled: true },
    );
    const sub = await suite.kit.call(
      'PUT',
      `/api/v2/admin/permission/${permission.json().data.permission.id}/sub/update`,
      suite.kit.admin3,
      { tag: 'cursos.publicar', enabled: true },
    );
    expect(sub.statusCode).toBe(200);
    await putIn(cursos, id, 'rascunho');
    expect((await move(cursos, id, { status: 'publicado' }, suite.kit.member3)).statusCode).toBe(200);
  });

  it('refuses a required field left empty with 422 on the field', async () => {
    const entregas = collectionByEntity('entregas')!;
    const id = await demoRow(entregas);
    await putIn(entregas, id, 'em_correcao');
    const res = await move(entregas, id, { status: 'corrigida', nota: null });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ nota: ['Campo obrigatório.'] });
  });

  it('refuses a confirmation beyond the event\u2019s capacity with 409, and accepts it once a seat is free', async () => {
    const evento = await suite.api.create(suite.kit.admin3, 'eventos', {
      titulo: 'Evento de uma vaga',
      inicio: '2026-12-01T10:00:00.000Z',
      capacidade: 1,
    });
    const params = { evento_id: evento.id };
    const first = await suite.api.create(
      suite.kit.admin3,
      'inscricoes',
      { nome: 'Primeira', email: 'a@x.demo', status: 'confirmada' },
      params,
    );
    const second = await suite.api.create(
      suite.kit.admin3,
      'inscricoes',
      { nome: 'Segunda', email: 'b@x.demo' },
      params,
    );
    const full = await move(inscricoes, second.id, { status: 'confirmada' });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.status).toEqual(['Sem vagas para "Confirmada": o limite de 1 foi atingido.']);
    expect((await move(inscricoes, first.id, { status: 'cancelada' })).statusCode).toBe(200);
    expect((await move(inscricoes, second.id, { status: 'confirmada' })).statusCode).toBe(200);
    const checkIn = await move(inscricoes, second.id, { status: 'presente' });
    expect(Date.parse(checkIn.json().data.check_in)).toBeGreaterThan(0);
    // A checked-in registration still takes its seat.
    expect((await move(inscricoes, first.id, { status: 'pendente' })).statusCode).toBe(200);
    expect((await move(inscricoes, first.id, { status: 'confirmada' })).statusCode).toBe(409);
  });
});

describe('a new row', () => {
  it('starts only in an initial state: 409 naming them otherwise', async () => {
    const res = await suite.kit.call('POST', pathOf('cursos'), suite.kit.admin3, {
      titulo: 'Curso arquivado',
      status: 'arquivado',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.status).toEqual([
      'Um novo registro não pode começar em "Arquivado". Permitido: Rascunho, Publicado.',
    ]);
    const published = await suite.api.create(suite.kit.admin3, 'cursos', {
      titulo: 'Curso publicado',
      status: 'publicado',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(published.publicado_em).toBe(today);
    expect((await suite.kit.audits('cursos', published.id)).map((a) => a.action)).toEqual(['cursos.create']);
  });
});
