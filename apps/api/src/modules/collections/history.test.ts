import { describe, expect, it } from 'vitest';
import { recordHistoryPath, recordHistoryResponse, type RecordHistoryPage } from '@console/contract';
import { recordAudit } from '../../platform/audit.ts';
import { collectionSuite, pathOf, type Query } from './test-kit.ts';

/** A record's history (issue 28): its audit entries as field-by-field changes, scoped, masked and paged. */

const suite = collectionSuite();

const historyPath = (entity: string, id: number, query: Query = {}, params: Record<string, number> = {}) =>
  recordHistoryPath({ base: '/api/v2/admin', entity, id, params, query: query as Record<string, string | number> });

async function history(
  entity: string,
  id: number,
  options: { token?: string; query?: Query; params?: Record<string, number> } = {},
): Promise<RecordHistoryPage> {
  const res = await suite.kit.call(
    'GET',
    historyPath(entity, id, options.query, options.params),
    options.token ?? suite.kit.admin3,
  );
  expect(res.statusCode, res.body).toBe(200);
  return recordHistoryResponse.parse(res.json()).data;
}

const put = async (entity: string, id: number, body: Record<string, unknown>, token = suite.kit.admin3) => {
  const res = await suite.kit.call('PUT', pathOf(entity, { id }), token, body);
  expect(res.statusCode, res.body).toBe(200);
};

describe('changes', () => {
  it('lists a create’s every set field and an update’s changed fields only, newest first, with who and when', async () => {
    const { api, kit } = suite;
    const curso = await api.create(kit.admin3, 'cursos', { titulo: 'Curso com história', carga_horaria: 10 });
    await put('cursos', curso.id, { titulo: 'Curso com outra história', carga_horaria: 10 });
    const page = await history('cursos', curso.id);
    expect(page.total).toBe(2);
    const [update, create] = page.data;
    expect(update.action).toBe('cursos.update');
    expect(update.actor).toEqual({ id: await kit.idOf('admin@asta.demo'), name: expect.any(String) });
    expect(Number.isNaN(Date.parse(update.at))).toBe(false);
    expect(update.changes).toEqual([
      {
        field: 'titulo',
        before: 'Curso com história',
        after: 'Curso com outra história',
        before_label: null,
        after_label: null,
      },
    ]);
    expect(create.action).toBe('cursos.create');
    const created = Object.fromEntries(create.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(created.titulo).toEqual([null, 'Curso com história']);
    expect(created.carga_horaria).toEqual([null, 10]);
    // Bookkeeping keys (id, labels, stamps) and fields left empty are not changes.
    for (const key of ['id', 'labels', 'created_at', 'updated_at', 'etiquetas'])
      expect(created).not.toHaveProperty(key);
  });

  it('names a reference’s rows, keeps other actions and unknown keys, and answers a record deleted since', async () => {
    const { api, kit } = suite;
    const adminId = await kit.idOf('admin@asta.demo');
    const anaId = await kit.idOf('ana@asta.demo');
    const parceiro = await api.create(kit.admin3, 'parceiros', {
      nome: 'Parceiro da história',
      segmento: 'saude',
      responsavel: adminId,
    });
    await put('parceiros', parceiro.id, { responsavel: anaId });
    await recordAudit(kit.db, {
      clientId: 3,
      actorUserId: null,
      action: 'parceiros.transition',
      entity: 'parceiros',
      entityId: parceiro.id,
      before: { status: 'ativo', campo_antigo: 'x' },
      after: { status: 'inativo', campo_antigo: 'x' },
    });
    const [transition, update] = (await history('parceiros', parceiro.id)).data;
    expect(transition).toMatchObject({
      action: 'parceiros.transition',
      actor: null,
      changes: [{ field: 'status', before: 'ativo', after: 'inativo' }],
    });
    const [responsavel] = update.changes;
    expect(responsavel).toMatchObject({ field: 'responsavel', before: adminId, after: anaId });
    expect(responsavel.before_label).toBeTruthy();
    expect(responsavel.after_label).toBeTruthy();
    expect(responsavel.after_label).not.toBe(responsavel.before_label);

    const removed = await kit.call('DELETE', pathOf('parceiros', { id: parceiro.id }), kit.admin3);
    expect(removed.statusCode, removed.body).toBe(200);
    const [deletion] = (await history('parceiros', parceiro.id)).data;
    expect(deletion.action).toBe('parceiros.delete');
    expect(deletion.changes).toContainEqual(
      expect.objectContaining({ field: 'nome', before: 'Parceiro da história', after: null }),
    );
  });
});

describe('who may read it', () => {
  it('answers 404 for another client’s record, also with the client named by the other administrator', async () => {
    const { api, kit } = suite;
    const curso = await api.create(kit.admin3, 'cursos', { titulo: 'Curso de um cliente só' });
    expect((await kit.call('GET', historyPath('cursos', curso.id), kit.admin6)).statusCode).toBe(404);
    expect((await kit.call('GET', historyPath('cursos', 999_999), kit.admin3)).statusCode).toBe(404);
    const other = await api.create(kit.admin6, 'cursos', { titulo: 'Curso do cliente 6' });
    expect((await kit.call('GET', historyPath('cursos', other.id), kit.admin3)).statusCode).toBe(404);
  });

  it('needs the collection’s tag, and never shows a credential', async () => {
    const { api, kit } = suite;
    const memberId = await kit.idOf('member@asta.demo');
    const made = await kit.call('POST', '/api/v2/admin/integracoes?client_id=3', kit.admin3, {
      nome: 'Webhook da história',
      url: 'https://example.com/hook',
      eventos: ['pedido.pago'],
    });
    const hook = made.json().data as { id: number };
    const secret = made.json().once.segredo as string;
    await api.revoke(memberId, 'integracoes');
    expect((await kit.call('GET', historyPath('integracoes', hook.id), kit.member3)).statusCode).toBe(403);
    await api.grant(memberId, 'integracoes', []);
    const page = await history('integracoes', hook.id, { token: kit.member3 });
    expect(page.data[0].changes.map((c) => c.field)).toContain('nome');
    // The signing secret is kept apart from the row (shown once): no history holds it.
    expect(JSON.stringify(page)).not.toContain(secret);
  });

  it('shows personal data to a reader with the tag, as the record does', async () => {
    const { api, kit } = suite;
    const parceiro = await api.create(kit.admin3, 'parceiros', {
      nome: 'Parceiro com telefone',
      segmento: 'lazer',
      telefone: '11 99999-0000',
    });
    await put('parceiros', parceiro.id, { telefone: '11 98888-0000' });
    const [update] = (await history('parceiros', parceiro.id)).data;
    expect(update.changes).toEqual([
      expect.objectContaining({ field: 'telefone', before: '11 99999-0000', after: '11 98888-0000' }),
    ]);
  });
});

describe('child collections', () => {
  it('answers under its parent’s path, and 404 under another parent', async () => {
    const { api, kit } = suite;
    const curso = await api.create(kit.admin3, 'cursos', { titulo: 'Curso com módulo' });
    const outro = await api.create(kit.admin3, 'cursos', { titulo: 'Outro curso' });
    const modulo = await api.create(kit.admin3, 'modulos', { titulo: 'Módulo 1', ordem: 1 }, { curso_id: curso.id });
    await put('modulos', modulo.id, { ordem: 2 });
    const page = await history('modulos', modulo.id, { params: { curso_id: curso.id } });
    expect(page.data.map((e) => e.action)).toEqual(['modulos.update', 'modulos.create']);
    expect(page.data[0].changes).toEqual([expect.objectContaining({ field: 'ordem', before: 1, after: 2 })]);
    const parent = page.data[1].changes.find((c) => c.field === 'curso_id');
    expect(parent).toMatchObject({ after: curso.id, after_label: 'Curso com módulo' });
    expect((await history('modulos', modulo.id)).total).toBe(2);
    const wrong = await kit.call('GET', historyPath('modulos', modulo.id, {}, { curso_id: outro.id }), kit.admin3);
    expect(wrong.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('pages newest first by cursor, without overlap, and refuses a cursor of another record', async () => {
    const { api, kit } = suite;
    const curso = await api.create(kit.admin3, 'cursos', { titulo: 'Curso 0' });
    for (let i = 1; i <= 4; i++) await put('cursos', curso.id, { titulo: `Curso ${i}` });
    const first = await history('cursos', curso.id, { query: { per_page: 2 } });
    expect(first.total).toBe(5);
    expect(first.last_page).toBe(3);
    expect(first.data.map((e) => e.changes[0].after)).toEqual(['Curso 4', 'Curso 3']);
    const second = await history('cursos', curso.id, { query: { per_page: 2, cursor: first.next_cursor! } });
    expect(second.data.map((e) => e.changes[0].after)).toEqual(['Curso 2', 'Curso 1']);
    const third = await history('cursos', curso.id, { query: { per_page: 2, cursor: second.next_cursor! } });
    expect(third.data.map((e) => e.action)).toEqual(['cursos.create']);
    expect(third.next_cursor).toBeNull();
    const back = await history('cursos', curso.id, { query: { per_page: 2, cursor: third.prev_cursor! } });
    expect(back.data.map((e) => e.id)).toEqual(second.data.map((e) => e.id));

    const other = await api.create(kit.admin3, 'cursos', { titulo: 'Outro' });
    const res = await kit.call(
      'GET',
      historyPath('cursos', other.id, { per_page: 2, cursor: first.next_cursor! }),
      kit.admin3,
    );
    expect(res.statusCode).toBe(422);
  });
});
